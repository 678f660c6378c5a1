/**
 * What a report may read, from its query and the session: the branches (one the user works in,
 * or all of theirs), each with its time zone, the instants that bound the asked days in every
 * one of them, and the technician and checkout methods checked to be the business's own.
 */
import { AppError, ErrorCode } from '../../domain/errors';
import { ALL_BRANCHES, type ReportQuery } from '../../domain/report/contract';
import { zonedDayRange, type IsoDate } from '../../domain/time';
import type { Db, SqlValue } from '../db/db';
import type { AuthContext } from '../auth/authContext';
import { requireBranch } from '../auth/authContext';
import { branchConfigValues } from '../branches/branchRepository';
import { resolveTimeZone } from '../../domain/branchConfig';

export type ScopeBranch = { id: string; name: string; timeZone: string };

export type ReportScope = {
  tenantId: string;
  branches: ScopeBranch[];
  from: IsoDate;
  to: IsoDate;
  /** The earliest start and the latest end of the asked days over the branches' time zones. */
  start: Date;
  end: Date;
  technicianId: string | null;
  checkoutMethodIds: string[];
};

/** The branches asked for (one of the user's, or all of theirs), with their time zones, by name. */
export async function scopeBranchesOf(db: Db, auth: AuthContext, branchId: string): Promise<ScopeBranch[]> {
  const rows = branchId === ALL_BRANCHES ? auth.branches : [requireBranch(auth, branchId)];
  if (rows.length === 0) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  const configs = await branchConfigValues(db, auth.tenantId, rows.map((b) => b.id));
  return rows
    .map((b) => ({ id: b.id, name: b.name, timeZone: resolveTimeZone(configs.get(b.id) ?? {}) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function reportScope(db: Db, auth: AuthContext, query: ReportQuery): Promise<ReportScope> {
  const branches = await scopeBranchesOf(db, auth, query.branchId);
  const starts = branches.map((b) => zonedDayRange(query.from, b.timeZone).start.getTime());
  const ends = branches.map((b) => zonedDayRange(query.to, b.timeZone).end.getTime());
  const technicianId = query.technicianId ?? null;
  if (technicianId) {
    const found = await db.maybeOne(`SELECT 1 FROM technician WHERE tenant_id = $1 AND id = $2 AND branch_id = ANY($3::uuid[])`, [
      auth.tenantId,
      technicianId,
      branches.map((b) => b.id),
    ]);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  }
  const checkoutMethodIds = [...new Set(query.checkoutMethodIds ?? [])];
  if (checkoutMethodIds.length > 0) {
    const found = await db.query(`SELECT id FROM checkout_method WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [auth.tenantId, checkoutMethodIds]);
    if (found.length !== checkoutMethodIds.length) throw new AppError(ErrorCode.NOT_FOUND);
  }
  return {
    tenantId: auth.tenantId,
    branches,
    from: query.from,
    to: query.to,
    start: new Date(Math.min(...starts)),
    end: new Date(Math.max(...ends)),
    technicianId,
    checkoutMethodIds,
  };
}

/**
 * The SQL every report starts from: `zones` pairs each branch of the scope with its time zone,
 * so a row's day is `(its time AT TIME ZONE zones.tz)::date`, the branch's own calendar day.
 * Parameters $1 (tenant), $2 (branch ids), $3 (time zones), $4/$5 (instants around the days),
 * $6/$7 (the days) come first; a report's own parameters follow from $8.
 */
export const ZONES_CTE = `zones AS (SELECT z.branch_id, z.tz FROM unnest($2::uuid[], $3::text[]) AS z(branch_id, tz))`;

export function scopeParams(scope: ReportScope): SqlValue[] {
  return [
    scope.tenantId,
    scope.branches.map((b) => b.id),
    scope.branches.map((b) => b.timeZone),
    scope.start,
    scope.end,
    scope.from,
    scope.to,
  ];
}

/** The branches a result names, for its heading. */
export const scopeBranches = (scope: ReportScope) => scope.branches.map((b) => ({ id: b.id, name: b.name }));
