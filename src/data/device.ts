/**
 * This tablet's identity for sync: registered once with the server (while online, right
 * after sign-in) and kept for good. Every mutation carries the device id and a per-device
 * sequence; codes made offline carry the short device number.
 */
import { MutationName, SyncPath, type RegisterDeviceResult } from '../domain/sync-protocol';
import { isOfflineError } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { DEVICE_KEY, type DeviceRecord } from './db';

/** An RFC 9562 UUID, the pattern zod's `uuid()` checks (the server makes device ids). */
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * The registration's answer, checked by hand as strictly as its schema did: it comes on a
 * fresh tablet's first start, where loading zod for two fields would weigh on the first load.
 */
export function registrationOf(raw: unknown): RegisterDeviceResult {
  if (typeof raw === 'object' && raw !== null && 'deviceId' in raw && 'deviceNo' in raw) {
    const { deviceId, deviceNo } = raw;
    if (typeof deviceId === 'string' && UUID.test(deviceId) && typeof deviceNo === 'number' && Number.isSafeInteger(deviceNo) && deviceNo > 0) {
      return { deviceId, deviceNo };
    }
  }
  throw new Error('The server answered the device registration in an unknown shape.');
}

/** The server's registration of this tablet. */
async function registered(env: DataEnv): Promise<RegisterDeviceResult> {
  return registrationOf(await env.api.post<unknown>(SyncPath.REGISTER_DEVICE, {}));
}

export async function getDevice(env: DataEnv = defaultEnv): Promise<DeviceRecord | null> {
  return (await env.db.device.get(DEVICE_KEY)) ?? null;
}

// Sign-in and app start may both ask at once: one registration per database.
const inFlight = new Map<string, Promise<DeviceRecord | null>>();

/**
 * The stored device, registering it first when there is none. Offline it answers null (the
 * next sign-in or start retries); other server answers are thrown.
 */
export function ensureDevice(env: DataEnv = defaultEnv): Promise<DeviceRecord | null> {
  const running = inFlight.get(env.db.name);
  if (running) return running;
  const job = register(env).finally(() => inFlight.delete(env.db.name));
  inFlight.set(env.db.name, job);
  return job;
}

async function register(env: DataEnv): Promise<DeviceRecord | null> {
  const existing = await getDevice(env);
  if (existing) return existing;
  let answer: RegisterDeviceResult;
  try {
    answer = await registered(env);
  } catch (error) {
    if (isOfflineError(error)) return null;
    throw error;
  }
  return env.db.transaction('rw', env.db.device, async () => {
    // Never replace a device that already made changes (another tab registered first).
    const again = await env.db.device.get(DEVICE_KEY);
    if (again) return again;
    const record: DeviceRecord = {
      key: DEVICE_KEY,
      deviceId: answer.deviceId,
      deviceNo: answer.deviceNo,
      nextSeq: 1,
      billCounters: {},
      registeredAt: env.now().getTime(),
      lastSyncedAt: null,
    };
    await env.db.device.put(record);
    return record;
  });
}

/** `X-3-17` made as device 3 becomes `X-9-17` as device 9: the number part stays. */
export function renumberCode(code: string, oldNo: number, newNo: number): string {
  const suffix = new RegExp(`-${oldNo}-(\\d+)$`);
  return suffix.test(code) ? code.replace(suffix, `-${newNo}-$1`) : code;
}

/**
 * The server no longer knows this tablet (its data was restored or wiped): register again
 * and give every waiting change the new device id, seqs from 1 in the same order, and codes
 * with the new device number. Nothing waiting is lost. Returns false when offline.
 */
export async function reRegisterDevice(env: DataEnv = defaultEnv): Promise<boolean> {
  const old = await getDevice(env);
  const answer = await registered(env);
  await env.db.transaction('rw', [env.db.device, env.db.outbox, env.db.receipts, env.db.bills], async () => {
    const entries = await env.db.outbox.orderBy('localOrder').toArray();
    let seq = 1;
    for (const e of entries) {
      if (e.localOrder === undefined) continue;
      const patch: Partial<typeof e> = { deviceId: answer.deviceId, seq: seq++, attempts: 0, nextAttemptAt: 0, lastError: null, failure: undefined };
      if (old && 'code' in e.args && typeof e.args.code === 'string') {
        const code = renumberCode(e.args.code, old.deviceNo, answer.deviceNo);
        if (code !== e.args.code) {
          await env.db.outbox.update(e.localOrder, { ...patch, args: { ...e.args, code } });
          if (e.name === MutationName.POS_ACTION_CREATE) await env.db.receipts.update(e.args.id, { code });
          if (e.name === MutationName.BILL_CREATE) await env.db.bills.update(e.args.id, { code });
          continue;
        }
      }
      await env.db.outbox.update(e.localOrder, patch);
    }
    await env.db.device.put({
      key: DEVICE_KEY,
      deviceId: answer.deviceId,
      deviceNo: answer.deviceNo,
      nextSeq: seq,
      billCounters: old?.billCounters ?? {},
      registeredAt: env.now().getTime(),
      lastSyncedAt: null,
    });
  });
  return true;
}
