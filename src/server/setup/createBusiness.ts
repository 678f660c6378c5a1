import type { Db } from '../db/db';
import { AppError, ErrorCode, isAppError } from '../../domain/errors';
import type { CreateBusinessBody, CreateBusinessResult } from '../../domain/setup';
import { isThrottled, recordLoginAttempt } from '../auth/loginThrottle';
import { hashPassword } from '../auth/passwordHash';
import { createSession } from '../auth/sessionRepository';
import { businessExists, lockFirstBusiness } from './firstBusiness';
import { insertFirstBusiness } from './firstBusinessRows';

/**
 * The name an address's setup attempts are counted under, among the sign-ins: no username
 * starts with a space (every one is trimmed), so no user's count moves. An address gets the
 * tries a username gets, and its refusals count towards its sign-in limit too.
 */
const setupAttempts = (ip: string): string => ` setup ${ip}`;

function refusedAsExisting(): AppError {
  return new AppError(ErrorCode.BUSINESS_EXISTS);
}

/**
 * Creates the business and signs its owner in, once per database. Throttled like sign-in: a
 * refusal counts as a failed attempt of the caller's address. The lock makes two racing
 * requests take turns, so the second finds the first's business and is refused.
 */
export async function createBusiness(
  db: Db,
  input: { body: CreateBusinessBody; ip: string; now: Date },
): Promise<{ token: string; result: CreateBusinessResult }> {
  const { body, ip, now } = input;
  if (await isThrottled(db, setupAttempts(ip), ip, now)) throw new AppError(ErrorCode.LOGIN_THROTTLED);
  try {
    // Checked before hashing too: a refusal stays cheap however often it is asked.
    if (await businessExists(db)) throw refusedAsExisting();
    const passwordHash = await hashPassword(body.owner.password);
    return await db.transaction(async (tx) => {
      await lockFirstBusiness(tx);
      if (await businessExists(tx)) throw refusedAsExisting();
      const result = await insertFirstBusiness(tx, { body, passwordHash, now });
      await recordLoginAttempt(tx, setupAttempts(ip), ip, true, now);
      const { token } = await createSession(tx, { tenantId: result.tenantId, userId: result.userId, branchId: result.branchId, remember: false, now });
      return { token, result };
    });
  } catch (error) {
    if (isAppError(error) && error.code === ErrorCode.BUSINESS_EXISTS) await recordLoginAttempt(db, setupAttempts(ip), ip, false, now);
    throw error;
  }
}
