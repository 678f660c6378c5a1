/**
 * A voucher's record (issue 15): every field, and its usage: the paid bills that used it (each
 * opens its payment detail, as the customer record's bills do) and the uses left.
 */
import { useState } from 'react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { VoucherDetail } from '../../domain/voucher/contract';
import { formatZonedDateTime } from '../../domain/time';
import { formatMoney } from '../../components/locale-format';
import { displayDate, displayDateTime } from '../appointment/panels/display-format';
import { BillDetailWindow } from '../payment/BillDetailWindow';
import { useShellSession } from '../shell/session-context';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';
import { RecordSection } from '../admin/RecordSection';
import { audienceLabels, kindLabels } from './voucher-labels';

export function VoucherDetailView(props: { voucher: VoucherDetail; moneySymbol: string; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useShellSession();
  const [openBill, setOpenBill] = useState<string | null>(null);
  const { voucher: v, moneySymbol } = props;
  const money = (cents: number) => formatMoney(cents, moneySymbol);
  const uses = v.uses.map((u) => ({ ...u, id: u.billId }));
  const unlimited = t`Unlimited`;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} size="h4">
          {v.code}
        </Title>
        <Badge color={v.active ? 'green' : 'gray'} variant="light">
          {v.active ? t`Active` : t`Inactive`}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RecordField label={t`Content`} value={v.content || '—'} />
        <RecordField label={t`Type`} value={i18n._(audienceLabels[v.audience])} />
        <RecordField label={t`Discount`} value={v.discountType === 'PERCENT' ? `${v.percent}%` : money(v.value)} />
        <RecordField label={t`Kind`} value={i18n._(kindLabels[v.kind])} />
        <RecordField label={t`Branch`} value={v.branchName ?? t`All branches`} />
        <RecordField label={t`Customer`} value={v.customerName ?? t`All customers`} />
        <RecordField label={t`Start date`} value={v.startDate ? displayDate(v.startDate) : '—'} />
        <RecordField label={t`End date`} value={v.endDate ? displayDate(v.endDate) : '—'} />
        <RecordField label={t`Services`} value={v.services.length > 0 ? v.services.map((s) => s.name).join(', ') : t`The whole bill`} />
        <RecordField label={t`Uses left`} value={v.usesLeft === null ? unlimited : String(v.usesLeft)} />
      </SimpleGrid>
      <RecordSection
        title={t`Usage`}
        empty={t`No bill used this voucher yet.`}
        rows={uses}
        columns={[
          {
            head: t`Bill`,
            cell: (u) => (
              <Anchor component="button" type="button" size="sm" onClick={() => setOpenBill(u.billId)} aria-label={t`Payment detail of bill ${u.billCode}`}>
                {u.billCode}
              </Anchor>
            ),
          },
          { head: t`Date`, cell: (u) => displayDateTime(formatZonedDateTime(new Date(u.actionTime), timeZone)) },
          { head: t`Customer`, cell: (u) => u.customerName || '—' },
          { head: t`Discount`, right: true, cell: (u) => money(u.discount) },
        ]}
      />
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
      <BillDetailWindow billId={openBill} onClose={() => setOpenBill(null)} />
    </Stack>
  );
}
