import type { FastifyInstance } from 'fastify';
import { z } from '../../domain/schemas/zod';
import { ApiPath, Language, type BranchConfigResult, type LanguageResult } from '../../domain/api';
import { updateBranchConfigBody } from '../../domain/api-requests';
import { ConfigKey, parseDictionary, parseLanguage, resolveBranchConfig } from '../../domain/branchConfig';
import { PlanRight, Right } from '../../domain/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { configValues, setConfigValue } from './branchRepository';

/** The spec's display formats; the branch language supplies the dictionary. */
const DATE_FORMAT = 'DD/MM/YYYY';
const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

const getConfigQuery = z.object({ branchId: z.optional(z.uuid()) });

export function registerBranchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'GET', url: ApiPath.GET_LANGUAGE, input: {} }, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    // Tenant selection (or no branch yet) has no branch language: English, no overrides.
    if (!auth.branchId || auth.isTenantSelection) {
      return ok<LanguageResult>({ language: Language.EN, dictionary: {}, dateFormat: DATE_FORMAT, dateTimeFormat: DATE_TIME_FORMAT });
    }
    const values = await configValues(db, auth.tenantId, auth.branchId);
    return ok<LanguageResult>({
      language: parseLanguage(values[ConfigKey.LANGUAGE]),
      dictionary: parseDictionary(values[ConfigKey.DICTIONARY]),
      dateFormat: DATE_FORMAT,
      dateTimeFormat: DATE_TIME_FORMAT,
    });
  });

  route(app, { method: 'GET', url: ApiPath.GET_CONFIG, input: { query: getConfigQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId ?? auth.branchId);
    return ok<BranchConfigResult>(resolveBranchConfig(branch.id, await configValues(db, auth.tenantId, branch.id)));
  });

  route(app, { method: 'POST', url: ApiPath.UPDATE_BRANCH_CONFIG, input: { body: updateBranchConfigBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.BRANCH_UPDATE], requiredPlan: [PlanRight.BRANCH_SETTINGS] });
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const now = deps.now();
    const values = await db.transaction(async (tx) => {
      const before = await configValues(tx, auth.tenantId, branch.id);
      const old = before[ConfigKey.LANGUAGE] ?? null;
      await setConfigValue(tx, auth.tenantId, branch.id, ConfigKey.LANGUAGE, body.language, now);
      await logAction(tx, {
        tenantId: auth.tenantId,
        branchId: branch.id,
        userId: auth.userId,
        action: ActionType.UPDATE,
        entityType: EntityType.BRANCH_CONFIG,
        entityId: branch.id,
        editInfo: { key: ConfigKey.LANGUAGE, oldValue: old, newValue: body.language },
        now,
      });
      return { ...before, [ConfigKey.LANGUAGE]: body.language };
    });
    return ok<BranchConfigResult>(resolveBranchConfig(branch.id, values), 'Update success');
  });
}
