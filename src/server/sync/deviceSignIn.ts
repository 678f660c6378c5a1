import type { Db } from '../db/db';

/**
 * Notes that the user signed in on the tablet. A device id that is not one of the tenant's
 * (unknown, another salon's) records nothing and is no error: it must never block a sign-in.
 */
export async function recordDeviceSignIn(db: Db, input: { tenantId: string; deviceId: string; userId: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO device_sign_in (tenant_id, device_id, user_id, first_signed_in_at, last_signed_in_at)
     SELECT d.tenant_id, d.id, $3, $4, $4 FROM sync_device d WHERE d.tenant_id = $1 AND d.id = $2
     ON CONFLICT (tenant_id, device_id, user_id)
       DO UPDATE SET last_signed_in_at = greatest(device_sign_in.last_signed_in_at, EXCLUDED.last_signed_in_at)`,
    [input.tenantId, input.deviceId, input.userId, input.now],
  );
}

export async function hasSignedInOnDevice(db: Db, input: { tenantId: string; deviceId: string; userId: string }): Promise<boolean> {
  const row = await db.maybeOne(`SELECT 1 FROM device_sign_in WHERE tenant_id = $1 AND device_id = $2 AND user_id = $3`, [
    input.tenantId,
    input.deviceId,
    input.userId,
  ]);
  return row !== null;
}
