/**
 * A bill in detail mode (read-only): lines, figures, payments and tip, with Cancel bill
 * (OLD_BILL_CANCEL and the bill's viewCanCancelPayment), Print bill, Add tip or Distribute
 * tip, and Close. Every action is queued, so it works offline; "Not yet sent" says so.
 */
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary } from '../../domain/api';
import { BillStatus } from '../../domain/bill/types';
import { formatMoney } from '../../components/locale-format';
import type { CheckoutMethod } from '../../domain/pos';
import { allows, BillAccess } from '../../domain/bill/access';
import { cancelBill, type BillView } from '../../data/bills';
import { receiptDateTime } from '../pos/receipt-format';
import { notifyError, notifySuccess } from '../feedback/notify';
import { BillFiguresTable } from './BillFiguresTable';
import { TipWindow } from './TipWindow';
import { usePrintBill } from './use-print-bill';
import { WindowTable } from '../../components/WindowTable';
import { usePhoneText } from '../shell/use-phone-text';
import { tipPerTechnician } from '../../domain/tip';

export function BillDetailView(props: {
  bill: BillView;
  branch: BranchSummary;
  rights: readonly string[];
  rightsPM: readonly string[];
  checkoutMethods: CheckoutMethod[];
  defaultMethodId: string | null;
  nowWall: string;
  /** Started at once when the window opens from a menu entry (cancel, print, tip). */
  intent?: 'cancel' | 'print' | 'tip' | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const phoneText = usePhoneText();
  const { bill } = props;
  const [tipOpen, setTipOpen] = useState(false);
  const printer = usePrintBill();
  const paid = bill.status === BillStatus.PAID;
  const held = { rights: props.rights, rightsPM: props.rightsPM };
  const canCancel = paid && bill.viewCanCancelPayment && allows(BillAccess.CANCEL, held);
  const canTip = paid && allows(BillAccess.TIP, held);
  const code = bill.code;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !props.intent) return;
    started.current = true;
    if (props.intent === 'cancel' && canCancel) askCancel();
    else if (props.intent === 'print') printer.print(bill);
    else if (props.intent === 'tip' && canTip) setTipOpen(true);
    // Once, for the bill the menu was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function askCancel() {
    modals.openConfirmModal({
      title: t`Cancel bill ${code}?`,
      centered: true,
      closeOnClickOutside: false,
      zIndex: 400,
      children: <Text>{t`The guests go back to Processing and the money leaves the drawer.`}</Text>,
      labels: { confirm: t`Yes`, cancel: t`No` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        cancelBill({ branch: props.branch, billId: bill.id, bookingId: bill.bookingId }).then(
          () => notifySuccess(t`Cancel success`),
          (error: unknown) => notifyError(error),
        );
      },
    });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={700}>{t`Bill ${code}`}</Text>
          {bill.status === BillStatus.CANCEL ? <Badge color="gray">{t`Cancelled`}</Badge> : <Badge color="green">{t`Paid`}</Badge>}
          {bill.pending ? <Badge color="orange" variant="light">{t`Not yet sent`}</Badge> : null}
        </Group>
        <Text size="sm">{receiptDateTime(bill.actionTime)}</Text>
      </Group>
      <Text size="sm">
        {bill.customerName} {bill.phone ? `· ${phoneText(bill.phone)}` : ''} · {t`by ${bill.createdBy}`}
      </Text>
      <WindowTable withTableBorder aria-label={t`Bill lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Guest`}</Table.Th>
            <Table.Th>{t`Service`}</Table.Th>
            <Table.Th>{t`Technician`}</Table.Th>
            <Table.Th ta="right">{t`Price`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.guestName}</Table.Td>
              <Table.Td>{l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name}</Table.Td>
              <Table.Td>{l.technicianName}</Table.Td>
              <Table.Td ta="right">{formatMoney(l.price * l.quantity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </WindowTable>
      <BillFiguresTable figures={bill.figures} taxLines={bill.taxLines} isHst={bill.isHst} />
      <Text size="sm">
        {bill.payments.map((p) => `${p.checkoutMethodName} ${formatMoney(p.amount)}`).join(' · ')}
        {bill.voucherCode ? ` · ${t`Voucher`} ${bill.voucherCode}` : ''}
        {bill.giftCardCode ? ` · ${t`Gift card`} ${bill.giftCardCode}` : ''}
      </Text>
      {bill.tip ? (
        <Text size="sm" data-testid="bill-tip">
          {t`Tip`} {formatMoney(bill.tip.value)}: {tipPerTechnician(bill.tip.technicianTips).map((r) => `${r.technicianName} ${formatMoney(r.value)}`).join(', ')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        {canCancel ? (
          <Button variant="light" color="red" onClick={askCancel}>
            {t`Cancel bill`}
          </Button>
        ) : null}
        <Button variant="default" onClick={() => printer.print(bill)}>
          {t`Print bill`}
        </Button>
        {canTip ? <Button variant="light" onClick={() => setTipOpen(true)}>{bill.tip ? t`Distribute tip` : t`Add tip`}</Button> : null}
        <Button variant="default" onClick={props.onClose}>
          {t`Close`}
        </Button>
      </Group>
      {tipOpen ? (
        <TipWindow bill={bill} branch={props.branch} checkoutMethods={props.checkoutMethods} defaultMethodId={props.defaultMethodId} nowWall={props.nowWall} onClose={() => setTipOpen(false)} />
      ) : null}
      {printer.portal}
    </Stack>
  );
}
