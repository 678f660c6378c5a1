import type { FastifyInstance } from 'fastify';
import { ApiPath, type MenuResult } from '../../domain/api';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAuth } from '../auth/authContext';
import { countUnconfirmedOnlineToday } from '../schedule/scheduleRepository';
import { buildMenu } from './buildMenu';
import { MENU, MenuKey } from './menuDefinition';

export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: ApiPath.MENU, input: {} }, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    const pending =
      auth.branchId && !auth.isTenantSelection
        ? await countUnconfirmedOnlineToday(deps.db, auth.tenantId, auth.branchId, deps.now())
        : 0;
    return ok<MenuResult>(buildMenu(MENU, auth, { [MenuKey.APPOINTMENT]: pending > 0 ? pending : null }));
  });
}
