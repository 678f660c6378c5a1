/** The money report's figures (src/domain/report/money.ts says what each one counts). */
import type { ReportResult } from '../../domain/report/contract';
import { moneyRowsOfDay, sumMoney, type CloseFigures, type MoneyRow, type MoneyTotals } from '../../domain/report/money';
import { expectedByMethod } from '../../domain/day-close/day-close';
import { zonedDayRange } from '../../domain/time';
import type { TransactionRow } from '../../domain/pos';
import type { Db } from '../db/db';
import { drawerRows } from '../pos/drawerRows';
import { dayClosesInRange, type DayCloseView } from '../dayClose/dayCloseRepository';
import { scopeBranches, type ReportScope, type ScopeBranch } from './reportScope';

type Method = { id: string; name: string; priority: number };

/**
 * Each branch's drawer lines of the asked days, read by the drawer's own query and rule (not a
 * second SQL of the same figures), so a day of this report is that day's drawer to the cent.
 */
async function branchRows(db: Db, scope: ReportScope, branch: ScopeBranch, closes: readonly DayCloseView[], methods: ReadonlyMap<string, Method>): Promise<MoneyRow[]> {
  const start = zonedDayRange(scope.from, branch.timeZone).start;
  const end = zonedDayRange(scope.to, branch.timeZone).end;
  const lines = await drawerRows(db, { tenantId: scope.tenantId, branchId: branch.id, timeZone: branch.timeZone, start, end, checkoutIds: scope.checkoutMethodIds });
  const byDay = new Map<string, TransactionRow[]>();
  for (const r of lines) {
    const day = r.actionTime.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  const closesOf = new Map<string, CloseFigures[]>();
  const keyOf = (day: string, methodId: string) => `${branch.id}|${day}|${methodId}`;
  for (const c of closes) {
    if (c.branch_id !== branch.id) continue;
    const key = keyOf(c.day, c.checkout_method_id);
    const figures: CloseFigures = { id: c.id, correctsId: c.corrects_id, expected: c.expected_cents, tabletExpected: c.tablet_expected_cents, counted: c.counted_cents, note: c.note, closedBy: c.created_by_name };
    closesOf.set(key, [...(closesOf.get(key) ?? []), figures]);
  }
  const cells = new Map<string, { day: string; methodId: string; expected: number }>();
  for (const [day, rows] of byDay) {
    for (const [methodId, expected] of expectedByMethod(rows)) cells.set(keyOf(day, methodId), { day, methodId, expected });
  }
  for (const c of closes) {
    const key = keyOf(c.day, c.checkout_method_id);
    if (c.branch_id === branch.id && !cells.has(key)) cells.set(key, { day: c.day, methodId: c.checkout_method_id, expected: 0 });
  }
  const order = (m: string) => methods.get(m)?.priority ?? Number.MAX_SAFE_INTEGER;
  return [...cells.entries()]
    .sort(([, a], [, b]) => a.day.localeCompare(b.day) || order(a.methodId) - order(b.methodId) || a.methodId.localeCompare(b.methodId))
    .flatMap(([key, cell]) =>
      moneyRowsOfDay({ date: cell.day, branch: branch.name, method: methods.get(cell.methodId)?.name ?? '', key, expected: cell.expected, closes: closesOf.get(key) ?? [] }),
    );
}

export async function moneyReport(db: Db, scope: ReportScope): Promise<ReportResult<MoneyRow, MoneyTotals>> {
  const [closes, methodRows] = await Promise.all([
    dayClosesInRange(db, { tenantId: scope.tenantId, branchIds: scope.branches.map((b) => b.id), from: scope.from, to: scope.to, checkoutIds: scope.checkoutMethodIds }),
    db.query<Method>(`SELECT id, name, priority FROM checkout_method WHERE tenant_id = $1`, [scope.tenantId]),
  ]);
  const methods = new Map(methodRows.map((m) => [m.id, m]));
  const perBranch = await Promise.all(scope.branches.map((b) => branchRows(db, scope, b, closes, methods)));
  // Day first, then branch: a chain's evening reads day by day.
  const rows = perBranch.flat().sort((a, b) => a.date.localeCompare(b.date));
  return { rows, totals: sumMoney(rows), branches: scopeBranches(scope) };
}
