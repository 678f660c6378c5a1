/**
 * After Finish payment the window closes and the cashier is back where they started (the board
 * or the cart list) in one step; this toast says the bill is paid and keeps Print bill one
 * click away. The receipt stays printable from the bill's payment detail afterwards.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';
import { useBill } from '../../data/bills';
import { usePrintBill } from './use-print-bill';

/** Long enough to reach for Print bill; the toast can be closed sooner. */
const PAID_NOTICE_MS = 15_000;

function PaidNotice({ billId }: { billId: string }) {
  const { t } = useLingui();
  const bill = useBill(billId);
  const printer = usePrintBill();
  const code = bill?.code ?? '';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t`Bill ${code} paid.`}</Text>
      <Button size="xs" variant="light" disabled={!bill} onClick={() => bill && printer.print(bill)}>
        {t`Print bill`}
      </Button>
      {printer.portal}
    </Group>
  );
}

export function notifyPaid(billId: string): void {
  // At the bottom: lingering at the top, it would cover the header's buttons (Transactions, Sync).
  notifications.show({ color: 'green', message: <PaidNotice billId={billId} />, autoClose: PAID_NOTICE_MS, position: 'bottom-right' });
}
