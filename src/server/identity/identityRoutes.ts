import type { FastifyInstance } from 'fastify';
import { z } from '../../domain/schemas/zod';
import { ApiPath, BranchType, type CheckLoginResult, type LoadConfigResult, type SetCurrentBranchResult } from '../../domain/api';
import { changeBranchBody, loginBody, setCurrentBranchBody } from '../../domain/api-requests';
import { AppError, ErrorCode } from '../../domain/errors';
import { errorMessages } from '../../domain/error-messages-en';
import { text } from '../../domain/schemas/text';
import { parseLoyaltyType, ConfigKey } from '../../domain/branchConfig';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { loadAuth, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../auth/cookies';
import { deleteSessionByToken, setSessionBranch } from '../auth/sessionRepository';
import { configValues } from '../branches/branchRepository';
import { branchSummary } from '../branches/branchSummary';
import { logIn } from './loginService';
import { isSafeLocalPath, loginRedirect } from './externalLink';

const externalLinkQuery = z.object({ url: text({ min: 1, max: 2000 }) });

export function registerIdentityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'GET', url: ApiPath.CHECK_LOGIN, input: {} }, async (request, reply) => {
    const auth = await loadAuth(deps, request, reply);
    if (!auth) {
      return ok<CheckLoginResult>({ isAuthenticated: false, authData: null, branch: null, rights: { rights: [], rightsPM: [] } });
    }
    const current = auth.branches.find((b) => b.id === auth.branchId);
    return ok<CheckLoginResult>({
      isAuthenticated: true,
      authData: {
        userId: auth.userId,
        fullName: auth.fullName,
        userName: `${auth.username}@${auth.tenantId}`,
        tenantId: auth.tenantId,
        branchId: auth.branchId,
        isTenantSelection: auth.isTenantSelection,
      },
      branch: current ? await branchSummary(db, current) : null,
      rights: { rights: auth.rights, rightsPM: auth.rightsPM },
    });
  });

  // The spec answers a missing field with the same words as wrong credentials.
  route(app, { method: 'POST', url: ApiPath.LOGIN, input: { body: loginBody }, failMessage: errorMessages.WRONG_CREDENTIALS }, async (request, reply, input) => {
    const body = input.body();
    const { token } = await logIn(db, { ...body, ip: request.ip, now: deps.now() });
    setSessionCookie(request, reply, token, body.remember);
    return ok(null);
  });

  route(app, { method: 'POST', url: ApiPath.LOGOUT, input: {} }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    clearSessionCookie(reply);
    return ok(null);
  });

  route(app, { method: 'GET', url: ApiPath.EXTERNAL_LINK, input: { query: externalLinkQuery } }, async (request, reply, input) => {
    const { url } = input.query();
    if (!isSafeLocalPath(url)) throw new AppError(ErrorCode.VALIDATION, { message: 'url: must be a path on this site' });
    const auth = await loadAuth(deps, request, reply);
    return reply.redirect(auth ? url : loginRedirect(url), 302);
  });

  route(app, { method: 'GET', url: ApiPath.LOAD_CONFIG, input: {} }, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    return ok<LoadConfigResult>({
      branchOptions: auth.branches.map((b) => ({ id: b.id, name: b.name, code: b.code })),
      canSelectTenant: auth.canSelectTenant,
      tenant: { id: auth.tenantId, name: auth.tenantName },
    });
  });

  /** Shared by set-current-branch and change-branch: check, then move the session. */
  async function selectBranch(auth: AuthContext, branchId: string | null, type: BranchType): Promise<SetCurrentBranchResult> {
    if (type === BranchType.TENANT) {
      if (!auth.canSelectTenant) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
      await setSessionBranch(db, auth.sessionId, null, true);
      return { branch: null, loyalty: { type: parseLoyaltyType(undefined) } };
    }
    const branch = requireBranch(auth, branchId);
    await setSessionBranch(db, auth.sessionId, branch.id, false);
    const values = await configValues(db, auth.tenantId, branch.id);
    return { branch: await branchSummary(db, branch), loyalty: { type: parseLoyaltyType(values[ConfigKey.LOYALTY_TYPE]) } };
  }

  route(app, { method: 'POST', url: ApiPath.SET_CURRENT_BRANCH, input: { body: setCurrentBranchBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    const body = input.body();
    return ok(await selectBranch(auth, body.branchId, body.type));
  });

  route(app, { method: 'POST', url: ApiPath.CHANGE_BRANCH, input: { body: changeBranchBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    const body = input.body();
    return ok(await selectBranch(auth, body.branchId, body.type));
  });
}
