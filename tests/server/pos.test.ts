import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PosPath, type CashBillPrint, type CheckoutMethod, type PosActionCreateResult, type TransactionsByDateResult } from '../../src/domain/pos';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { checkoutMethodId, syncFingerprint } from './syncHelpers';

describe('POS actions online: create, checkout methods, drawer report, cash-bill print', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;
  let cash: string;
  let card: string;
  let lotusCash: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, manager, lotus] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'manager'), await signIn(env.app, 'lotus')];
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
    card = await checkoutMethodId(env.db, downtown, 'CARD');
    lotusCash = await checkoutMethodId(env.db, lotusBranch, 'CASH');
  });
  afterAll(async () => {
    await env.close();
  });

  let n = 0;
  const args = (over: Record<string, unknown> = {}) => {
    n += 1;
    return {
      id: randomUUID(),
      type: 'IN',
      value: 2000,
      note: 'change float',
      actionTime: `${TEST_TODAY} 09:15`,
      branchId: downtown,
      checkoutMethodId: cash,
      code: `DT-0-${n}`,
      ...over,
    };
  };
  const create = (payload: Record<string, unknown>, who: SignedIn = fd) =>
    env.app.inject({ method: 'POST', url: PosPath.CREATE, headers: who.headers, payload });
  const report = (payload: Record<string, unknown>, who: SignedIn = fd) =>
    env.app.inject({ method: 'POST', url: PosPath.TRANSACTIONS_BY_DATE, headers: who.headers, payload });

  it('creates a pay-in and logs it', async () => {
    const a = args({ note: '  float  ' });
    const res = await create(a);
    expect(res.statusCode).toBe(200);
    expect(body<PosActionCreateResult>(res)).toEqual({ success: true, message: 'Create success', result: { id: a.id, code: a.code } });
    const row = await env.db.one(`SELECT type, value_cents, note, device_id FROM pos_action WHERE id = $1`, [a.id]);
    expect(row).toEqual({ type: 'IN', value_cents: 2000, note: 'float', device_id: null });
    const log = await env.db.one<{ username: string; entity_type: string }>(
      `SELECT u.username, l.entity_type FROM action_log l JOIN app_user u ON u.id = l.user_id WHERE l.entity_id = $1`,
      [a.id],
    );
    expect(log).toEqual({ username: 'frontdesk', entity_type: 'POS_ACTION' });
  });

  it('refuses each bad input with its code and writes nothing', async () => {
    const taken = args();
    expect((await create(taken)).statusCode).toBe(200);
    const inactive = randomUUID();
    const tenant = await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown]);
    await env.db.query(`INSERT INTO checkout_method (id, tenant_id, code, name, priority, active) VALUES ($1, $2, 'OLD', 'Old', 9, false)`, [
      inactive,
      tenant.tenant_id,
    ]);
    const cases: [string, Record<string, unknown>, number, string, string?][] = [
      ['zero value', args({ value: 0 }), 400, 'VALIDATION', 'value'],
      ['negative value', args({ value: -100 }), 400, 'VALIDATION', 'value'],
      ['fractional cents', args({ value: 12.5 }), 400, 'VALIDATION', 'value'],
      ['too large', args({ value: 10_000_001 }), 400, 'VALIDATION', 'value'],
      ['TIP is not a pay-in/out', args({ type: 'TIP' }), 400, 'VALIDATION', 'type'],
      ['missing action time', args({ actionTime: undefined }), 400, 'VALIDATION', 'actionTime'],
      ['action time format', args({ actionTime: '20/11/2026 09:15' }), 400, 'VALIDATION', 'actionTime'],
      ['impossible date', args({ actionTime: '2026-02-30 09:15' }), 400, 'VALIDATION', 'actionTime'],
      ['note too long', args({ note: 'x'.repeat(501) }), 400, 'VALIDATION', 'note'],
      ['id not a uuid', args({ id: 'abc' }), 400, 'VALIDATION', 'id'],
      ['future action time', args({ actionTime: `${TEST_TODAY} 10:02` }), 400, 'ACTION_TIME_IN_FUTURE'],
      ["another tenant's checkout method", args({ checkoutMethodId: lotusCash }), 400, 'VALIDATION', 'checkoutMethodId'],
      ['inactive checkout method', args({ checkoutMethodId: inactive }), 400, 'VALIDATION', 'checkoutMethodId'],
      ['same id again', { ...args(), id: taken.id }, 409, 'DUPLICATE'],
      ['same code again', args({ code: taken.code }), 409, 'DUPLICATE', 'code'],
      ['branch not managed', args({ branchId: plateau }), 403, 'BRANCH_NOT_AUTHORISED'],
    ];
    const before = await syncFingerprint(env.db);
    for (const [name, payload, status, code, field] of cases) {
      const who = name === 'branch not managed' ? manager : fd;
      const res = await create(payload, who);
      expect(res.statusCode, name).toBe(status);
      const answer = res.json<{ code: string; result: unknown; fields?: Record<string, string> }>();
      expect(answer.code, name).toBe(code);
      expect(answer.result, name).toBeNull();
      // Forms show the message next to the field it names.
      if (field) expect(Object.keys(answer.fields ?? {}), name).toContain(field);
    }
    expect((await create(args(), lotus)).statusCode).toBe(403);
    expect(body(await create(args({ branchId: lotusBranch, checkoutMethodId: lotusCash }), lotus)).code).toBe('PLAN_UPGRADE_REQUIRED');
    expect(await syncFingerprint(env.db)).toBe(before);
  });

  it('lists the active checkout methods of the tenant in priority order', async () => {
    const res = await env.app.inject({ method: 'GET', url: PosPath.CHECKOUT_METHODS, headers: fd.headers });
    expect(res.statusCode).toBe(200);
    const methods = body<CheckoutMethod[]>(res).result;
    expect(methods.map((m) => [m.code, m.priority, m.isDefault, m.active])).toEqual([
      ['CASH', 1, true, true],
      ['CARD', 2, false, true],
      ['E_TRANSFER', 3, false, true],
      ['GIFT_CERTIFICATE', 4, false, true],
    ]);
    const lotusMethods = body<CheckoutMethod[]>(await env.app.inject({ method: 'GET', url: PosPath.CHECKOUT_METHODS, headers: lotus.headers })).result;
    expect(lotusMethods.map((m) => m.id)).toContain(lotusCash);
    expect(lotusMethods.map((m) => m.id)).not.toContain(cash);
    const anonymous = await env.app.inject({ method: 'GET', url: PosPath.CHECKOUT_METHODS });
    expect(anonymous.statusCode).toBe(401);
  });

  it('totals the drawer of a branch-local day and filters by checkout method', async () => {
    // The demo has already paid Plateau's completed bookings of today (cash, one card tip): counted on top.
    const seeded = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY })).result;
    const seededCash = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY, checkoutIds: [cash] })).result;
    const seededCard = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY, checkoutIds: [card] })).result;
    const plus = (base: TransactionsByDateResult['overview'], received: number, back: number) => ({
      amountReceived: base.amountReceived + received,
      amountBack: base.amountBack + back,
      remainBalance: base.remainBalance + received - back,
    });
    const posRows = (r: TransactionsByDateResult) => r.actions.filter((a) => a.kind === 'POS_ACTION' && a.type !== 'TIP');
    const rows = [
      args({ branchId: plateau, type: 'IN', value: 2000, actionTime: `${TEST_TODAY} 08:00`, code: 'PL-0-1' }),
      args({ branchId: plateau, type: 'IN', value: 500, actionTime: `${TEST_TODAY} 09:00`, code: 'PL-0-2', checkoutMethodId: card }),
      args({ branchId: plateau, type: 'OUT', value: 700, actionTime: `${TEST_TODAY} 09:30`, code: 'PL-0-3', note: 'supplies' }),
      // The evening before, in branch time (after midnight UTC): another day.
      args({ branchId: plateau, type: 'IN', value: 9900, actionTime: '2026-11-19 21:00', code: 'PL-0-4' }),
    ];
    for (const r of rows) expect((await create(r)).statusCode).toBe(200);
    const all = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY })).result;
    expect(all.overview).toEqual(plus(seeded.overview, 2500, 700));
    expect(posRows(all).map((a) => [a.code, a.type, a.value])).toEqual([
      ['PL-0-3', 'OUT', 700],
      ['PL-0-2', 'IN', 500],
      ['PL-0-1', 'IN', 2000],
    ]);
    expect(posRows(all)[0]).toEqual({
      id: rows[2]?.id, kind: 'POS_ACTION', type: 'OUT', code: 'PL-0-3', value: 700, changeBack: 0, checkoutMethodId: cash,
      checkoutMethodName: 'Cash', note: 'supplies', actionTime: `${TEST_TODAY} 09:30`, billId: null, bookingId: null, createdBy: 'Fiona Chen',
    });
    const cashOnly = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY, checkoutIds: [cash] })).result;
    expect(cashOnly.overview).toEqual(plus(seededCash.overview, 2000, 700));
    const cardOnly = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY, checkoutIds: [card] })).result;
    expect(posRows(cardOnly).map((a) => a.code)).toEqual(['PL-0-2']);
    expect(cardOnly.actions).toHaveLength(seededCard.actions.length + 1);
    const dayBefore = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: '2026-11-19' })).result;
    expect(dayBefore.overview).toEqual({ amountReceived: 9900, amountBack: 0, remainBalance: 9900 });
    expect((await report({ branchId: plateau, fromDate: '2026-11-31' })).statusCode).toBe(400);
  });

  it('prints a cash bill of a managed branch', async () => {
    const a = args({ type: 'OUT', value: 1234, note: 'taxi', code: 'DT-0-PRINT' });
    expect((await create(a)).statusCode).toBe(200);
    const res = await env.app.inject({ method: 'GET', url: `${PosPath.PRINT_BILL_CASH}?id=${a.id}`, headers: fd.headers });
    expect(res.statusCode).toBe(200);
    expect(body<CashBillPrint>(res).result).toEqual({
      id: a.id, code: 'DT-0-PRINT', type: 'OUT', value: 1234, note: 'taxi', actionTime: `${TEST_TODAY} 09:15`, checkoutMethodName: 'Cash',
      branch: { name: 'Downtown Toronto', address: '220 Yonge St, Toronto, ON', phone: '4165550100' }, createdBy: 'Fiona Chen',
    });
    expect((await env.app.inject({ method: 'GET', url: `${PosPath.PRINT_BILL_CASH}?id=nope`, headers: fd.headers })).statusCode).toBe(400);
  });

  it('reads nothing across tenants or unmanaged branches', async () => {
    // A Lotus record written straight to the table (its plan cannot create one).
    const lotusAction = randomUUID();
    const lotusUser = await env.db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM app_user WHERE username = 'lotus'`);
    await env.db.query(
      `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, note, action_time, checkout_method_id, code, created_by, created_at)
       VALUES ($1, $2, $3, 'IN', 4200, 'secret', $4, $5, 'LN-1-1', $6, $4)`,
      [lotusAction, lotusUser.tenant_id, lotusBranch, new Date('2026-11-20T14:00:00Z'), lotusCash, lotusUser.id],
    );
    const admin = await signIn(env.app, 'admin');
    const print = await env.app.inject({ method: 'GET', url: `${PosPath.PRINT_BILL_CASH}?id=${lotusAction}`, headers: admin.headers });
    expect(print.statusCode).toBe(404);
    expect(body(print)).toMatchObject({ success: false, code: 'NOT_FOUND', result: null });
    const foreign = await report({ branchId: lotusBranch, fromDate: TEST_TODAY }, admin);
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign)).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED', result: null });
    // A Maple record of a branch the manager does not manage.
    const plateauRow = await env.db.one<{ id: string }>(`SELECT id FROM pos_action WHERE branch_id = $1 LIMIT 1`, [plateau]);
    expect((await env.app.inject({ method: 'GET', url: `${PosPath.PRINT_BILL_CASH}?id=${plateauRow.id}`, headers: manager.headers })).statusCode).toBe(404);
    expect(body(await report({ branchId: plateau, fromDate: TEST_TODAY }, manager)).code).toBe('BRANCH_NOT_AUTHORISED');
    // Lotus own drawer: its plan has no appointments.
    expect(body(await report({ branchId: lotusBranch, fromDate: TEST_TODAY }, lotus)).code).toBe('PLAN_UPGRADE_REQUIRED');
    // A foreign checkout id in the filter selects nothing of this tenant.
    const filtered = body<TransactionsByDateResult>(await report({ branchId: plateau, fromDate: TEST_TODAY, checkoutIds: [lotusCash] })).result;
    // (The tax summary is the branch's whole day whatever the filter: not this test's concern.)
    expect(filtered).toMatchObject({ overview: { amountReceived: 0, amountBack: 0, remainBalance: 0 }, actions: [] });
  });
});
