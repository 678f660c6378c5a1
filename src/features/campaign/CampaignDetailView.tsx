/**
 * A campaign's record (issue 17): its message, filters, type and time; while a draft, the
 * recipient count and Send (or Schedule); while scheduled, Cancel; once sent, each recipient
 * with its message's state in the outbox (pending, sent, failed with the error).
 */
import { Badge, Group, SimpleGrid, Stack, Text, Title, Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CampaignDetail } from '../../domain/campaign/contract';
import { CampaignSendMode, CampaignStatus } from '../../domain/campaign/campaign-form';
import { formatZonedDateTime } from '../../domain/time';
import { formatMoney } from '../../components/locale-format';
import { displayDate, displayDateTime } from '../appointment/panels/display-format';
import { useShellSession } from '../shell/session-context';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';
import { RecordSection } from '../admin/RecordSection';
import { campaignStatusColours, campaignStatusLabels, recipientStatusLabels, sendModeLabels } from './campaign-labels';
import { RecipientCount } from './RecipientCount';

export type CampaignActions = {
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
  onSend: (() => void) | null;
  onCancel: (() => void) | null;
};

export function CampaignDetailView(props: { campaign: CampaignDetail; moneySymbol: string } & CampaignActions) {
  const { t, i18n } = useLingui();
  const { timeZone } = useShellSession();
  const { campaign: c } = props;
  const when = (iso: string | null) => (iso ? displayDateTime(formatZonedDateTime(new Date(iso), timeZone)) : '—');
  const rows = c.recipientsList.map((r) => ({ ...r, id: r.customerId }));
  const any = t`Any`;
  const at = c.scheduledAt ? displayDateTime(c.scheduledAt) : '';
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} size="h4">
          {c.name}
        </Title>
        <Badge color={campaignStatusColours[c.status]} variant="light">
          {i18n._(campaignStatusLabels[c.status])}
        </Badge>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {c.message}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RecordField label={t`Last booking date after`} value={c.lastBookingAfter ? displayDate(c.lastBookingAfter) : any} />
        <RecordField label={t`Booking amount above`} value={c.amountAbove === null ? any : formatMoney(c.amountAbove, props.moneySymbol)} />
        <RecordField label={t`Type`} value={c.sendMode === CampaignSendMode.SCHEDULED ? t`At ${at}` : i18n._(sendModeLabels[c.sendMode])} />
        <RecordField label={t`Time`} value={when(c.time)} />
        <RecordField label={t`Recipients`} value={String(c.recipients)} />
        <RecordField label={t`Sent / failed`} value={`${c.sent} / ${c.failed}`} />
      </SimpleGrid>
      {c.status === CampaignStatus.DRAFT || c.status === CampaignStatus.SCHEDULED ? (
        <RecipientCount branchId={c.branchId} filters={c} />
      ) : null}
      {c.status !== CampaignStatus.DRAFT && c.status !== CampaignStatus.SCHEDULED && c.status !== CampaignStatus.CANCELLED ? (
        <RecordSection
          title={t`Recipients`}
          empty={t`Nobody matched when it was sent.`}
          rows={rows}
          columns={[
            { head: t`Customer`, cell: (r) => r.customerName },
            { head: t`Phone`, cell: (r) => r.phone },
            { head: t`Result`, cell: (r) => i18n._(recipientStatusLabels[r.status]) },
            { head: t`Sent at`, cell: (r) => when(r.sentAt) },
            { head: t`Error`, cell: (r) => r.error ?? '' },
          ]}
        />
      ) : null}
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete}>
        {props.onSend ? <Button onClick={props.onSend}>{c.sendMode === CampaignSendMode.SCHEDULED ? t`Schedule` : t`Send now`}</Button> : null}
        {props.onCancel ? (
          <Button variant="light" color="red" onClick={props.onCancel}>
            {t`Cancel campaign`}
          </Button>
        ) : null}
      </RecordActions>
    </Stack>
  );
}
