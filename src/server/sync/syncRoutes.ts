import type { FastifyInstance } from 'fastify';
import { z } from '../../domain/schemas/zod';
import { pushBody } from '../../domain/sync';
import { SyncPath, type PushResult, type RegisterDeviceResult } from '../../domain/sync-protocol';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAuth } from '../auth/authContext';
import { registerDevice } from './deviceRepository';
import { pushMutations } from './pushMutations';

const registerDeviceBody = z.object({});

export function registerSyncRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'POST', url: SyncPath.REGISTER_DEVICE, input: { body: registerDeviceBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    input.body();
    const device = await registerDevice(deps.db, { tenantId: auth.tenantId, userId: auth.userId, now: deps.now() });
    return ok<RegisterDeviceResult>({ deviceId: device.id, deviceNo: device.deviceNo });
  });

  route(app, { method: 'POST', url: SyncPath.PUSH, input: { body: pushBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    const body = input.body();
    return ok<PushResult>(await pushMutations(deps, auth, body, request.log));
  });
}
