/**
 * Voucher and gift-card checks of the payment form: the server when online, the stored
 * payment options when offline, with the same rules (src/domain/bill/bill-rules.ts).
 */
import type { I18n } from '@lingui/core';
import { isGiftCardAvailable, voucherLinesProblem, voucherMessages, voucherProblem, type VoucherProblem } from '../../domain/bill/bill-rules';
import type { BillLine } from '../../domain/bill/calculate-bill';
import type { GiftCardInfo, PaymentOptions, VoucherInfo } from '../../domain/bill/types';
import { checkGift, checkVoucher } from '../../data/payment-options';
import { isOfflineError } from '../../data/api-client';
import type { CodeCheck } from './CodeCheckBlock';
import { voucherProblemLabels } from './payment-labels';

type CheckContext = {
  i18n: I18n;
  online: boolean;
  options: PaymentOptions;
  branchId: string;
  customerId: string | null;
  date: string;
  /** The customer's birthday as stored with their standing (a birthday voucher needs it offline). */
  birthDay: string | null | undefined;
  /** The bill's lines: a voucher for other services applies to nothing. */
  lines: readonly BillLine[];
};

/** The server's English reason, translated when it is one of ours. */
function voucherText(i18n: I18n, message: string | null): string {
  const known = (Object.keys(voucherMessages) as VoucherProblem[]).find((k) => voucherMessages[k] === message);
  return known ? i18n._(voucherProblemLabels[known]) : (message ?? i18n._(voucherProblemLabels.NOT_FOUND));
}

function offlineVoucher(code: string, ctx: CheckContext): CodeCheck<VoucherInfo> {
  const voucher = ctx.options.vouchers.find((v) => v.code === code) ?? null;
  const problem = voucherProblem({ voucher, branchId: ctx.branchId, customerId: ctx.customerId, date: ctx.date, birthDay: ctx.birthDay, lines: ctx.lines });
  if (problem || !voucher) return { ok: false, message: ctx.i18n._(voucherProblemLabels[problem ?? 'NOT_FOUND']), clear: false };
  return { ok: true, value: voucher };
}

export async function checkVoucherCode(code: string, ctx: CheckContext): Promise<CodeCheck<VoucherInfo>> {
  if (!ctx.online) return offlineVoucher(code, ctx);
  try {
    const answer = await checkVoucher({ code, customerId: ctx.customerId, branchId: ctx.branchId });
    if (!answer.voucher) return { ok: false, message: voucherText(ctx.i18n, answer.message), clear: false };
    // The server checks the code without the bill's lines: whether it discounts any of them is told here.
    const lines = voucherLinesProblem(answer.voucher, ctx.lines);
    return lines ? { ok: false, message: ctx.i18n._(voucherProblemLabels[lines]), clear: false } : { ok: true, value: answer.voucher };
  } catch (error) {
    if (isOfflineError(error)) return offlineVoucher(code, ctx);
    throw error;
  }
}

function offlineGift(code: string, ctx: CheckContext): CodeCheck<GiftCardInfo> {
  const card = ctx.options.giftCards.find((g) => g.code === code);
  return isGiftCardAvailable(card, ctx.date) ? { ok: true, value: card } : { ok: false, message: ctx.i18n._(voucherProblemLabels.NOT_FOUND), clear: true };
}

/** "This code is invalid! Try again!" clears the input (spec part 2 §5). */
export async function checkGiftCode(code: string, ctx: CheckContext): Promise<CodeCheck<GiftCardInfo>> {
  if (!ctx.online) return offlineGift(code, ctx);
  try {
    const answer = await checkGift({ code, customerId: ctx.customerId, branchId: ctx.branchId });
    return answer.isAvailable && answer.giftCard ? { ok: true, value: answer.giftCard } : { ok: false, message: ctx.i18n._(voucherProblemLabels.NOT_FOUND), clear: true };
  } catch (error) {
    if (isOfflineError(error)) return offlineGift(code, ctx);
    throw error;
  }
}
