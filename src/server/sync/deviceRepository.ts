import type { Db } from '../db/db';
import { newId } from '../auth/tokens';
import { recordDeviceSignIn } from './deviceSignIn';

export type DeviceRow = { id: string; tenant_id: string; device_no: number; next_seq: number };

const COLUMNS = 'id, tenant_id, device_no, next_seq';

/**
 * A new tablet with the next device number of the tenant. Locking the tenant row serialises
 * concurrent registrations, so two tablets never get the same number. The registering user is
 * signed in on it, so the changes they queue there are theirs from the first one.
 */
export async function registerDevice(
  db: Db,
  input: { tenantId: string; userId: string; now: Date },
): Promise<{ id: string; deviceNo: number }> {
  return db.transaction(async (tx) => {
    await tx.one(`SELECT id FROM tenant WHERE id = $1 FOR UPDATE`, [input.tenantId]);
    const { n } = await tx.one<{ n: number }>(
      `SELECT (coalesce(max(device_no), 0) + 1)::int AS n FROM sync_device WHERE tenant_id = $1`,
      [input.tenantId],
    );
    const id = newId();
    await tx.query(
      `INSERT INTO sync_device (id, tenant_id, device_no, registered_by, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [id, input.tenantId, n, input.userId, input.now],
    );
    await recordDeviceSignIn(tx, { tenantId: input.tenantId, deviceId: id, userId: input.userId, now: input.now });
    return { id, deviceNo: n };
  });
}

export async function findDevice(db: Db, tenantId: string, deviceId: string): Promise<DeviceRow | null> {
  return db.maybeOne<DeviceRow>(`SELECT ${COLUMNS} FROM sync_device WHERE tenant_id = $1 AND id = $2`, [tenantId, deviceId]);
}

/**
 * The device row locked until the transaction ends: two pushes of one tablet (two tabs)
 * then take turns per mutation, and the second sees the first one's next_seq.
 */
export async function lockDevice(tx: Db, tenantId: string, deviceId: string): Promise<DeviceRow | null> {
  return tx.maybeOne<DeviceRow>(`SELECT ${COLUMNS} FROM sync_device WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, deviceId]);
}

export async function setNextSeq(tx: Db, tenantId: string, deviceId: string, nextSeq: number): Promise<void> {
  await tx.query(`UPDATE sync_device SET next_seq = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, deviceId, nextSeq]);
}
