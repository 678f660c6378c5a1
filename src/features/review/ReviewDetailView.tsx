/**
 * One review (issue 17): the stars and words, who and which visit, the bill with its lines (its
 * payment detail one tap away), and its handling when the user may update it.
 */
import { useState } from 'react';
import { Anchor, Badge, Group, Rating, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReviewDetail } from '../../domain/review/contract';
import { formatZonedDateTime } from '../../domain/time';
import { formatMoney } from '../../components/locale-format';
import { displayDateTime } from '../appointment/panels/display-format';
import { BillDetailWindow } from '../payment/BillDetailWindow';
import { useShellSession } from '../shell/session-context';
import { RecordField } from '../admin/RecordField';
import { reviewStatusColors, reviewStatusLabels } from './review-labels';
import { ReviewStatusForm } from './ReviewStatusForm';

export function ReviewDetailView(props: { review: ReviewDetail; moneySymbol: string; canUpdate: boolean; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useShellSession();
  const [openBill, setOpenBill] = useState<string | null>(null);
  const { review: r } = props;
  const when = (iso: string) => displayDateTime(formatZonedDateTime(new Date(iso), timeZone));
  const rate = r.rate;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Rating value={r.rate} readOnly aria-label={t`${rate} out of 5 stars`} />
        <Badge color={reviewStatusColors[r.status]} variant="light">
          {i18n._(reviewStatusLabels[r.status])}
        </Badge>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.comment || t`No comment.`}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RecordField label={t`Review time`} value={when(r.reviewedAt)} />
        <RecordField label={t`Customer`} value={[r.customerName, r.customerPhone].filter(Boolean).join(' · ')} />
        <RecordField label={t`Booking`} value={r.bookingCode} />
        <RecordField label={t`Technician`} value={r.technician} />
        <RecordField label={t`Solving problem note`} value={r.note} />
        <RecordField label={t`Last changed by`} value={r.updatedBy} />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t`Bill`}{' '}
        <Anchor component="button" type="button" onClick={() => setOpenBill(r.bill.id)} aria-label={t`Payment detail of bill ${r.bill.code}`}>
          {r.bill.code}
        </Anchor>
      </Title>
      <Table.ScrollContainer minWidth={280}>
        <Table striped aria-label={t`Bill lines`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Service`}</Table.Th>
              <Table.Th>{t`Technician`}</Table.Th>
              <Table.Th ta="right">{t`Price`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.bill.lines.map((l, i) => (
              <Table.Tr key={`${l.name}-${i}`}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>{l.technician || '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.price, props.moneySymbol)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={2} fw={600}>{t`Total`} · {when(r.bill.actionTime)}</Table.Td>
              <Table.Td ta="right" fw={600}>{formatMoney(r.bill.total, props.moneySymbol)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.canUpdate ? <ReviewStatusForm review={r} onCancel={props.onClose} onSaved={props.onSaved} /> : null}
      <BillDetailWindow billId={openBill} onClose={() => setOpenBill(null)} />
    </Stack>
  );
}
