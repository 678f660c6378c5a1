import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../domain/api';
import { updatePasswordBody } from '../../domain/api-requests';
import { AppError, ErrorCode } from '../../domain/errors';
import { errorMessages } from '../../domain/error-messages-en';
import { validatePasswordChange } from '../../domain/password';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAuth } from '../auth/authContext';
import { hashPassword, verifyPassword } from '../auth/passwordHash';
import { deleteOtherSessions } from '../auth/sessionRepository';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { findUserById, updatePasswordHash } from './userRepository';

export function registerPasswordRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'POST', url: ApiPath.UPDATE_PASSWORD, input: { body: updatePasswordBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    const body = input.body();
    // Users change only their own password here.
    if (body.userId !== auth.userId) throw new AppError(ErrorCode.FORBIDDEN);

    const errors = validatePasswordChange(body);
    const fieldCodes = Object.entries(errors);
    const [, firstCode] = fieldCodes[0] ?? [];
    if (firstCode) {
      const fields = Object.fromEntries(fieldCodes.map(([field, code]) => [field, errorMessages[code]]));
      throw new AppError(firstCode, { fields });
    }

    const user = await findUserById(deps.db, auth.tenantId, auth.userId);
    if (!user || !(await verifyPassword(body.oldPassword, user.password_hash))) {
      throw new AppError(ErrorCode.OLD_PASSWORD_WRONG, { fields: { oldPassword: errorMessages.OLD_PASSWORD_WRONG } });
    }

    const hash = await hashPassword(body.password);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await updatePasswordHash(tx, auth.tenantId, auth.userId, hash, now);
      await deleteOtherSessions(tx, auth.tenantId, auth.userId, auth.sessionId);
      await logAction(tx, {
        tenantId: auth.tenantId,
        branchId: auth.branchId,
        userId: auth.userId,
        action: ActionType.UPDATE,
        entityType: EntityType.USER,
        entityId: auth.userId,
        // Never the password itself: only what changed.
        editInfo: { field: 'password' },
        now,
      });
    });
    return ok(null, 'Update success');
  });
}
