/**
 * Queued changes in plain words for the Sync panel, one describer per mutation name.
 * The `satisfies` below makes a new MutationName a compile error here until it is described.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../domain/money';
import { MutationName, type MutationArgs } from '../../domain/sync';
import { dayjs } from '../dates/dayjs-setup';
import { wallTime } from '../dates/branch-dates';
import { transactionTypeLabels } from '../pos/pos-action-labels';
import { mutationFacts } from './mutation-facts';

type DescribeContext = { i18n: I18n; createdAt: string; timeZone: string };

const describers = {
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
} satisfies { [K in MutationName]: (args: MutationArgs[K], ctx: DescribeContext) => string };

/** "Pay-in $20.00 at 10:30"; a change this version cannot read still gets a line. */
export function describeMutation(mutation: { name: string; args: unknown }, ctx: DescribeContext): string {
  const facts = mutationFacts(mutation);
  switch (facts.name) {
    case MutationName.POS_ACTION_CREATE:
      return describers[MutationName.POS_ACTION_CREATE](facts.args, ctx);
    case MutationName.SYNC_DISCARD:
      return describers[MutationName.SYNC_DISCARD](facts.args, ctx);
    default: {
      const time = dayjs(ctx.createdAt).tz(ctx.timeZone).format('HH:mm');
      const name = facts.rawName;
      return ctx.i18n._(msg`Change "${name}" made at ${time}`);
    }
  }
}
