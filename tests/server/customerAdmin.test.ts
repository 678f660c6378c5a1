import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/domain/admin/list';
import type { SavedId } from '../../src/domain/catalogue/contract';
import type { CustomerDetail } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { EMPTY_CUSTOMER_VALUES, type CustomerValues } from '../../src/domain/people/customer';
import { CustomerPath, type CustomerAdminDetail, type CustomerRow } from '../../src/domain/people/customer-contract';
import { body, branchIdByName, signIn, type SignedIn, type TestEnv } from './helpers';
import { setupCatalogueEnv } from './catalogueHelpers';
import { get, post } from './peopleFixtures';

type Refusal = { success: false; code: string; message: string; fields?: Record<string, string> };

const customer = (over: Partial<CustomerValues> = {}): CustomerValues => ({
  ...EMPTY_CUSTOMER_VALUES,
  name: 'xanthe  bell',
  phone: '905 555 0101',
  code: 'nb-1',
  emails: 'nora@old.example, nora@example.com',
  address: '12 Queen St',
  level: 'Gold',
  birthDay: '1991-11-03',
  notes: [{ id: null, note: 'Allergic to acetone' }],
  ...over,
});

describe('the customers screen', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupCatalogueEnv());
  });
  afterAll(async () => {
    await env.close();
  });

  const create = (values: CustomerValues, branchId = downtown, who: SignedIn = admin) => post(env, who, CustomerPath.CREATE, { ...values, branchId });
  const created = async (values: CustomerValues, branchId = downtown) => {
    const res = await create(values, branchId);
    expect(res.statusCode, res.body).toBe(200);
    return body<SavedId>(res).result.id;
  };
  const detail = async (id: string, who: SignedIn = admin) => body<CustomerAdminDetail>(await get(env, who, `${CustomerPath.DETAIL}/${id}`)).result;
  const asValues = (d: CustomerAdminDetail, over: Partial<CustomerValues> = {}): CustomerValues & { id: string } => ({
    id: d.id, name: d.name, phone: d.phone, code: d.code ?? '', emails: d.emails, address: d.address ?? '', description: d.description ?? '',
    level: d.level, mainTechnicianId: d.mainTechnician?.id ?? null, receiveEmail: d.receiveEmail, receiveSms: d.receiveSms,
    birthDay: d.birthDay ?? '', active: d.active, blocked: d.blocked, notes: d.notes.map((n) => ({ id: n.id, note: n.note })), ...over,
  });
  const list = async (query: string, who: SignedIn = admin) => body<Page<CustomerRow>>(await get(env, who, `${CustomerPath.LIST}?branchId=${downtown}&${query}`)).result;
  const refusal = (res: { statusCode: number; json: <T>() => T }) => ({ status: res.statusCode, ...res.json<Refusal>() });
  const customerRows = async () => {
    const row = await env.db.one<{ f: string }>(
      `SELECT md5(coalesce((SELECT string_agg(c::text, '|' ORDER BY c.id) FROM customer c), '')
               || coalesce((SELECT string_agg(n::text, '|' ORDER BY n.id) FROM customer_note n), '')
               || (SELECT count(*)::text FROM action_log)) AS f`,
    );
    return row.f;
  };

  it('creates a customer: the name in capitals, the phone as digits, the code in capitals, every email kept and the last one used, the note saved, the creation logged', async () => {
    const id = await created(customer());
    const d = await detail(id);
    expect(d).toMatchObject({
      name: 'XANTHE  BELL', phone: '9055550101', code: 'NB-1', emails: 'nora@old.example, nora@example.com', email: 'nora@example.com',
      level: 'Gold', birthDay: '1991-11-03', active: true, blocked: false, deletable: true, branchId: downtown,
      spentThisMonth: 0, spentThisYear: 0, bookings: [], bills: [], giftCards: [],
    });
    expect(d.notes.map((n) => n.note)).toEqual(['Allergic to acetone']);
    const log = await env.db.one<{ action: string; entity_type: string; edit_info: { new: Record<string, unknown> } }>(
      `SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1`, [id]);
    expect(log).toMatchObject({ action: 'create', entity_type: 'CUSTOMER', edit_info: { new: { name: 'XANTHE  BELL', phone: '9055550101', notes: ['Allergic to acetone'] } } });
  });

  it('refuses a phone another customer of the branch holds and a code anyone in the business holds; the same phone is fine in another branch', async () => {
    const before = await customerRows();
    expect(refusal(await create(customer({ code: 'OTHER' })))).toMatchObject({ status: 409, code: 'PHONE_EXISTS', message: 'Phone number already exists' });
    expect(refusal(await create(customer({ phone: '905 555 0102', code: 'nb-1 ' })))).toMatchObject({ status: 409, code: 'CODE_EXISTS', message: 'Code already exists' });
    expect(refusal(await create(customer({ phone: '905 555 0102' }), plateau))).toMatchObject({ status: 409, code: 'CODE_EXISTS' });
    expect(await customerRows()).toBe(before);
    const inPlateau = await created(customer({ code: '' }), plateau);
    expect((await detail(inPlateau)).branchId).toBe(plateau);

    const other = await created(customer({ name: 'Omar Diaz', phone: '905 555 0103', code: 'OD-1' }));
    const d = await detail(other);
    expect(refusal(await post(env, admin, CustomerPath.UPDATE, asValues(d, { phone: '9055550101' })))).toMatchObject({ status: 409, code: 'PHONE_EXISTS' });
    expect(refusal(await post(env, admin, CustomerPath.UPDATE, asValues(d, { code: 'NB-1' })))).toMatchObject({ status: 409, code: 'CODE_EXISTS' });
    // Keeping one's own phone and code is no clash.
    expect((await post(env, admin, CustomerPath.UPDATE, asValues(d, { address: '1 King St' }))).statusCode).toBe(200);
  });

  it('adds, edits and deletes notes; blocking is logged as a change of status', async () => {
    const id = await created(customer({ name: 'Pia Noor', phone: '905 555 0104', code: '', notes: [{ id: null, note: 'First' }, { id: null, note: 'Second' }] }));
    const d = await detail(id);
    const [first, second] = d.notes;
    expect(d.notes.map((n) => n.note).sort()).toEqual(['First', 'Second']);
    const res = await post(env, admin, CustomerPath.UPDATE, asValues(d, {
      notes: [{ id: null, note: 'Third' }, { id: first?.id ?? null, note: `${first?.note} (edited)` }],
    }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(id);
    expect(after.notes.map((n) => n.note).sort()).toEqual([`${first?.note} (edited)`, 'Third']);
    expect(after.notes.some((n) => n.id === second?.id)).toBe(false);

    expect((await post(env, admin, CustomerPath.UPDATE, asValues(after, { blocked: true }))).statusCode).toBe(200);
    const log = await env.db.one<{ action: string; edit_info: { old: Record<string, unknown>; new: Record<string, unknown> } }>(
      `SELECT action, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time DESC, id DESC LIMIT 1`, [id]);
    expect(log).toMatchObject({ action: 'change status', edit_info: { old: { blocked: false }, new: { blocked: true } } });
    // The booking form's own read shows the block and the notes.
    const forBooking = body<CustomerDetail>(await get(env, admin, `${BookingReadPath.CUSTOMER_DETAIL}/${id}`)).result;
    expect(forBooking.block).toBe(true);
    expect(forBooking.notes).toHaveLength(2);

    // A note id of another customer is not this customer's to change.
    const other = await detail(await created(customer({ name: 'Quinn Lee', phone: '905 555 0105', code: '' })));
    const stolen = await post(env, admin, CustomerPath.UPDATE, asValues(after, { notes: [{ id: other.notes[0]?.id ?? null, note: 'mine now' }] }));
    expect(stolen.statusCode).toBe(400);
    expect((await detail(other.id)).notes.map((n) => n.note)).toEqual(['Allergic to acetone']);
  });

  it('refuses bad input with the field messages and writes nothing', async () => {
    const before = await customerRows();
    const bad = await create(customer({ name: ' ', phone: '905 555', code: 'a b', emails: 'ok@example.com, nope', birthDay: '2026-02-30', notes: [{ id: null, note: '' }] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Refusal>().fields).toEqual({
      name: 'Please fill out this field', phone: 'Please enter 10 digits number', code: expect.any(String), emails: 'Email is invalid!',
      birthDay: expect.any(String), 'notes.0.note': 'Please fill out this field',
    });
    expect((await create(customer({ phone: '' }))).json<Refusal>().fields).toEqual({ phone: 'Please fill out this field' });
    const technicianOfPlateau = (await env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    expect((await create(customer({ phone: '905 555 0190', code: '', mainTechnicianId: technicianOfPlateau }))).statusCode).toBe(400);
    expect((await post(env, admin, CustomerPath.CREATE, { ...customer(), branchId: downtown, level: 'Platinum' })).statusCode).toBe(400);
    expect((await post(env, admin, CustomerPath.CREATE, { ...customer({ phone: '905 555 0191', code: '' }), branchId: downtown, notes: [{ id: crypto.randomUUID(), note: 'x' }] })).statusCode).toBe(400);
    expect((await get(env, admin, `${CustomerPath.LIST}?branchId=${downtown}&sort=password`)).statusCode).toBe(400);
    expect((await get(env, admin, `${CustomerPath.LIST}?branchId=${downtown}&blocked=maybe`)).statusCode).toBe(400);
    expect(await customerRows()).toBe(before);
  });

  it('lists the branch’s customers 15 a page, searched by name, phone or code and filtered by level, blocked, active, main technician and birthday this month', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, size: 15 });
    expect(first.items).toHaveLength(15);
    expect(first.total).toBeGreaterThan(100);
    expect(first.items.every((c) => c.branchId === downtown)).toBe(true);
    const second = await list('page=2');
    expect(second.items.some((c) => first.items.some((f) => f.id === c.id))).toBe(false);

    expect((await list('query=xanthe')).items.map((c) => c.code)).toEqual(['NB-1']);
    expect((await list('query=905 555 0101')).items.map((c) => c.name)).toEqual(['XANTHE  BELL']);
    expect((await list('query=od-1')).items.map((c) => c.name)).toEqual(['OMAR DIAZ']);

    const technician = (await env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 ORDER BY name LIMIT 1`, [downtown])).id;
    const rita = await created(customer({ name: 'Rita Moss', phone: '905 555 0106', code: 'RM-1', level: 'Diamond', birthDay: '1985-11-30', mainTechnicianId: technician, blocked: true, active: false, notes: [] }));
    expect((await list(`technicianId=${technician}`)).items.map((c) => c.id)).toEqual([rita]);
    const blocked = await list('blocked=true&query=905 555 01');
    expect(blocked.items.map((c) => c.id)).toContain(rita);
    expect(blocked.items.every((c) => c.blocked)).toBe(true);
    expect((await list('active=false&level=Diamond&query=905 555 01')).items.map((c) => c.id)).toEqual([rita]);
    // The test clock stands on 2026-11-20 in Toronto: November birthdays, whatever the year.
    const november = await list('birthdayThisMonth=true&size=100&query=905 555 01');
    expect(november.items.map((c) => c.name).sort()).toEqual(expect.arrayContaining(['XANTHE  BELL', 'RITA MOSS']));
    expect(november.items.every((c) => c.birthDay?.slice(5, 7) === '11')).toBe(true);
    expect((await list('sort=birthDay&order=asc&size=5')).items).toHaveLength(5);
  });

  it('exports every row the filters match as Excel-friendly CSV, not only the page', async () => {
    const res = await get(env, admin, `${CustomerPath.EXPORT}?branchId=${downtown}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Name","Phone","Code","Email","Level","Main technician","Birthday","Active","Blocked","Created"');
    expect(lines.length - 1).toBe((await list('')).total);
    const filtered = (await get(env, admin, `${CustomerPath.EXPORT}?branchId=${downtown}&query=xanthe`)).body.trimEnd().split('\r\n');
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toContain('"XANTHE  BELL","905 555 0101","NB-1","nora@example.com","Gold"');
  });

  it('shows a customer’s bookings, bills with their totals, loyalty and what they spent this month and year; one with bookings cannot be deleted', async () => {
    const seeded = await env.db.one<{ id: string }>(
      `SELECT b.customer_id AS id FROM bill b WHERE b.branch_id = $1 AND b.status = 'PAID' AND b.customer_id IS NOT NULL ORDER BY b.code LIMIT 1`, [plateau]);
    const d = await detail(seeded.id);
    expect(d.bookings.length).toBeGreaterThan(0);
    expect(d.bills.length).toBeGreaterThan(0);
    const paid = await env.db.one<{ total: number }>(`SELECT coalesce(sum(total_cents), 0)::int AS total FROM bill WHERE customer_id = $1 AND status = 'PAID'`, [seeded.id]);
    expect(d.spentThisMonth).toBe(paid.total);
    expect(d.spentThisYear).toBe(paid.total);
    expect(d.loyalty.amountMoney).toBeGreaterThanOrEqual(0);
    expect(d.deletable).toBe(false);
    const refused = await post(env, admin, `${CustomerPath.DELETE}?id=${seeded.id}`, {});
    expect(refusal(refused)).toMatchObject({ code: 'DELETE_ASSOCIATED', message: 'This record could not be deleted because of an association.' });

    const fresh = await created(customer({ name: 'Sam Ode', phone: '905 555 0107', code: '' }));
    expect((await post(env, admin, `${CustomerPath.DELETE}?id=${fresh}`, {})).statusCode).toBe(200);
    expect((await get(env, admin, `${CustomerPath.DETAIL}/${fresh}`)).statusCode).toBe(404);
    const log = await env.db.one<{ action: string; entity_type: string }>(`SELECT action, entity_type FROM action_log WHERE entity_id = $1 ORDER BY action_time DESC LIMIT 1`, [fresh]);
    expect(log).toEqual({ action: 'delete', entity_type: 'CUSTOMER' });
  });

  it('gates each call with its right: access to see, create, update and delete to change, update to export', async () => {
    const trainee = await signIn(env.app, 'trainee');
    expect((await get(env, trainee, `${CustomerPath.LIST}?branchId=${downtown}`)).statusCode).toBe(200);
    const before = await customerRows();
    expect((await create(customer({ phone: '905 555 0120', code: '' }), downtown, trainee)).statusCode).toBe(403);
    expect((await get(env, trainee, `${CustomerPath.EXPORT}?branchId=${downtown}`)).statusCode).toBe(403);
    const id = (await list('query=xanthe')).items[0]?.id ?? '';
    expect((await post(env, trainee, CustomerPath.UPDATE, asValues(await detail(id), { blocked: true }))).statusCode).toBe(403);
    expect((await post(env, trainee, `${CustomerPath.DELETE}?id=${id}`, {})).statusCode).toBe(403);
    expect(await customerRows()).toBe(before);
    // The detail goes with access.
    expect((await get(env, trainee, `${CustomerPath.DETAIL}/${id}`)).statusCode).toBe(200);

    // The front desk registers and corrects customers; deleting one is for a manager.
    const frontdesk = await signIn(env.app, 'frontdesk');
    expect((await get(env, frontdesk, `${CustomerPath.LIST}?branchId=${downtown}`)).statusCode).toBe(200);
    expect((await post(env, frontdesk, `${CustomerPath.DELETE}?id=${id}`, {})).statusCode).toBe(403);
    expect(await customerRows()).toBe(before);
  });

  it('answers 404 for another tenant’s customer and refuses another tenant’s branch', async () => {
    const lotus = await signIn(env.app, 'lotus');
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const id = (await list('query=xanthe')).items[0]?.id ?? '';
    const before = await customerRows();
    expect((await get(env, lotus, `${CustomerPath.DETAIL}/${id}`)).statusCode).toBe(404);
    expect((await post(env, lotus, CustomerPath.UPDATE, asValues(await detail(id), { name: 'Taken' }))).statusCode).toBe(404);
    expect((await post(env, lotus, `${CustomerPath.DELETE}?id=${id}`, {})).statusCode).toBe(404);
    expect((await get(env, lotus, `${CustomerPath.LIST}?branchId=${downtown}`)).statusCode).toBe(403);
    expect((await get(env, admin, `${CustomerPath.LIST}?branchId=${lotusBranch}`)).statusCode).toBe(403);
    expect((await create(customer({ phone: '905 555 0130', code: '' }), lotusBranch)).statusCode).toBe(403);
    expect(await customerRows()).toBe(before);
  });
});
