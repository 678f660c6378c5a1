/**
 * Take a payment (spec part 2 §2 Payment form, 1000 px): the guests and their lines on the
 * left; customer, payment method, voucher, loyalty, gift card, money received per checkout
 * method, change and tip on the right. Figures come from the worker (the same domain the
 * server re-checks with); Finish payment queues the bill, so it works offline too.
 */
import { Fragment, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Grid, Group, Radio, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LoyaltyType, type Booking, type BranchSummary, type Guest } from '../../domain/api';
import type { CartView } from '../../domain/cart/contract';
import type { CustomerLoyalty, PaymentMethodOption, PaymentOptions } from '../../domain/bill/types';
import { paymentMethodProblem } from '../../domain/bill/payment-method-rule';
import { validateActionTime } from '../../domain/bill/action-time';
import { formatMoney, formatPercent } from '../../components/locale-format';
import type { CheckoutMethod } from '../../domain/pos';
import { allows, BillAccess } from '../../domain/bill/access';
import type { TipRowInput } from '../../domain/tip';
import { takePayment, type TakePaymentInput } from '../../data/bills';
import { getWorker } from '../../worker/client';
import { MoneyInput } from '../../components/MoneyInput';
import { describeError } from '../i18n/error-messages';
import { BillFiguresTable } from './BillFiguresTable';
import { CodeCheckBlock } from './CodeCheckBlock';
import { checkGiftCode, checkVoucherCode } from './code-checks';
import { paymentProblemLabel } from './payment-labels';
import {
  billComputeInput,
  initialPaymentState,
  takePaymentInput,
  technicianNames,
  tipRowsForGuests,
  withDefaultReceived,
  type PaymentState,
} from './payment-model';
import { TipGrid } from './TipGrid';
import { PaymentMethodTiles } from './PaymentMethodTiles';
import { useWorkerResult } from './use-worker-result';
import { usePhoneText } from '../shell/use-phone-text';
import { PickedCustomerNotice } from '../customer/PickedCustomerNotice';
import { useStoredPackages } from '../../data/service-tree';
import { PackageHeading } from './PackageHeading';

export type PaymentFormProps = {
  booking: Booking | null;
  /** Carts on this bill: their gift cards and products are lines too. */
  carts: CartView[];
  /** The cart-only form's way back to the cart. */
  onBack?: () => void;
  /** A booking's payment: add gift cards or products to it in a cart first (the spec's Cart button). */
  onCart?: () => void;
  /** Every guest the bill may pay: the booking's, and the day's other guests in service. */
  payableGuests: Guest[];
  initialGuestIds: string[];
  branch: BranchSummary;
  branchInfo: { address: string | null; phone: string | null };
  options: PaymentOptions;
  checkoutMethods: CheckoutMethod[];
  customerLoyalty: CustomerLoyalty | null;
  rights: readonly string[];
  rightsPM: readonly string[];
  online: boolean;
  userName: string;
  /** "YYYY-MM-DD HH:mm" now on the branch clock, and the instant, for the action-time rule. */
  nowWall: string;
  now: Date;
  timeZone: string;
  /** With the guests paid, as they were before the payment took them off the board. */
  onPaid: (billId: string, paidGuests: readonly Guest[]) => void;
  onClose: () => void;
  /** A refused bill reopened from Needs attention: its state, its id, and how it is sent again. */
  resume?: PaymentResume;
};

export type PaymentResume = { state: PaymentState; billId: string; submit: (input: TakePaymentInput) => Promise<void> };

const toInputValue = (wall: string) => wall.replace(' ', 'T');
const fromInputValue = (value: string) => value.replace('T', ' ').slice(0, 16);

export function PaymentForm(props: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const phoneText = usePhoneText();
  const { options, booking, branch } = props;
  const activeMethods = props.checkoutMethods.filter((m) => m.active).sort((a, b) => a.priority - b.priority);
  const resume = props.resume;
  const [state, setState] = useState<PaymentState>(() => resume?.state ?? {
    ...initialPaymentState({ guestIds: props.initialGuestIds, booking, carts: props.carts, actionTime: props.nowWall, checkOutDefaultId: options.checkOutDefaultId }),
    tipRows: tipRowsForGuests(props.payableGuests.filter((g) => props.initialGuestIds.includes(g.id))),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<PaymentState>) => setState((s) => ({ ...s, ...patch }));

  const paid = props.payableGuests.filter((g) => state.guestIds.includes(g.id));
  const computeInput = billComputeInput({ state, guests: props.payableGuests, carts: props.carts, options, customerLoyalty: props.customerLoyalty });
  const computeBill = useCallback((input: typeof computeInput) => getWorker().computeBill(input), []);
  const figures = useWorkerResult(computeInput, JSON.stringify(computeInput), computeBill);

  // The default checkout method takes what is due until staff type amounts themselves.
  if (figures) {
    const next = withDefaultReceived(state, figures.amountDue, options.checkOutDefaultId);
    if (next !== state) setState(next);
  }

  const tipInput = state.tipValue && state.tipValue > 0 && state.tipRows.length > 0 ? { total: state.tipValue, rows: state.tipRows } : null;
  const splitTip = useCallback((input: { total: number; rows: TipRowInput[] }) => getWorker().splitTip(input), []);
  const tipSplit = useWorkerResult(tipInput, JSON.stringify(tipInput), splitTip);

  const technicianName = useMemo(() => technicianNames(props.payableGuests), [props.payableGuests]);
  const packages = useStoredPackages(branch.id);

  const date = state.actionTime.slice(0, 10);
  const checkCtx = {
    i18n,
    online: props.online,
    options,
    branchId: branch.id,
    customerId: state.customerId,
    date,
    birthDay: props.customerLoyalty?.birthDay,
    lines: computeInput.lines,
  };
  const held = { rights: props.rights, rightsPM: props.rightsPM };
  const canVoucher = allows(BillAccess.VOUCHER, held);
  const canGift = allows(BillAccess.GIFT_CARD, held);
  // Loyalty only for a payment from a saved booking of a known customer (spec part 2 §6).
  const canLoyalty = booking !== null && state.customerId !== null && allows(BillAccess.LOYALTY, held);
  const timeCheck = validateActionTime({ actionTime: state.actionTime, now: props.now, timeZone: props.timeZone });
  const tipOk = !tipInput || (tipSplit?.ok ?? false);
  const problems = figures?.problems ?? [];
  // A birthday method only in the customer's month: the standing read for this customer (stored, offline too) has the birthday.
  const birthDay = props.customerLoyalty?.customerId === state.customerId ? props.customerLoyalty?.birthDay : undefined;
  const methodProblem = (method: PaymentMethodOption) => paymentMethodProblem({ method, customerId: state.customerId, birthDay, date });
  const chosenMethod = options.paymentMethods.find((m) => m.id === state.paymentMethodId) ?? null;
  const methodOk = chosenMethod === null || methodProblem(chosenMethod) === null;
  const canFinish = figures !== null && figures.ok && paid.length + props.carts.length > 0 && timeCheck.ok && tipOk && methodOk && !busy;

  const toggleGuest = (id: string, on: boolean) => {
    const guestIds = on ? [...state.guestIds, id] : state.guestIds.filter((g) => g !== id);
    update({ guestIds, tipRows: tipRowsForGuests(props.payableGuests.filter((g) => guestIds.includes(g.id))) });
  };
  const others = props.payableGuests.filter((g) => !state.guestIds.includes(g.id));
  // The booking's customer and the carts' (a bill is for one of them).
  const customers = [
    ...(booking?.customerId ? [{ id: booking.customerId, name: booking.customerName, phone: booking.phone }] : []),
    ...props.carts.flatMap((c) => (c.customerId ? [{ id: c.customerId, name: c.customerName, phone: c.phone }] : [])),
  ].filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i);

  async function finish() {
    if (!figures || !canFinish) return;
    setBusy(true);
    setFailure(null);
    try {
      const billId = resume?.billId ?? crypto.randomUUID();
      const paidGuests = props.payableGuests.filter((g) => state.guestIds.includes(g.id));
      const input = takePaymentInput({
        state,
        figures,
        guests: props.payableGuests,
        carts: props.carts,
        booking,
        branch,
        branchInfo: props.branchInfo,
        options,
        checkoutMethods: props.checkoutMethods,
        userName: props.userName,
        tip: tipInput ? tipSplit : null,
        billId,
      });
      if (resume) await resume.submit(input);
      else await takePayment(input);
      props.onPaid(billId, paidGuests);
    } catch (error) {
      setFailure(describeError(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <TextInput
              type="datetime-local"
              label={t`Action time`}
              value={toInputValue(state.actionTime)}
              max={toInputValue(props.nowWall)}
              onChange={(e) => e.currentTarget.value && update({ actionTime: fromInputValue(e.currentTarget.value) })}
              error={timeCheck.ok ? null : t`Action time cannot be in the future.`}
            />
            {others.length > 0 ? (
              <Select
                label={t`Add a guest to this bill`}
                placeholder={t`Search guests in service`}
                searchable
                value={null}
                data={others.map((g) => ({ value: g.id, label: `${g.name} · ${formatMoney(g.segments.reduce((s, x) => s + x.price, 0))}` }))}
                onChange={(id) => id && toggleGuest(id, true)}
              />
            ) : null}
            {props.payableGuests.length > 0 ? <Title order={3} size="h5">{t`Guests`}</Title> : null}
            {props.payableGuests
              .filter((g) => state.guestIds.includes(g.id) || props.initialGuestIds.includes(g.id))
              .map((g, i) => {
                const number = i + 1;
                return (
                <Stack key={g.id} gap={2}>
                  <Checkbox label={g.name || t`Guest ${number}`} checked={state.guestIds.includes(g.id)} onChange={(e) => toggleGuest(g.id, e.currentTarget.checked)} />
                  {g.segments.map((s, si) => (
                    <Fragment key={s.id}>
                      {s.packageId && s.packageId !== g.segments[si - 1]?.packageId ? (
                        <PackageHeading name={packages.get(s.packageId)?.content ?? null} price={g.segments.filter((x) => x.packageId === s.packageId).reduce((sum, x) => sum + x.price, 0)} />
                      ) : null}
                      <Group justify="space-between" pl={s.packageId ? 40 : 'xl'} wrap="nowrap">
                        <Text size="sm">
                          {s.serviceName} · {s.technicianName}
                        </Text>
                        <Text size="sm">{formatMoney(s.price)}</Text>
                      </Group>
                    </Fragment>
                  ))}
                </Stack>
                );
              })}
            {props.carts.map((c) => {
              const code = c.code;
              return (
                <Stack key={c.id} gap={2}>
                  <Text fw={600}>{t`Cart ${code}`}</Text>
                  {c.items.map((i) => (
                    <Group key={i.id} justify="space-between" pl="xl" wrap="nowrap">
                      <Text size="sm">{i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name}</Text>
                      <Text size="sm">{formatMoney(i.price * i.quantity)}</Text>
                    </Group>
                  ))}
                </Stack>
              );
            })}
            {figures ? <BillFiguresTable figures={figures} taxLines={figures.taxLines} isHst={state.isHst} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            {customers.length > 0 ? (
              <Radio.Group label={t`Customer`} value={state.customerId ?? ''} onChange={(v) => update({ customerId: v || null })}>
                <Group mt={4}>
                  {customers.map((c) => (
                    <Radio key={c.id} value={c.id} label={`${c.name} · ${phoneText(c.phone)}`} />
                  ))}
                </Group>
              </Radio.Group>
            ) : null}
            <PickedCustomerNotice customerId={state.customerId} rights={props.rights} rightsPM={props.rightsPM} />
            {options.paymentMethods.length > 0 ? (
              <PaymentMethodTiles methods={options.paymentMethods} value={state.paymentMethodId} onChange={(id) => update({ paymentMethodId: id })} problemOf={methodProblem} />
            ) : null}
            {canVoucher ? (
              <CodeCheckBlock
                label={t`Voucher`}
                checkLabel={t`Apply`}
                applied={state.voucher}
                renderApplied={(v) => (
                  <Text fw={600}>
                    {v.code} · {v.type === 'PERCENT' ? formatPercent(v.value) : formatMoney(v.value)}
                  </Text>
                )}
                check={(code) => checkVoucherCode(code, checkCtx)}
                onApply={(voucher) => update({ voucher })}
              />
            ) : null}
            {canLoyalty ? <LoyaltyBlock state={state} options={options} loyalty={props.customerLoyalty} range={figures?.loyaltyRange ?? null} onChange={update} /> : null}
            {canGift ? (
              <CodeCheckBlock
                label={t`Gift card`}
                checkLabel={t`Check`}
                applied={state.giftCard}
                renderApplied={(g) => (
                  <Text fw={600}>
                    {g.code} · {t`${formatMoney(g.amount)} left`}
                  </Text>
                )}
                check={(code) => checkGiftCode(code, checkCtx)}
                onApply={(giftCard) => update({ giftCard })}
              />
            ) : null}
            <Switch label={t`Charge tax`} checked={state.isHst} onChange={(e) => update({ isHst: e.currentTarget.checked })} />
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t`Receivable`}</Text>
              <Text fw={700} data-testid="amount-due">{figures ? formatMoney(figures.amountDue) : '…'}</Text>
            </Group>
            {activeMethods.map((m) => (
              <MoneyInput
                key={m.id}
                label={t`Received by ${m.name}`}
                value={state.received[m.id] ?? null}
                onChange={(cents) => update({ received: { ...state.received, [m.id]: cents }, receivedTouched: true })}
              />
            ))}
            <Group justify="space-between">
              <Text>{t`Change`}</Text>
              <Text fw={700} data-testid="change-due">{figures ? formatMoney(figures.change) : '…'}</Text>
            </Group>
            {problems.length > 0 ? (
              <Alert color="red" variant="light" role="alert" p="xs">
                {problems.map((p) => i18n._(paymentProblemLabel(p.code))).join(' ')}
              </Alert>
            ) : null}
            {/* A resumed bill's tip is a change of its own, waiting for the bill: not typed here. */}
            {resume ? null : (
              <>
                <Divider />
                <Group align="flex-end" grow>
                  <MoneyInput label={t`Tip`} value={state.tipValue} onChange={(tipValue) => update({ tipValue })} />
                  <Select
                    label={t`Tip paid by`}
                    value={state.tipMethodId}
                    data={activeMethods.map((m) => ({ value: m.id, label: m.name }))}
                    onChange={(tipMethodId) => update({ tipMethodId })}
                    allowDeselect={false}
                  />
                </Group>
                {tipInput ? (
                  <TipGrid rows={state.tipRows} split={tipSplit} technicianName={technicianName} onRowsChange={(tipRows) => update({ tipRows })} />
                ) : null}
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {props.onBack ? (
          <Button variant="default" size="md" onClick={props.onBack} disabled={busy}>
            {t`Back to cart`}
          </Button>
        ) : null}
        {props.onCart ? (
          <Button variant="light" size="md" onClick={props.onCart} disabled={busy}>
            {t`Cart`}
          </Button>
        ) : null}
        <Button variant="default" size="md" onClick={props.onClose} disabled={busy}>
          {t`Close`}
        </Button>
        <Button size="md" color="green" onClick={() => void finish()} loading={busy} disabled={!canFinish}>
          {resume ? t`Send the bill again` : t`Finish payment`}
        </Button>
      </Group>
    </Stack>
  );
}

function LoyaltyBlock(props: {
  state: PaymentState;
  options: PaymentOptions;
  loyalty: CustomerLoyalty | null;
  range: { min: number; max: number } | null;
  onChange: (patch: Partial<PaymentState>) => void;
}) {
  const { t } = useLingui();
  const { loyalty, options } = props;
  if (!loyalty) return <Text size="sm" c="dimmed">{t`Loyalty needs a connection: the customer's balance is not stored on this tablet.`}</Text>;
  if (options.loyalty.type === LoyaltyType.POINT_BASED) {
    const balance = formatMoney(loyalty.amountMoney);
    const max = formatMoney(props.range?.max ?? Math.min(loyalty.amountMoney, options.loyalty.limit));
    return (
      <MoneyInput
        label={t`Loyalty money (balance ${balance})`}
        description={t`From $0.10 up to ${max}`}
        value={props.state.loyaltyAmount || null}
        onChange={(cents) => props.onChange({ loyaltyAmount: cents ?? 0 })}
      />
    );
  }
  const left = loyalty.numberBookingToLoyalReward;
  if (left > 0) return <Text size="sm">{t`Loyalty: ${left} more paid visit(s) until the reward.`}</Text>;
  const rewardAmount = options.loyalty.rewardAmount ?? null;
  const reward = rewardAmount ? formatMoney(rewardAmount) : `${options.loyalty.rewardPercent}%`;
  const minimum = options.loyalty.minimumAmount ?? 0;
  const atLeast = formatMoney(minimum);
  return (
    <Checkbox
      label={t`Use the loyalty reward (${reward} off)`}
      description={minimum > 0 ? t`On a subtotal of at least ${atLeast}` : undefined}
      checked={props.state.useLoyaltyReward}
      onChange={(e) => props.onChange({ useLoyaltyReward: e.currentTarget.checked })}
    />
  );
}
