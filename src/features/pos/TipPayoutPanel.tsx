/**
 * Cash tips owed, in the money drawer (issue 19): per technician, their share of the day's cash
 * tips (and card tips when the branch pays them in cash), what was paid out already and what is
 * still owed, by the domain rule the server checks payouts with. On today's drawer, staff with
 * the pay-out right pay a technician out: one queued payout, offline too, shown at once.
 */
import { useMemo } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { cashMethod, PosActionType, type TransactionRow } from '../../domain/pos';
import { tipLedgerOfRows, tipsOwed, type TechnicianTipsOwed } from '../../domain/tip-payout';
import { hasAnyRight, Right } from '../../domain/rights';
import { useCheckoutMethods } from '../../data/sync-hooks';
import { posContextFromSession } from '../../data/pos-actions';
import { queueTipPayout } from '../../data/tip-payouts';
import { useDayCardTipsInCash } from '../../data/drawer-view';
import { formatMoney } from '../../components/locale-format';
import { notifySuccess } from '../feedback/notify';
import { useShellSession } from '../shell/session-context';
import { openPosActionModal } from './open-pos-action-modal';
import { requestCashBillPrint } from './cash-bill-print-request';

export function TipPayoutPanel(props: { branchId: string; date: string; rows: readonly TransactionRow[]; today: boolean }) {
  const { t } = useLingui();
  const { session, rights } = useShellSession();
  const methods = useCheckoutMethods(props.branchId);
  // A past day owes as the setting was that day (the server says so with the day); today, and a
  // day not fetched yet, by the branch's current value.
  const thatDay = useDayCardTipsInCash(props.branchId, props.date);
  const cardTipsInCash = (props.today ? undefined : thatDay) ?? session.branchConfig?.cardTipsInCash ?? false;
  const owed = useMemo(
    () => tipsOwed({ ledger: tipLedgerOfRows(props.rows), cashMethodId: cashMethod(methods ?? [])?.id ?? null, cardTipsInCash }),
    [props.rows, methods, cardTipsInCash],
  );
  // A payout is made now: it belongs to today's drawer only.
  const mayPay = props.today && hasAnyRight([Right.APPOINTMENT_POS_ACTION], rights);
  if (owed.length === 0) return null;

  function pay(line: TechnicianTipsOwed) {
    const [name, most] = [line.technicianName, formatMoney(line.owed)];
    openPosActionModal({
      type: PosActionType.TIP_PAYOUT,
      title: t`Pay out tips to ${name}`,
      initial: { value: line.owed, note: '' },
      limit: { cents: line.owed, text: t`At most ${most}: what the drawer owes ${name} in tips today` },
      overDrawer: true,
      onSave: async ({ value, note }) => {
        const ctx = posContextFromSession(session);
        if (!ctx) throw new Error('No branch selected');
        const { id } = await queueTipPayout({ technicianId: line.technicianId, technicianName: name, value, note }, ctx);
        notifySuccess(t`Tips paid out`);
        // The slip the technician signs, printed like a pay-out's; reprinted from the drawer's list.
        await requestCashBillPrint(id);
      },
    });
  }

  return (
    <Stack gap={4} component="section" aria-label={t`Cash tips owed`}>
      <Group justify="space-between">
        <Text fw={600}>{t`Cash tips owed`}</Text>
        {cardTipsInCash ? (
          <Badge variant="light" color="gray">
            {t`Card tips paid in cash`}
          </Badge>
        ) : null}
      </Group>
      {owed.map((line) => {
        const name = line.technicianName;
        const owedText = formatMoney(Math.max(0, line.owed));
        const [cashTips, cardTips, paidOut] = [formatMoney(line.cashTips), formatMoney(line.cardTips), formatMoney(line.paidOut)];
        return (
          <Group key={line.technicianId} justify="space-between" wrap="nowrap" gap="xs" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {t`Cash tips ${cashTips} · card tips ${cardTips} · paid out ${paidOut}`}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} aria-label={t`Owed to ${name}`}>
                {owedText}
              </Text>
              {mayPay ? (
                <Button size="xs" variant="light" color="orange" disabled={line.owed <= 0} aria-label={t`Pay out ${name}`} onClick={() => pay(line)}>
                  {t`Pay out`}
                </Button>
              ) : null}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
