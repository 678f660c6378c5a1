/**
 * The day's money records, newest first. Pay-ins/outs open their cash bill, payments and tips
 * their bill, and a payment's booking opens read-only; lines made on
 * this tablet and not yet acknowledged by the server say so.
 */
import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TransactionRow } from '../../domain/pos';
import { wallTime } from '../dates/branch-dates';
import { transactionTypeLabels } from './pos-action-labels';
import { formatSignedMoney, hasCashBill, signedValue, type CashBillRow } from './transaction-display';

function RowContent({ row }: { row: TransactionRow }) {
  const { t, i18n } = useLingui();
  const value = signedValue(row);
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{wallTime(row.actionTime)}</Text>
          <Text size="sm" c="dimmed">
            {row.code}
          </Text>
        </Group>
        <Text fw={700} c={value < 0 ? 'red.8' : 'teal.8'}>
          {formatSignedMoney(value)}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={value < 0 ? 'red' : 'teal'}>
          {i18n._(transactionTypeLabels[row.type])}
        </Badge>
        {row.checkoutMethodName ? <Text size="sm">{row.checkoutMethodName}</Text> : null}
        {row.paidTo?.technicianName ? <Text size="sm">{row.paidTo.technicianName}</Text> : null}
        {row.pending ? (
          <Badge variant="filled" color="orange">
            {t`Not yet sent`}
          </Badge>
        ) : null}
      </Group>
      {row.note ? (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {row.note}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {row.createdBy}
      </Text>
    </Stack>
  );
}

export function TransactionList(props: {
  rows: readonly TransactionRow[];
  onOpenCashBill: (row: CashBillRow) => void;
  /** Payments and tips open their bill's payment detail. */
  onOpenBill: (billId: string) => void;
  /** The booking a payment was for opens read-only. */
  onOpenBooking: (bookingId: string) => void;
}) {
  const { t } = useLingui();
  if (props.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t`No money transactions on this day.`}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Actions`}>
      {props.rows.map((row) => (
        <li key={row.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {hasCashBill(row) || row.billId ? (
            <UnstyledButton
              w="100%"
              p="sm"
              mih={48}
              onClick={() => (hasCashBill(row) ? props.onOpenCashBill(row) : row.billId && props.onOpenBill(row.billId))}
            >
              <RowContent row={row} />
            </UnstyledButton>
          ) : (
            <div style={{ padding: 'var(--mantine-spacing-sm)' }}>
              <RowContent row={row} />
            </div>
          )}
          {row.bookingId ? (
            <Button variant="subtle" size="compact-sm" ml="sm" mb="xs" onClick={() => row.bookingId && props.onOpenBooking(row.bookingId)}>
              {t`Open the booking`}
            </Button>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
