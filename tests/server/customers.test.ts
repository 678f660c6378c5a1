import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../src/domain/api';
import type { CustomerDetail, CustomerSearchBody, CustomerSearchResult } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { body, branchIdByName, csrf, fingerprint, setupTestEnv, signIn, TEST_NOW, type SignedIn, type TestEnv } from './helpers';
import { addNote, grantAppointmentPlanToLotus, insertBooking, insertCustomer } from './readFixtures';

const hoursAgo = (h: number) => new Date(TEST_NOW.getTime() - h * 3_600_000);

describe('customer search and detail', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;
  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });

  const search = (payload: Partial<CustomerSearchBody> & Record<string, unknown>, headers: Record<string, string> = fd.headers) =>
    env.app.inject({ method: 'POST', url: BookingReadPath.CUSTOMER_SEARCH, headers, payload });
  const found = async (payload: Partial<CustomerSearchBody>, headers?: Record<string, string>) => {
    const res = await search(payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return body<CustomerSearchResult>(res).result;
  };
  const detail = (id: string, headers: Record<string, string> = fd.headers) =>
    env.app.inject({ method: 'GET', url: `${BookingReadPath.CUSTOMER_DETAIL}/${id}`, headers });

  it('finds by part of the name, case-insensitively, ordered by name, with a formatted label', async () => {
    const { name } = await env.db.one<{ name: string }>(`SELECT name FROM customer WHERE branch_id = $1 ORDER BY name LIMIT 1 OFFSET 10`, [downtown]);
    const part = (name.split(' ')[1] ?? name).slice(0, 4).toLowerCase();
    const { options, total } = await found({ branchId: downtown, query: `  ${part} ` });
    expect(options.length).toBeGreaterThan(0);
    expect(total).toBe(options.length);
    expect(options.every((o) => o.name.toLowerCase().includes(part))).toBe(true);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const expected = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer WHERE branch_id = $1 AND active AND name ILIKE $2`,
      [downtown, `%${part}%`],
    );
    expect(total).toBe(expected.n);
    for (const o of options) {
      expect(o.phone).toMatch(/^\d{10}$/);
      expect(o.label).toBe(`${o.name} - ${o.phone.slice(0, 3)} ${o.phone.slice(3, 6)} ${o.phone.slice(6)}`);
    }
  });

  it('finds by phone digits typed with spaces, and labels with the branch phone format', async () => {
    const { phone } = await env.db.one<{ phone: string }>(`SELECT phone FROM customer WHERE branch_id = $1 ORDER BY name LIMIT 1`, [plateau]);
    const typed = `${phone.slice(3, 6)} ${phone.slice(6)}`;
    const { options } = await found({ branchId: plateau, query: typed });
    expect(options.map((o) => o.phone)).toContain(phone);
    expect(options.every((o) => o.phone.includes(phone.slice(3)))).toBe(true);
    const mine = options.find((o) => o.phone === phone);
    expect(mine?.label).toBe(`${mine?.name} - (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  });

  it('pages through the whole branch with start and limit; total counts every match', async () => {
    const { n } = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM customer WHERE branch_id = $1 AND active`, [downtown]);
    const first = await found({ branchId: downtown, start: 0, limit: 5 });
    const second = await found({ branchId: downtown, start: 5, limit: 5 });
    expect(first.total).toBe(n);
    expect(second.total).toBe(n);
    expect(first.options).toHaveLength(5);
    expect(second.options).toHaveLength(5);
    const ids = [...first.options, ...second.options].map((o) => o.value);
    expect(new Set(ids).size).toBe(10);
    expect((first.options.at(-1)?.name ?? '') <= (second.options[0]?.name ?? '')).toBe(true);
    const byDefault = await found({ branchId: downtown });
    expect(byDefault.options).toHaveLength(Math.min(n, 100));
  });

  it('puts the chosen customer first, with notes newest first and the blocked flag', async () => {
    const id = await insertCustomer(env.db, { branchId: downtown, name: 'ZZ CHOSEN ONE', phone: '4165559991', blocked: true, createdAt: hoursAgo(48) });
    await addNote(env.db, id, 'older note', hoursAgo(5));
    await addNote(env.db, id, 'newer note', hoursAgo(1));
    const result = await found({ branchId: downtown, query: 'a', limit: 3, customerId: id });
    expect(result.options).toHaveLength(4);
    expect(result.options[0]).toMatchObject({ value: id, name: 'ZZ CHOSEN ONE', block: true, label: 'ZZ CHOSEN ONE - 416 555 9991' });
    expect(result.options[0]?.notes.map((n) => n.note)).toEqual(['newer note', 'older note']);
    expect(result.options[0]?.notes[0]?.createdTime).toBe('2026-11-20 09:00');
    // Matching the query it is not repeated.
    const matching = await found({ branchId: downtown, query: 'chosen', customerId: id });
    expect(matching.options.map((o) => o.value)).toEqual([id]);
    expect(matching.total).toBe(1);
    // Another branch's customer is not pulled in.
    const elsewhere = await found({ branchId: plateau, query: 'zzzz-none', customerId: id });
    expect(elsewhere).toEqual({ options: [], total: 0 });
  });

  it('leaves inactive customers out and matches % and _ literally', async () => {
    await insertCustomer(env.db, { branchId: downtown, name: 'GONE 100%_CUSTOMER', phone: '4165559992', active: false, createdAt: hoursAgo(48) });
    expect((await found({ branchId: downtown, query: 'gone' })).total).toBe(0);
    expect((await found({ branchId: downtown, query: '%' })).total).toBe(0);
    expect((await found({ branchId: downtown, query: '___' })).total).toBe(0);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await fingerprint(env.db);
    const bad: Record<string, unknown>[] = [
      {},
      { branchId: 'nope' },
      { branchId: downtown, limit: 0 },
      { branchId: downtown, limit: 101 },
      { branchId: downtown, start: -1 },
      { branchId: downtown, query: 'x'.repeat(101) },
      { branchId: downtown, customerId: 'not-a-uuid' },
    ];
    for (const payload of bad) {
      const res = await search(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', result: null });
    }
    expect((await detail('not-a-uuid')).statusCode).toBe(400);
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('gives the detail with notes and the latest ten visits, cancelled guests not counted', async () => {
    const id = await insertCustomer(env.db, { branchId: downtown, name: 'DETAIL CUSTOMER', phone: '4165559993', createdAt: hoursAgo(30 * 24) });
    await addNote(env.db, id, 'likes tea', hoursAgo(2));
    await env.db.query(`UPDATE customer SET birth_day = '1990-04-05', level = 'Gold' WHERE id = $1`, [id]);
    const visits: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { bookingId } = await insertBooking(env.db, {
        branchId: downtown, code: `DT-T${100 + i}`, customerId: id, customerName: 'DETAIL CUSTOMER', phone: '4165559993',
        start: hoursAgo(24 * (12 - i)), status: BookingStatus.COMPLETED,
        guests: [
          { name: 'DETAIL CUSTOMER', status: BookingStatus.COMPLETED, segments: [{ priceCents: 5000 }, { priceCents: 1250 }, { priceCents: 999, active: false }] },
          { name: 'DETAIL GUEST', status: i % 2 ? BookingStatus.CANCEL : BookingStatus.NO_SHOW, segments: [{ priceCents: 7000 }] },
        ],
      });
      visits.push(bookingId);
    }
    const res = await detail(id);
    expect(res.statusCode).toBe(200);
    const customer = body<CustomerDetail>(res).result;
    expect(customer).toMatchObject({
      id, name: 'DETAIL CUSTOMER', phone: '4165559993', email: null, birthDay: '1990-04-05', block: false, level: 'Gold',
      amountMoney: 4500, createdTime: '2026-10-21 11:00',
    });
    expect(customer.notes.map((n) => n.note)).toEqual(['likes tea']);
    expect(customer.recentBookings.map((b) => b.id)).toEqual(visits.slice(2).reverse());
    expect(customer.recentBookings.every((b) => b.totalAmount === 6250 && b.status === BookingStatus.COMPLETED)).toBe(true);
    expect(customer.recentBookings[0]?.startTime).toBe('2026-11-19 10:00');
  });

  it('answers 404 for an unknown id and needs sign-in and the right', async () => {
    const missing = await detail(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toMatchObject({ success: false, code: 'NOT_FOUND', result: null });
    const anyone = (await env.db.one<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 LIMIT 1`, [downtown])).id;
    expect((await env.app.inject({ method: 'GET', url: `${BookingReadPath.CUSTOMER_DETAIL}/${anyone}` })).statusCode).toBe(401);
    const { headers } = await csrf(env.app);
    expect((await search({ branchId: downtown }, headers)).statusCode).toBe(401);
    const trainee = await signIn(env.app, 'trainee');
    expect(body(await search({ branchId: downtown }, trainee.headers)).code).toBe('FORBIDDEN');
    expect(body(await detail(anyone, trainee.headers)).code).toBe('FORBIDDEN');
    const manager = await signIn(env.app, 'manager');
    const plateauCustomer = (await env.db.one<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    expect(body(await detail(plateauCustomer, manager.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(body(await search({ branchId: plateau }, manager.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
  });

  it('never shows another tenant its customers', async () => {
    const lotus = await signIn(env.app, 'lotus');
    const maple = (await env.db.one<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 LIMIT 1`, [downtown])).id;
    expect(body(await detail(maple, lotus.headers)).code).toBe('PLAN_UPGRADE_REQUIRED');
    await grantAppointmentPlanToLotus(env.db);
    const foreign = await detail(maple, lotus.headers);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).result).toBeNull();
    expect(body(await search({ branchId: downtown }, lotus.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
    // Its own search, even naming a Maple customer, gives Lotus customers only.
    const own = await found({ branchId: lotusBranch, customerId: maple }, lotus.headers);
    const { n } = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM customer WHERE branch_id = $1`, [lotusBranch]);
    expect(own.total).toBe(n);
    expect(own.options.map((o) => o.value)).not.toContain(maple);
    const lotusCustomer = (await env.db.one<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 LIMIT 1`, [lotusBranch])).id;
    const admin = await signIn(env.app, 'admin');
    expect((await detail(lotusCustomer, admin.headers)).statusCode).toBe(404);
  });
});
