/** A throw-away tablet for offline-engine tests: its own Dexie database, api client and clock. */
import type { BranchSummary } from '../../src/domain/api';
import type { CheckoutMethod } from '../../src/domain/pos';
import { createApiClient } from '../../src/data/api-client';
import type { DataEnv } from '../../src/data/data-env';
import { DEVICE_KEY, FrontDeskDb, MetaKey } from '../../src/data/db';
import type { PosActionContext } from '../../src/data/pos-actions';
import { checkLogin } from './fixtures';

export const USER_ID = '0b5f2a8e-6c1d-4e7a-9f3b-2d4c6e8a0b1c';
export const DEVICE_ID = '7d1e3f5a-9b2c-4d6e-8f0a-1b3c5d7e9f2a';
export const BRANCH: BranchSummary = {
  id: '3c8e1a2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Queen West',
  code: 'QW',
  timeZone: 'America/Toronto',
};
export const CASH: CheckoutMethod = {
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  code: 'CASH',
  name: 'Cash',
  priority: 1,
  isDefault: true,
  active: true,
};
export const CARD: CheckoutMethod = { ...CASH, id: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e', code: 'CARD', name: 'Card', isDefault: false };

/** 10:00 in Toronto on 2026-11-20. */
export const NOW = new Date('2026-11-20T15:00:00Z');
export const TODAY = '2026-11-20';

export const posCtx: PosActionContext = { branch: BRANCH, userName: 'Front Desk' };

export type TestClock = { now: () => Date; advance: (ms: number) => void };

export function clock(start = NOW): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms) };
}

let counter = 0;

/** A fresh database name per call, so tests never share state. */
export function makeEnv(options: { clock?: TestClock; fetch?: typeof fetch } = {}): DataEnv {
  counter += 1;
  const c = options.clock ?? clock();
  return {
    db: new FrontDeskDb(`engine-test-${counter}-${crypto.randomUUID()}`),
    api: createApiClient(options.fetch ? { fetch: options.fetch } : {}),
    now: c.now,
    random: () => 0.5,
  };
}

/** What a signed-in, registered tablet has: session, current user, device, cash method. */
export async function seedTablet(env: DataEnv, options: { deviceNo?: number; deviceId?: string } = {}): Promise<void> {
  const { db } = env;
  await db.sessions.put({
    userId: USER_ID,
    checkLogin: { ...checkLogin({ userId: USER_ID, branchId: BRANCH.id }), branch: BRANCH },
    menu: null,
    loadConfig: null,
    language: null,
    branchConfig: null,
    savedAt: 0,
  });
  await db.meta.put({ key: MetaKey.CURRENT_USER, value: USER_ID });
  await db.device.put({
    key: DEVICE_KEY,
    deviceId: options.deviceId ?? DEVICE_ID,
    deviceNo: options.deviceNo ?? 3,
    nextSeq: 1,
    billCounters: {},
    registeredAt: 0,
    lastSyncedAt: null,
  });
  await db.checkoutMethods.put({ branchId: BRANCH.id, methods: [CASH, CARD], fetchedAt: 0 });
}
