import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pushBody, SyncPath, type PushResult, type RegisterDeviceResult } from '../../domain/sync';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { requireAuth } from '../auth/authContext';
import { registerDevice } from './deviceRepository';
import { pushMutations } from './pushMutations';

const registerDeviceBody = z.object({});

export function registerSyncRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post(SyncPath.REGISTER_DEVICE, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    parseInput(registerDeviceBody, request.body);
    const device = await registerDevice(deps.db, { tenantId: auth.tenantId, userId: auth.userId, now: deps.now() });
    return ok<RegisterDeviceResult>({ deviceId: device.id, deviceNo: device.deviceNo });
  });

  app.post(SyncPath.PUSH, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    const body = parseInput(pushBody, request.body);
    return ok<PushResult>(await pushMutations(deps, auth, body, request.log));
  });
}
