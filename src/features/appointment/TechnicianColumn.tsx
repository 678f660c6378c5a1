import { Paper, Stack, Text, Title } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { PhoneSetting } from '../../domain/phone';
import { technicianLabel, type AgendaColumn } from './agenda';
import { AgendaCardView } from './AgendaCardView';

const COLUMN_WIDTH = 240;

/** A technician's column: name (-FS), booking count, shift hours, then that day's guests. */
export function TechnicianColumn({ column, phone }: { column: AgendaColumn; phone: PhoneSetting }) {
  const { t } = useLingui();
  const label = technicianLabel(column.technician);
  const count = column.bookingCount;
  const headingId = `tech-${column.technician.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm" w={COLUMN_WIDTH} miw={COLUMN_WIDTH}>
      <Stack gap={2} mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {label}
        </Title>
        <Text size="sm" c="dimmed">
          <Plural value={count} one="# booking" other="# bookings" />
        </Text>
        <Text size="sm">
          {column.shifts.map((s) => `${s.start}–${s.end}`).join(', ')}
        </Text>
        {column.breaks.map((b) => (
          <Text size="xs" c="dimmed" key={`${b.start}-${b.end}`}>
            {b.paid ? t`Paid break ${b.start}–${b.end}` : t`Unpaid break ${b.start}–${b.end}`}
            {b.note ? ` · ${b.note}` : ''}
          </Text>
        ))}
      </Stack>
      {column.cards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No guests`}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t`Guests of ${label}`}>
          {column.cards.map((card) => (
            <AgendaCardView key={card.key} card={card} phone={phone} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
