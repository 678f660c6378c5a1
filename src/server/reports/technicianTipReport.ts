/** The technician tip report's lines (src/domain/report/technician-tip.ts says what counts). */
import { addPayouts, type TipRow, type TipTotals } from '../../domain/report/technician-tip';
import type { ReportResult } from '../../domain/report/contract';
import { cashMethod } from '../../domain/pos';
import { tipsOwed } from '../../domain/tip-payout';
import { resolveBranchConfig } from '../../domain/branchConfig';
import type { Db } from '../db/db';
import { branchConfigValues } from '../branches/branchRepository';
import { configChangesSince } from '../branches/configHistory';
import { configValuesAt } from '../../domain/branch/config-history';
import { zonedDayRange } from '../../domain/time';
import { activeCheckoutMethods } from '../pos/checkoutMethodRepository';
import { scopeBranches, ZONES_CTE, type ReportScope } from './reportScope';
import { onAskedDay, technicianParams, TIP_SHARES_CTE } from './technicianSales';

export async function technicianTipReport(db: Db, scope: ReportScope): Promise<ReportResult<TipRow, TipTotals>> {
  const rows = await db.query<TipRow>(
    `WITH ${ZONES_CTE}, ${TIP_SHARES_CTE}
     SELECT s.technician_id AS "technicianId", t.name AS technician, to_char(s.action_time AT TIME ZONE s.tz, 'YYYY-MM-DD HH24:MI') AS time,
            s.bill_code AS "billCode", m.name AS "checkoutMethod", s.value_cents::float8 AS share, s.percent::float8 AS percent,
            NULL::float8 AS "paidOut", NULL::float8 AS owed, false AS subtotal
       FROM tip_shares s
       JOIN technician t ON t.tenant_id = $1 AND t.id = s.technician_id
       JOIN checkout_method m ON m.tenant_id = $1 AND m.id = s.checkout_method_id
      ORDER BY t.name, s.technician_id, s.action_time, s.bill_code`,
    technicianParams(scope),
  );
  const payouts = await technicianPayouts(db, scope);
  return {
    rows,
    totals: {
      share: rows.reduce((sum, r) => sum + r.share, 0),
      shares: rows.length,
      paidOut: payouts.reduce((sum, p) => sum + p.paidOut, 0),
      owed: payouts.reduce((sum, p) => sum + p.owed, 0),
      payouts,
    },
    branches: scopeBranches(scope),
  };
}

type LedgerLine = { branch_id: string; day: string; technician_id: string; checkout_method_id: string | null; payout: boolean; value: number };

/**
 * What the drawers paid each technician out and still owe them, by the drawer's own rule
 * branch by branch and day by day: each day with "Pay card tips in cash" as it was that day
 * (src/domain/branch/config-history.ts), so turning it on today leaves the past days' figures
 * be. The rule is a sum, so the days then add up as one.
 */
async function technicianPayouts(db: Db, scope: ReportScope) {
  const lines = await db.query<LedgerLine>(
    `WITH ${ZONES_CTE}, ${TIP_SHARES_CTE}
     SELECT branch_id, to_char(action_time AT TIME ZONE tz, 'YYYY-MM-DD') AS day, technician_id, checkout_method_id, false AS payout, sum(value_cents)::float8 AS value
       FROM tip_shares GROUP BY 1, 2, 3, 4
     UNION ALL
     SELECT a.branch_id, to_char(a.action_time AT TIME ZONE z.tz, 'YYYY-MM-DD'), a.technician_id, NULL, true, sum(a.value_cents)::float8
       FROM pos_action a JOIN zones z ON z.branch_id = a.branch_id
      WHERE a.tenant_id = $1 AND a.type = 'TIP_PAYOUT' AND ${onAskedDay('a.action_time')} AND ($8::uuid IS NULL OR a.technician_id = $8::uuid)
      GROUP BY 1, 2, 3`,
    technicianParams(scope),
  );
  if (lines.length === 0) return [];
  const cash = cashMethod(await activeCheckoutMethods(db, scope.tenantId));
  const branchIds = scope.branches.map((b) => b.id);
  const configs = await branchConfigValues(db, scope.tenantId, branchIds);
  const changes = await configChangesSince(db, scope.tenantId, branchIds, scope.start);
  const days = new Map<string, { branchId: string; day: string; own: LedgerLine[] }>();
  for (const l of lines) {
    const key = `${l.branch_id} ${l.day}`;
    const known = days.get(key) ?? { branchId: l.branch_id, day: l.day, own: [] };
    known.own.push(l);
    days.set(key, known);
  }
  const share = (l: LedgerLine) => ({ technicianId: l.technician_id, technicianName: '', value: l.value });
  return addPayouts(
    scope.branches.flatMap((branch) =>
      [...days.values()]
        .filter((d) => d.branchId === branch.id)
        .map(({ day, own }) => {
          const then = configValuesAt(configs.get(branch.id) ?? {}, changes.get(branch.id) ?? [], zonedDayRange(day, branch.timeZone).end.getTime());
          return tipsOwed({
            ledger: {
              tips: own.flatMap((l) => (l.payout ? [] : [{ checkoutMethodId: l.checkout_method_id, shares: [share(l)] }])),
              payouts: own.flatMap((l) => (l.payout ? [share(l)] : [])),
            },
            cashMethodId: cash?.id ?? null,
            cardTipsInCash: resolveBranchConfig(branch.id, then).cardTipsInCash,
          });
        }),
    ),
  );
}
