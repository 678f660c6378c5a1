/**
 * Queued changes in plain words for the Sync panel, one describer per mutation name.
 * The `satisfies` below makes a new MutationName a compile error here until it is described.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../components/locale-format';
import type { MutationArgs } from '../../domain/sync';
import { MutationName } from '../../domain/sync-protocol';
import { dayjs } from '../dates/dayjs-setup';
import { wallTime } from '../dates/branch-dates';
import { transactionTypeLabels } from '../pos/pos-action-labels';
import { mutationFacts } from './mutation-facts';
import { statusLabels } from '../appointment/status-labels';

type DescribeContext = { i18n: I18n; createdAt: string; timeZone: string };

const describers: { [K in MutationName]: (args: MutationArgs[K], ctx: DescribeContext) => string } = {
  [MutationName.POS_ACTION_CREATE]: (args, { i18n }) => {
    const kind = i18n._(transactionTypeLabels[args.type]);
    const amount = formatMoney(args.value);
    const time = wallTime(args.actionTime);
    return args.note
      ? i18n._(msg`${kind} ${amount} at ${time} (${args.note})`)
      : i18n._(msg`${kind} ${amount} at ${time}`);
  },
  [MutationName.SYNC_DISCARD]: (args, { i18n }) => {
    const summary = args.summary;
    return i18n._(msg`Record that a refused change was discarded: ${summary}`);
  },
  [MutationName.BOOKING_CREATE]: (args, { i18n }) => {
    const name = args.customer.name;
    const time = wallTime(args.startTime);
    return args.clipboard ? i18n._(msg`Booking for ${name}, waiting on the clipboard`) : i18n._(msg`Booking for ${name} at ${time}`);
  },
  [MutationName.BOOKING_UPDATE]: (args, { i18n }) => {
    const name = args.customer.name;
    const time = wallTime(args.startTime);
    return args.clipboard
      ? i18n._(msg`Changes to the booking for ${name}, waiting on the clipboard`)
      : i18n._(msg`Changes to the booking for ${name} at ${time}`);
  },
  [MutationName.BOOKING_STATUS]: (args, { i18n }) => {
    const status = i18n._(statusLabels[args.status]);
    const count = args.guestIds.length;
    return i18n._(msg`Status ${status} for ${count} guest(s)`);
  },
  [MutationName.BOOKING_BACK_STATUS]: (_args, { i18n }) => i18n._(msg`Guest back to the previous status`),
  [MutationName.BOOKING_CONFIRM]: (args, { i18n }) => (args.confirm ? i18n._(msg`Booking confirmed`) : i18n._(msg`Booking unconfirmed`)),
  [MutationName.GUEST_TO_CLIPBOARD]: (_args, { i18n }) => i18n._(msg`Guest moved to the clipboard`),
  [MutationName.GUEST_TO_DASHBOARD]: (args, { i18n }) => {
    const time = wallTime(args.startTime);
    return i18n._(msg`Guest placed on the schedule at ${time}`);
  },
  [MutationName.SEGMENT_UPDATE]: (args, { i18n }) => {
    const time = wallTime(args.startTime);
    const minutes = args.duration;
    const price = formatMoney(args.price);
    return i18n._(msg`Service moved to ${time} (${minutes} min, ${price})`);
  },
  [MutationName.BREAK_CREATE]: (args, { i18n }) => {
    const start = wallTime(args.startTimeOff);
    const end = wallTime(args.endTimeOff);
    return i18n._(msg`Break ${start}–${end}`);
  },
  [MutationName.BREAK_REMOVE]: (_args, { i18n }) => i18n._(msg`Break removed`),
  [MutationName.BILL_CREATE]: (args, { i18n }) => {
    const code = args.code;
    const total = formatMoney(args.expected.total);
    const time = wallTime(args.actionTime);
    return i18n._(msg`Bill ${code} of ${total} at ${time}`);
  },
  [MutationName.BILL_CANCEL]: (_args, { i18n }) => i18n._(msg`Bill cancelled`),
  [MutationName.TIP_SAVE]: (args, { i18n }) => {
    const amount = formatMoney(args.value);
    const count = args.technicianTips.length;
    return i18n._(msg`Tip of ${amount} shared between ${count} technician(s)`);
  },
  [MutationName.TIP_DELETE]: (_args, { i18n }) => i18n._(msg`Tip removed`),
  [MutationName.CART_SAVE]: (args, { i18n }) => {
    const code = args.code;
    const count = args.items.length;
    return i18n._(msg`Cart ${code} with ${count} item(s)`);
  },
  [MutationName.CART_CANCEL]: (_args, { i18n }) => i18n._(msg`Cart cancelled`),
  [MutationName.DAY_CLOSE]: (args, { i18n }) => {
    const date = args.date;
    const counted = formatMoney(args.counted);
    return args.correctsId ? i18n._(msg`Correction of the close of ${date}: ${counted} counted`) : i18n._(msg`Close of ${date}: ${counted} counted`);
  },
  [MutationName.TIP_PAYOUT]: (args, { i18n }) => {
    const amount = formatMoney(args.value);
    const time = wallTime(args.actionTime);
    return i18n._(msg`Tip payout ${amount} at ${time}`);
  },
  [MutationName.CLOCK_IN]: (args, { i18n, timeZone }) => {
    const time = dayjs(args.clockedInAt).tz(timeZone).format('HH:mm');
    return i18n._(msg`Technician clocked in at ${time}`);
  },
  [MutationName.TURN_MOVE]: (args, { i18n }) => {
    const note = args.note;
    return args.direction === 'UP' ? i18n._(msg`Technician moved up the turn list (${note})`) : i18n._(msg`Technician moved down the turn list (${note})`);
  },
  [MutationName.SERIES_UPDATE]: (args, { i18n }) => {
    const name = args.booking.customer.name;
    const time = wallTime(args.booking.startTime);
    return i18n._(msg`Changes to the booking for ${name} at ${time} and the following ones of its series`);
  },
  [MutationName.SERIES_CANCEL]: (args, { i18n }) => {
    const time = wallTime(args.from);
    return i18n._(msg`Booking at ${time} and the following ones of its series cancelled`);
  },
};

function describeKnown<N extends MutationName>(facts: { name: N; args: MutationArgs[N] }, ctx: DescribeContext): string {
  const describe: (args: MutationArgs[N], ctx: DescribeContext) => string = describers[facts.name];
  return describe(facts.args, ctx);
}

/** "Pay-in $20.00 at 10:30"; a change this version cannot read still gets a line. */
export function describeMutation(mutation: { name: string; args: unknown }, ctx: DescribeContext): string {
  const facts = mutationFacts(mutation);
  if (facts.name !== 'unknown') return describeKnown(facts, ctx);
  const time = dayjs(ctx.createdAt).tz(ctx.timeZone).format('HH:mm');
  const name = facts.rawName;
  return ctx.i18n._(msg`Change "${name}" made at ${time}`);
}
