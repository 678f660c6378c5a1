import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import type { LoginBody } from '../../domain/api-requests';
import { manageableBranches } from '../branches/branchRepository';
import { isTenantAdmin, findUserByUsername } from '../users/userRepository';
import { isThrottled, pruneLoginAttempts, recordLoginAttempt } from '../auth/loginThrottle';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwordHash';
import { createSession, deleteExpiredSessions } from '../auth/sessionRepository';
import { recordDeviceSignIn } from '../sync/deviceSignIn';

/**
 * Checks the throttle, then the credentials (unknown, inactive and wrong all answer the
 * same), records the attempt and opens a session on the user's first branch by name. With
 * the tablet's device id, records that the user signed in on it (see deviceSignIn).
 */
export async function logIn(db: Db, input: LoginBody & { ip: string; now: Date }): Promise<{ token: string }> {
  const { username, password, remember, deviceId, ip, now } = input;
  if (await isThrottled(db, username, ip, now)) throw new AppError(ErrorCode.LOGIN_THROTTLED);

  const user = await findUserByUsername(db, username);
  const valid = user && user.active ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordLoginAttempt(db, username, ip, false, now);
    throw new AppError(ErrorCode.WRONG_CREDENTIALS);
  }

  return db.transaction(async (tx) => {
    await recordLoginAttempt(tx, username, ip, true, now);
    await deleteExpiredSessions(tx, now);
    await pruneLoginAttempts(tx, now);
    const admin = await isTenantAdmin(tx, user.tenant_id, user.id);
    const [first] = await manageableBranches(tx, user.tenant_id, user.id, admin);
    const { token } = await createSession(tx, {
      tenantId: user.tenant_id,
      userId: user.id,
      branchId: first?.id ?? null,
      remember,
      now,
    });
    if (deviceId) await recordDeviceSignIn(tx, { tenantId: user.tenant_id, deviceId, userId: user.id, now });
    return { token };
  });
}
