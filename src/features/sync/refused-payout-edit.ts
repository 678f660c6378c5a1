/**
 * "Edit" on a tip payout the server refused for being more than the drawer still owed the
 * technician (another tablet paid them meanwhile, or a tip was removed): the payout form again,
 * lowered to what the server said was owed and capped there. Saving queues the corrected payout
 * in place of the refused one, with the same id and slip number, so the slip already printed
 * and the record the server keeps are one payout.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../domain/money';
import { PosActionType } from '../../domain/pos';
import type { TipPayoutArgs } from '../../domain/tip-payout-args';
import { replaceAttention } from '../../data/attention';
import { openPosActionModal } from '../pos/open-pos-action-modal';
import { owedWhenRefused } from './refused-payout';

export function openRefusedPayoutEdit(input: { mutationId: string; args: TipPayoutArgs; error: { code: string; facts?: unknown }; i18n: I18n; onSaved: () => void }): void {
  const { args, i18n } = input;
  const refused = owedWhenRefused(input.error);
  const name = refused?.technicianName ?? '';
  const most = refused ? formatMoney(refused.owed) : '';
  openPosActionModal({
    type: PosActionType.TIP_PAYOUT,
    title: name ? i18n._(msg`Pay out tips to ${name}`) : undefined,
    initial: { value: refused ? Math.min(args.value, refused.owed) : args.value, note: args.note },
    ...(refused ? { limit: { cents: refused.owed, text: i18n._(msg`At most ${most}: what the drawer still owed ${name} in tips when the server refused this payout`) } } : {}),
    onSave: async ({ value, note }) => {
      await replaceAttention(input.mutationId, { ...args, value, note });
      input.onSaved();
    },
  });
}
