/** Pure rules for how a drawer line reads: sign, whether it has a cash bill. */
import type { Cents } from '../../domain/money';
import { formatMoney } from '../../components/locale-format';
import { isMoneyOut, PosActionType, TransactionKind, type TransactionRow } from '../../domain/pos';

/** Money leaving the drawer is negative; pay-ins, tips and payments are positive. */
export function signedValue(row: Pick<TransactionRow, 'type' | 'value'>): Cents {
  return isMoneyOut(row.type) ? -row.value : row.value;
}

/** "+$20.00" / "-$5.50": the sign is spelt out so a glance tells in from out. */
export function formatSignedMoney(cents: Cents, symbol = '$'): string {
  return cents > 0 ? `+${formatMoney(cents, symbol)}` : formatMoney(cents, symbol);
}

export type CashBillRow = TransactionRow & { type: CashBillType };
export type CashBillType = typeof PosActionType.IN | typeof PosActionType.OUT | typeof PosActionType.TIP_PAYOUT;

/** Cash handed in or out over the counter has a slip; a tip rides on its bill. */
export function isCashBillType(type: string): type is CashBillType {
  return type === PosActionType.IN || type === PosActionType.OUT || type === PosActionType.TIP_PAYOUT;
}

/** Pay-ins, pay-outs and tip payouts have a cash bill to reopen and print. */
export function hasCashBill(row: TransactionRow): row is CashBillRow {
  return row.kind === TransactionKind.POS_ACTION && isCashBillType(row.type);
}

/** A payout made here has no name until the server's copy arrives: the day's tips know it. */
export function namePayouts(rows: readonly TransactionRow[], day: readonly TransactionRow[]): TransactionRow[] {
  const names = new Map(day.flatMap((r) => (r.tipShares ?? []).map((s) => [s.technicianId, s.technicianName] as const)));
  return rows.map((r) => (r.paidTo && !r.paidTo.technicianName ? { ...r, paidTo: { ...r.paidTo, technicianName: names.get(r.paidTo.technicianId) ?? '' } } : r));
}

/** Active methods in the order the branch configured them (the "type tags"). */
export function tagMethods<T extends { active: boolean; priority: number; name: string }>(methods: readonly T[]): T[] {
  return methods
    .filter((m) => m.active)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

/** ALL is "no filter": picking ALL clears the others, picking the last one off returns to ALL. */
export function toggleTag(selected: readonly string[], id: string | null): string[] {
  if (id === null) return [];
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
