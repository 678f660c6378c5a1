import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { MUTATION_SCHEMA_VERSION, MutationName, SyncPath, type PushResult, type RegisterDeviceResult } from '../../src/domain/sync-protocol';
import { PosActionType } from '../../src/domain/pos';
import type { Db } from '../../src/server/db/db';
import { body, TEST_NOW, type SignedIn, type TestEnv } from './helpers';
import { mutation } from './bookingFixtures';

/** Rows of every table the sync and POS endpoints write, to prove what a request wrote. */
export type SyncCounts = { pos_action: number; sync_record: number; sync_device: number; action_log: number };

export async function syncCounts(db: Db): Promise<SyncCounts> {
  return db.one<SyncCounts>(
    `SELECT (SELECT count(*) FROM pos_action)::int AS pos_action, (SELECT count(*) FROM sync_record)::int AS sync_record,
            (SELECT count(*) FROM sync_device)::int AS sync_device, (SELECT count(*) FROM action_log)::int AS action_log`,
  );
}

/** A fingerprint of the sync and POS rows, so "nothing changed" also catches updates. */
export async function syncFingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string | null }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT 'p' || id || value_cents || code AS x FROM pos_action
       UNION ALL SELECT 'r' || device_id || seq || outcome FROM sync_record
       UNION ALL SELECT 'd' || id || next_seq FROM sync_device
       UNION ALL SELECT 'a' || id FROM action_log
     ) t`,
  );
  return `${row.f ?? ''}:${JSON.stringify(await syncCounts(db))}`;
}

export async function checkoutMethodId(db: Db, branchId: string, code: string): Promise<string> {
  const row = await db.one<{ id: string }>(
    `SELECT cm.id FROM checkout_method cm JOIN branch b ON b.tenant_id = cm.tenant_id WHERE b.id = $1 AND cm.code = $2`,
    [branchId, code],
  );
  return row.id;
}

/** Device numbers of the devices registered here, so made-up codes carry the right one. */
const deviceNos = new Map<string, number>();

export async function registerDevice(env: TestEnv, who: SignedIn): Promise<RegisterDeviceResult> {
  const res = await env.app.inject({ method: 'POST', url: SyncPath.REGISTER_DEVICE, headers: who.headers, payload: {} });
  if (res.statusCode !== 200) throw new Error(`register-device failed: ${res.body}`);
  const result = body<RegisterDeviceResult>(res).result;
  deviceNos.set(result.deviceId, result.deviceNo);
  return result;
}

/** A code as the tablet makes it: `{branchCode}-{deviceNo}-{n}` (Downtown unless told). */
export function deviceCodeFor(deviceId: string, n: number, branchCode = 'DT'): string {
  return `${branchCode}-${deviceNos.get(deviceId) ?? 0}-${n}`;
}

export function push(env: TestEnv, who: SignedIn, deviceId: string, mutations: readonly unknown[]): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'POST', url: SyncPath.PUSH, headers: who.headers, payload: { deviceId, mutations } });
}

export function pushResult(res: LightMyRequestResponse): PushResult {
  if (res.statusCode !== 200) throw new Error(`push answered ${res.statusCode}: ${res.body}`);
  return body<PushResult>(res).result;
}

let codeCounter = 0;

/** A posAction.create mutation as the tablet's outbox would hold it; `args` overrides single args. */
export function payMutation(input: {
  deviceId: string;
  seq: number;
  userId: string;
  branchId: string;
  checkoutMethodId: string;
  id?: string;
  type?: PosActionType;
  value?: unknown;
  actionTime?: string;
  code?: string;
  dependsOn?: string[];
  schemaVersion?: number;
  args?: Record<string, unknown>;
}): Record<string, unknown> {
  const id = input.id ?? randomUUID();
  codeCounter += 1;
  return {
    id,
    deviceId: input.deviceId,
    seq: input.seq,
    userId: input.userId,
    branchId: input.branchId,
    schemaVersion: input.schemaVersion ?? MUTATION_SCHEMA_VERSION,
    createdAt: TEST_NOW.toISOString(),
    dependsOn: input.dependsOn ?? [],
    name: MutationName.POS_ACTION_CREATE,
    args: {
      id,
      type: input.type ?? PosActionType.IN,
      value: input.value ?? 2000,
      note: 'float for the day',
      actionTime: input.actionTime ?? '2026-11-20 09:30',
      branchId: input.branchId,
      checkoutMethodId: input.checkoutMethodId,
      code: input.code ?? deviceCodeFor(input.deviceId, codeCounter),
      ...input.args,
    },
  };
}

/** A pay-in note the test's database trigger answers with the given SQLSTATE. */
export const TRAPPED = 'trapped by the test';

/**
 * A real database refusal of a value the shared schemas let through: a trigger raising
 * `sqlstate` for a pay-in with the trapped note, in place for the duration of `run` only.
 */
export async function withTrap<T>(db: Db, sqlstate: string, run: () => Promise<T>): Promise<T> {
  await db.exec(`
    CREATE FUNCTION test_trap() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.note = '${TRAPPED}' THEN RAISE EXCEPTION 'trap %', TG_OP USING ERRCODE = '${sqlstate}'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_trap BEFORE INSERT ON pos_action FOR EACH ROW EXECUTE FUNCTION test_trap();`);
  try {
    return await run();
  } finally {
    await db.exec(`DROP TRIGGER test_trap ON pos_action; DROP FUNCTION test_trap();`);
  }
}

/**
 * A registered tablet of one branch for a test: its codes `{branchCode}-{deviceNo}-{n}`, its
 * changes numbered in order as the acting user's, and its pushes' results.
 */
export async function testTablet(env: TestEnv, input: { who: SignedIn; userId: string; branchId: string; branchCode?: string }) {
  const { deviceId, deviceNo } = await registerDevice(env, input.who);
  let seq = 0;
  let n = 0;
  return {
    deviceId,
    code: () => `${input.branchCode ?? 'DT'}-${deviceNo}-${++n}`,
    change: (name: MutationName, args: object) => mutation({ name, args, deviceId, seq: ++seq, userId: input.userId, branchId: input.branchId }),
    push: async (mutations: readonly unknown[]) => pushResult(await push(env, input.who, deviceId, mutations)).results,
  };
}
export type TestTablet = Awaited<ReturnType<typeof testTablet>>;
