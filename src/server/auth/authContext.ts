import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError, ErrorCode } from '../../domain/errors';
import { Access, checkAccess } from '../../domain/rights';
import type { BranchRow } from '../branches/branchRepository';
import { loadUserAccess } from '../users/userAccess';
import { SESSION_COOKIE, setSessionCookie } from './cookies';
import type { Db } from '../db/db';
import { accessCacheOf, type AccessCache, type CachedAccess } from './accessCache';
import { findLiveSession, renewSession, type LiveSession } from './sessionRepository';

/** Who is asking, what they hold and where they may act: built per request from the DB. */
export type AuthContext = {
  sessionId: string;
  userId: string;
  username: string;
  fullName: string;
  tenantId: string;
  tenantName: string;
  branchId: string | null;
  isTenantSelection: boolean;
  rights: string[];
  rightsPM: string[];
  canSelectTenant: boolean;
  branches: BranchRow[];
};

type SessionUserRow = {
  username: string;
  full_name: string;
  tenant_name: string;
  plan_code: string;
};

/** The signed-in context, or null. Renews the session (and a remembered cookie) as it goes. */
export async function loadAuth(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
  return (await loadSession(deps, request, reply))?.auth ?? null;
}

/**
 * The signed-in context and, read in the same statement as the session, the day version of
 * `dayOf` (a branch id, not yet checked against the user's branches: the caller does that
 * before using the version). Null when `dayOf` was not given.
 */
async function loadSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  dayOf?: string,
): Promise<{ auth: AuthContext; dayVersion: string | null } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const now = deps.now();
  // Read on every request: a deleted (signed-out) session is never served from the cache.
  const session = await findLiveSession(deps.db, token, now, dayOf);
  if (!session) return null;
  const cache = accessCacheOf(deps.db);
  const access = cache.get(session.id, session.epoch) ?? (await readAccess(deps.db, session, cache));
  if (!access) return null;
  if ((await renewSession(deps.db, session, now)) && session.remember) {
    setSessionCookie(request, reply, token, true);
  }
  // A branch the user lost access to since choosing it is no longer current.
  const branchId = session.branch_id && access.branches.some((b) => b.id === session.branch_id) ? session.branch_id : null;
  const auth: AuthContext = {
    sessionId: session.id,
    userId: session.user_id,
    username: access.username,
    fullName: access.fullName,
    tenantId: session.tenant_id,
    tenantName: access.tenantName,
    branchId,
    isTenantSelection: session.is_tenant_selection && access.tenantAdmin,
    rights: access.rights,
    rightsPM: access.rightsPM,
    canSelectTenant: access.tenantAdmin,
    branches: access.branches,
  };
  return { auth, dayVersion: session.day_version };
}

/** The user's names, rights and branches, kept under the epoch read with the session (before these). */
async function readAccess(db: Db, session: LiveSession, cache: AccessCache): Promise<CachedAccess | null> {
  const user = await db.maybeOne<SessionUserRow>(
    `SELECT u.username, u.full_name, t.name AS tenant_name, t.plan_code
       FROM app_user u JOIN tenant t ON t.id = u.tenant_id
      WHERE u.id = $1 AND u.tenant_id = $2 AND u.active AND t.active`,
    [session.user_id, session.tenant_id],
  );
  if (!user) return null;
  const { rights, rightsPM, tenantAdmin, branches } = await loadUserAccess(db, {
    tenantId: session.tenant_id,
    userId: session.user_id,
    planCode: user.plan_code,
  });
  const access: CachedAccess = {
    epoch: session.epoch,
    username: user.username,
    fullName: user.full_name,
    tenantName: user.tenant_name,
    rights,
    rightsPM,
    tenantAdmin,
    branches,
  };
  cache.set(session.id, access);
  return access;
}

export async function requireAuth(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
  return (await requireAuthWithDay(deps, request, reply)).auth;
}

/**
 * requireAuth, with the day version of `dayOf` (a well-formed branch id) read in the same
 * statement as the session: one round trip for a tablet's poll. The version is the caller's
 * to use only once requireBranch has accepted that branch.
 */
export async function requireAuthWithDay(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  dayOf?: string,
): Promise<{ auth: AuthContext; dayVersion: string | null }> {
  const loaded = await loadSession(deps, request, reply, dayOf);
  if (!loaded) throw new AppError(ErrorCode.UNAUTHENTICATED);
  return loaded;
}

type Need = { required?: readonly string[]; requiredPlan?: readonly string[] };

/**
 * checkAccess's decisions per rights held and need. The rights are the arrays of a session's
 * cached access (accessCache.ts), the same objects for every request until they are read again,
 * so a tablet's polls decide once: over an admin's hundred-odd rights the check was most of a
 * poll's own work. Weak, so a dropped access takes its decisions with it.
 */
const decisions = new WeakMap<readonly string[], WeakMap<readonly string[], Map<string, Access>>>();

function decide(auth: AuthContext, need: Need): Access {
  let byPlan = decisions.get(auth.rights);
  if (!byPlan) decisions.set(auth.rights, (byPlan = new WeakMap()));
  let byNeed = byPlan.get(auth.rightsPM);
  if (!byNeed) byPlan.set(auth.rightsPM, (byNeed = new Map()));
  const key = `${need.required?.join(' ') ?? ''}|${need.requiredPlan?.join(' ') ?? ''}`;
  const known = byNeed.get(key);
  if (known) return known;
  const access = checkAccess({ ...need, rights: auth.rights, rightsPM: auth.rightsPM });
  byNeed.set(key, access);
  return access;
}

/** The same rule as the UI's guards: plan right first (upgrade), then user right (403). */
export function requireAccess(auth: AuthContext, need: Need): void {
  const access = decide(auth, need);
  if (access === Access.UPGRADE) throw new AppError(ErrorCode.PLAN_UPGRADE_REQUIRED);
  if (access === Access.FORBIDDEN) throw new AppError(ErrorCode.FORBIDDEN);
}

/**
 * The branch, if the user may manage it. The id is only compared with the user's own list,
 * so a foreign or malformed id never reaches a query.
 */
export function requireBranch(auth: AuthContext, branchId: string | null | undefined): BranchRow {
  const branch = branchId ? auth.branches.find((b) => b.id === branchId) : undefined;
  if (!branch) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return branch;
}
