import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrontDeskDb } from '../../src/data/db';
import { isDatabaseBlocked, setReloadHandler, subscribeDatabaseBlocked } from '../../src/data/db-lifecycle';
import { checkLogin } from './fixtures';

const names: string[] = [];
function uniqueName(): string {
  const name = `upgrade-${crypto.randomUUID()}`;
  names.push(name);
  return name;
}
afterEach(async () => {
  setReloadHandler(null);
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** Version 1 exactly as released: the schema of the first build. */
function openV1(name: string): Dexie {
  const v1 = new Dexie(name);
  v1.version(1).stores({
    sessions: '&userId, savedAt',
    meta: '&key',
    days: '&key, branchId, date, fetchedAt',
    clipboards: '&branchId',
  });
  return v1;
}

/** Version 2 exactly as released: the offline engine's tables added. */
function openV2(name: string): Dexie {
  const v2 = new Dexie(name);
  v2.version(1).stores({ sessions: '&userId, savedAt', meta: '&key', days: '&key, branchId, date, fetchedAt', clipboards: '&branchId' });
  v2.version(2).stores({
    device: '&key',
    outbox: '++localOrder, &id, seq, state, name, branchId',
    attention: '&id, refusedAt, waitsFor',
    checkoutMethods: '&branchId',
    drawerSnapshots: '&key, branchId',
    receipts: '&posActionId, branchId',
  });
  return v2;
}

const session = {
  userId: 'u1',
  checkLogin: checkLogin(),
  menu: null,
  loadConfig: null,
  language: null,
  branchConfig: null,
  savedAt: 123,
};
const daySnapshot = {
  key: 'b1:2026-11-20',
  branchId: 'b1',
  date: '2026-11-20',
  config: null,
  technicians: [],
  bookings: [],
  guests: [],
  fetchedAt: 456,
};

describe('database versions', () => {
  it('a v1 database with a session and a day upgrades to the current version without loss', async () => {
    const name = uniqueName();
    const v1 = openV1(name);
    await v1.table('sessions').put(session);
    await v1.table('meta').put({ key: 'currentUserId', value: 'u1' });
    await v1.table('days').put(daySnapshot);
    v1.close();

    const db = new FrontDeskDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.sessions.get('u1')).toEqual(session);
    expect(await db.meta.get('currentUserId')).toEqual({ key: 'currentUserId', value: 'u1' });
    expect(await db.days.get('b1:2026-11-20')).toEqual(daySnapshot);
    // The new tables exist and are empty.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.attention.count()).toBe(0);
    expect(await db.device.count()).toBe(0);
    expect(await db.receipts.count()).toBe(0);
    expect(await db.drawerSnapshots.count()).toBe(0);
    expect(await db.checkoutMethods.count()).toBe(0);
    expect(await db.serviceTrees.count()).toBe(0);
    expect(await db.boardConfirmed.count()).toBe(0);
    expect(await db.paymentOptions.count()).toBe(0);
    expect(await db.bills.count()).toBe(0);
    expect(await db.customerLoyalty.count()).toBe(0);
    expect(await db.carts.count()).toBe(0);
    expect(await db.cartOptions.count()).toBe(0);
    expect(await db.adminCopies.count()).toBe(0);
    db.close();
  });

  it('a v4 database with a cart made here and a queued change upgrades to v5 without loss, with the back office copies empty', async () => {
    const name = uniqueName();
    const v4 = openV2(name);
    v4.version(3).stores({ serviceTrees: '&branchId', boardConfirmed: '&id, branchId, confirmedAt' });
    v4.version(4).stores({
      paymentOptions: '&branchId',
      bills: '&id, bookingId, branchId',
      customerLoyalty: '&customerId',
      carts: '&id, branchId, bookingId, savedAt',
      cartOptions: '&branchId',
    });
    const entry = { id: 'm7', seq: 2, state: 'pending', name: 'cart.save', branchId: 'b1', args: { id: 'cart1' } };
    await v4.table('outbox').add(entry);
    await v4.table('carts').put({ id: 'cart1', branchId: 'b1', bookingId: null, code: 'DT-2-1', madeHere: true, savedAt: 11 });
    v4.close();

    const db = new FrontDeskDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.outbox.where('id').equals('m7').first()).toMatchObject(entry);
    expect(await db.carts.get('cart1')).toMatchObject({ code: 'DT-2-1', madeHere: true });
    expect(await db.adminCopies.count()).toBe(0);
    await db.adminCopies.put({ key: 'u1|product-list|b1||1|', userId: 'u1', data: { items: [] }, savedAt: 12 });
    expect(await db.adminCopies.where('userId').equals('u1').count()).toBe(1);
    db.close();
  });

  it('a v3 database with a queued booking and a stored service tree upgrades to v4 without loss', async () => {
    const name = uniqueName();
    const v3 = openV2(name);
    v3.version(3).stores({ serviceTrees: '&branchId', boardConfirmed: '&id, branchId, confirmedAt' });
    const entry = { id: 'm9', seq: 4, state: 'pending', name: 'booking.create', branchId: 'b1', args: { code: 'DT-3-1' } };
    await v3.table('outbox').add(entry);
    await v3.table('serviceTrees').put({ branchId: 'b1', groups: [{ id: 'g', name: 'Nails', children: [] }], fetchedAt: 7 });
    await v3.table('boardConfirmed').put({ id: 'c1', branchId: 'b1', confirmedAt: 9, mutation: { id: 'c1' } });
    v3.close();

    const db = new FrontDeskDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.outbox.where('id').equals('m9').first()).toMatchObject(entry);
    expect(await db.serviceTrees.get('b1')).toMatchObject({ fetchedAt: 7 });
    expect(await db.boardConfirmed.get('c1')).toMatchObject({ confirmedAt: 9 });
    expect(await db.bills.where('bookingId').equals('x').count()).toBe(0);
    db.close();
  });

  it('a v2 database with queued changes upgrades keeping every one of them', async () => {
    const name = uniqueName();
    const v2 = openV2(name);
    const entry = { id: 'm1', seq: 1, state: 'pending', name: 'posAction.create', branchId: 'b1', args: { value: 100 } };
    await v2.table('outbox').add(entry);
    await v2.table('device').put({ key: 'this-device', deviceId: 'd1', deviceNo: 3, nextSeq: 2, billCounters: { b1: 1 } });
    await v2.table('days').put(daySnapshot);
    v2.close();

    const db = new FrontDeskDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.outbox.where('id').equals('m1').first()).toMatchObject(entry);
    expect(await db.device.get('this-device')).toMatchObject({ deviceNo: 3, nextSeq: 2 });
    expect(await db.days.get('b1:2026-11-20')).toEqual(daySnapshot);
    await db.serviceTrees.put({ branchId: 'b1', groups: [], fetchedAt: 1 });
    expect(await db.serviceTrees.count()).toBe(1);
    db.close();
  });

  it('versionchange: closes this connection and reloads through the injected callback', async () => {
    const name = uniqueName();
    const db = new FrontDeskDb(name);
    await db.open();
    const reload = vi.fn();
    setReloadHandler(reload);

    // A newer build in another tab opens the next version.
    const newer = new Dexie(name);
    newer.version(99).stores({ extra: '&id' });
    await newer.open();
    expect(reload).toHaveBeenCalledWith(name);
    expect(db.isOpen()).toBe(false);
    newer.close();
  });

  it('blocked: an old tab that holds on raises a message event until it lets go', async () => {
    const name = uniqueName();
    // An old tab on v1 that ignores versionchange.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 10);
      req.onupgradeneeded = () => req.result.createObjectStore('meta', { keyPath: 'key' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const seen = vi.fn();
    const off = subscribeDatabaseBlocked(seen);
    const db = new FrontDeskDb(name);
    const opening = db.open();
    await vi.waitFor(() => expect(isDatabaseBlocked()).toBe(true));
    expect(seen).toHaveBeenCalled();
    old.close();
    await opening;
    // Told on the next task, outside Dexie's zone of the opening.
    await vi.waitFor(() => expect(isDatabaseBlocked()).toBe(false));
    off();
    db.close();
  });
});
