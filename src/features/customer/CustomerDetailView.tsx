/**
 * A customer's record (issue 14 "Detail"): who they are, blocked or not with their notes, their
 * loyalty standing and what they spent this month and year, their bookings past and to come
 * with each status, their bills (each opens its payment detail, as the transaction drawer's
 * rows do) and the gift cards they bought or hold. `extraActions` leaves room beside Edit and
 * Delete for actions of other screens (merging a duplicate).
 */
import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LoyaltyType } from '../../domain/api';
import type { CustomerAdminDetail } from '../../domain/people/customer-contract';
import { GiftCardRole } from '../../domain/people/customer-contract';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { formatZonedDateTime } from '../../domain/time';
import { formatMoney } from '../../components/locale-format';
import { displayDate, displayDateTime } from '../appointment/panels/display-format';
import { CustomerNotes } from '../appointment/panels/CustomerNotes';
import { statusLabels } from '../appointment/status-labels';
import { BillDetailWindow } from '../payment/BillDetailWindow';
import { useShellSession } from '../shell/session-context';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';
import { BlockedCustomerNotice } from './BlockedCustomerNotice';
import { useLevelLabels } from './customer-labels';
import { RecordSection as Section } from '../admin/RecordSection';

export function CustomerDetailView(props: {
  customer: CustomerAdminDetail;
  phone: PhoneSetting;
  moneySymbol: string;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
  extraActions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { timeZone } = useShellSession();
  const levelLabel = useLevelLabels();
  const [openBill, setOpenBill] = useState<string | null>(null);
  const { customer: c, moneySymbol } = props;
  const money = (cents: number) => formatMoney(cents, moneySymbol);
  const loyaltyRuleLabel = (l: CustomerAdminDetail['loyalty']) => {
    const from = l.applyFrom ? displayDate(l.applyFrom) : null;
    if (l.type === LoyaltyType.POINT_BASED) return from ? t`Point based, from ${from}` : t`Point based`;
    return from ? t`Booking based, from ${from}` : t`Booking based`;
  };
  const yes = (v: boolean) => (v ? t`Yes` : t`No`);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {c.name}
        </Title>
        {c.blocked ? (
          <Badge color="red" variant="filled">
            {t`Blocked`}
          </Badge>
        ) : null}
        {c.active ? null : <Badge color="gray">{t`Inactive`}</Badge>}
        {c.level ? <Badge variant="light">{levelLabel(c.level)}</Badge> : null}
      </Group>
      <BlockedCustomerNotice blocked={c.blocked} notes={[]} />

      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <RecordField label={t`Phone`} value={formatPhone(c.phone, props.phone)} />
        <RecordField label={t`Code`} value={c.code} />
        <RecordField label={t`Email`} value={c.email} />
        <RecordField label={t`Emails`} value={c.emails} />
        <RecordField label={t`Address`} value={c.address} />
        <RecordField label={t`Birthday`} value={c.birthDay ? displayDate(c.birthDay) : null} />
        <RecordField label={t`Main technician`} value={c.mainTechnician?.name} />
        <RecordField label={t`Receive email`} value={yes(c.receiveEmail)} />
        <RecordField label={t`Receive SMS`} value={yes(c.receiveSms)} />
        <RecordField label={t`Spent this month`} value={money(c.spentThisMonth)} />
        <RecordField label={t`Spent this year`} value={money(c.spentThisYear)} />
        <RecordField label={t`Loyalty rule`} value={loyaltyRuleLabel(c.loyalty)} />
        <RecordField label={t`Loyalty money`} value={money(c.loyalty.amountMoney)} />
        {c.loyalty.type === LoyaltyType.BOOKING_BASED ? <RecordField label={t`Bookings to the next reward`} value={String(c.loyalty.bookingsToReward)} /> : null}
        <RecordField label={t`Customer since`} value={displayDateTime(formatZonedDateTime(new Date(c.createdAt), timeZone))} />
      </SimpleGrid>
      <RecordField label={t`Description`} value={c.description} />

      <CustomerNotes notes={c.notes.map((n) => ({ id: n.id, note: n.note, time: formatZonedDateTime(new Date(n.createdAt), timeZone) }))} />

      <Section
        title={t`Bookings`}
        empty={t`No bookings.`}
        rows={c.bookings}
        columns={[
          { head: t`Code`, cell: (b) => b.code },
          { head: t`Start`, cell: (b) => <>{displayDateTime(b.startTime)} {b.upcoming ? <Badge size="xs" variant="light">{t`Upcoming`}</Badge> : null}</> },
          { head: t`Status`, cell: (b) => i18n._(statusLabels[b.status]) },
          { head: t`Total`, right: true, cell: (b) => money(b.total) },
        ]}
      />
      <Section
        title={t`Bills`}
        empty={t`No bills.`}
        rows={c.bills}
        columns={[
          {
            head: t`Bill`,
            cell: (b) => (
              <Anchor component="button" type="button" size="sm" onClick={() => setOpenBill(b.id)} aria-label={t`Payment detail of bill ${b.code}`}>
                {b.code}
              </Anchor>
            ),
          },
          { head: t`Date`, cell: (b) => displayDateTime(b.actionTime) },
          { head: t`Status`, cell: (b) => (b.status === 'CANCEL' ? t`Cancelled` : t`Paid`) },
          { head: t`Total`, right: true, cell: (b) => money(b.total) },
        ]}
      />
      <Section
        title={t`Gift cards`}
        empty={t`No gift cards.`}
        rows={c.giftCards}
        columns={[
          { head: t`Code`, cell: (g) => g.code },
          { head: t`Bought or held`, cell: (g) => (g.role === GiftCardRole.BOUGHT ? t`Bought` : t`Held`) },
          { head: t`Value`, right: true, cell: (g) => money(g.value) },
          { head: t`Left`, right: true, cell: (g) => money(g.left) },
        ]}
      />

      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete}>
        {props.extraActions}
      </RecordActions>

      <BillDetailWindow billId={openBill} onClose={() => setOpenBill(null)} />
    </Stack>
  );
}
