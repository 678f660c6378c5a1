import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type ScheduleTechnician } from '../../src/domain/api';
import type { Page } from '../../src/domain/admin/list';
import type { SavedId } from '../../src/domain/catalogue/contract';
import { TechnicianPath, TimesheetAdminPath, type ServiceOption, type TechnicianDetail, type TechnicianRow, type TimesheetDayRow, type TimesheetEntryRow } from '../../src/domain/technician/contract';
import { addDays, zonedDayRange } from '../../src/domain/time';
import { body, branchIdByName, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { allowRight, PNG_BYTES, postMultipart, revokeRight, setupCatalogueEnv } from './catalogueHelpers';

const TOMORROW = addDays(TEST_TODAY, 1);

describe('technicians and their working time', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;
  let serviceId: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupCatalogueEnv());
    serviceId = (await env.db.one<{ id: string }>(`SELECT id FROM service WHERE branch_id = $1 ORDER BY display_index, id LIMIT 1`, [downtown])).id;
  });
  afterAll(async () => {
    await env.close();
  });

  const fields = (over: Record<string, string> = {}) => ({
    branchId: downtown, name: 'Ines Laval', phone: '416 555 0199', email: 'ines@example.com', gender: 'FEMALE', address: '1 King St',
    description: 'Nail art', active: 'true', priority: '3', autoPriority: 'false', fullService: 'true', serviceIds: serviceId,
    workType: 'FULL_TIME', shifts: '', startDate: TEST_TODAY, image: 'null', ...over,
  });
  const create = (over: Record<string, string> = {}, who: SignedIn = admin, file?: Parameters<typeof postMultipart>[4]) => postMultipart(env.app, TechnicianPath.CREATE, who.headers, fields(over), file);
  const get = <T>(url: string, who: SignedIn = admin) => env.app.inject({ method: 'GET', url, headers: who.headers }).then((r) => ({ status: r.statusCode, result: body<T>(r).result, res: r }));
  const dayTechnicians = async (date: string) => (await get<ScheduleTechnician[]>(`${ApiPath.DAY_TECHNICIANS}?branchId=${downtown}&date=${date}`)).result;
  const rowsOf = async (table: string) => (await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;
  const counts = async () => Promise.all(['technician', 'technician_service', 'technician_work_config', 'technician_time_off', 'action_log'].map(rowsOf));

  it('creates a technician with an avatar and a service, full time from today: the board has their column that day and after, without any shift row', async () => {
    const res = await create({}, admin, { bytes: PNG_BYTES });
    expect(res.statusCode).toBe(200);
    const { id } = body<SavedId>(res).result;
    const detail = (await get<TechnicianDetail>(`${TechnicianPath.DETAIL}?id=${id}`)).result;
    expect(detail).toMatchObject({ name: 'Ines Laval', phone: '4165550199', gender: 'FEMALE', priority: 3, fullService: true, workType: 'FULL_TIME', serviceCount: 1, deletable: true });
    expect(detail.services.map((s) => s.id)).toEqual([serviceId]);
    expect(detail.avatar).toMatch(/^\/api\/tenant\/public\/image\//);
    expect(await rowsOf(`technician_working WHERE technician_id = '${id}'`)).toBe(0);
    for (const date of [TEST_TODAY, addDays(TEST_TODAY, 30)]) {
      const column = (await dayTechnicians(date)).find((t) => t.id === id);
      expect(column).toMatchObject({ fullService: true, technicianServiceMappings: [{ serviceId }] });
      // Downtown opens 09:00 to 19:00.
      expect(column?.technicianWorkings).toEqual([expect.objectContaining({ type: 'WORKING', startDate: `${date} 09:00`, endDate: `${date} 19:00` })]);
    }
    expect((await dayTechnicians(addDays(TEST_TODAY, -1))).some((t) => t.id === id)).toBe(false);
    const log = await env.db.query<{ action: string; entity_type: string; edit_info: { new: Record<string, unknown> } }>(
      `SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1 OR edit_info->'new'->>'technicianId' = $1::text ORDER BY action_time, entity_type`, [id]);
    expect(log.map((l) => [l.action, l.entity_type])).toEqual(expect.arrayContaining([['create', 'TECHNICIAN'], ['create', 'TIMESHEET']]));
    expect(log.find((l) => l.entity_type === 'TECHNICIAN')?.edit_info.new).toMatchObject({ name: 'Ines Laval', services: [serviceId] });
  });

  it('lists 15 a page with search and sort, and offers the branch services', async () => {
    const page = (await get<Page<TechnicianRow>>(`${TechnicianPath.LIST}?branchId=${downtown}&query=ines&sort=priority&order=desc`)).result;
    expect(page.items.map((t) => t.name)).toEqual(['Ines Laval']);
    const all = (await get<Page<TechnicianRow>>(`${TechnicianPath.LIST}?branchId=${downtown}`)).result;
    expect(all.size).toBe(15);
    expect(all.total).toBeGreaterThan(1);
    const options = (await get<ServiceOption[]>(`${TechnicianPath.SERVICE_OPTIONS}?branchId=${downtown}`)).result;
    expect(options.some((o) => o.id === serviceId)).toBe(true);
    expect((await get(`${TechnicianPath.LIST}?branchId=${downtown}&sort=password`)).status).toBe(400);
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await counts();
    const missing = await create({ name: '', phone: '123', email: 'nope', workType: 'SHIFT', shifts: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({
      name: 'Please fill out this field', phone: 'Please enter 10 digits number', email: 'Email is invalid!', shifts: 'Please add at least one working hours',
    });
    const shifts = await create({ workType: 'SHIFT', shifts: '09:10-12:00,11:00-10:00', startDate: '' });
    expect(shifts.json<{ fields: Record<string, string> }>().fields).toEqual({
      'shifts.0.start': 'Use 15-minute steps', 'shifts.1.end': 'The end must be after the start', startDate: 'This fill is required',
    });
    const past = await create({ startDate: addDays(TEST_TODAY, -1) });
    expect(past.json<{ fields: Record<string, string> }>().fields).toEqual({ startDate: 'Choose today or a later date' });
    const otherBranchService = (await env.db.one<{ id: string }>(`SELECT id FROM service WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    expect((await create({ serviceIds: otherBranchService })).statusCode).toBe(400);
    expect((await create({ gender: 'OTHER' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('updates: the old and new values are logged; a new work type applies from its date, the days before keep theirs', async () => {
    const { id } = body<SavedId>(await create({ name: 'Marc Dube', gender: 'MALE', fullService: 'false' })).result;
    const res = await postMultipart(env.app, TechnicianPath.UPDATE, admin.headers, fields({ id, name: 'Marc Dubé', gender: 'MALE', fullService: 'false', workType: 'SHIFT', shifts: '10:00-14:00,15:00-18:00', startDate: TOMORROW }));
    expect(res.statusCode).toBe(200);
    const log = await env.db.one<{ edit_info: { old: Record<string, unknown>; new: Record<string, unknown> } }>(
      `SELECT edit_info FROM action_log WHERE entity_id = $1 AND action = 'update'`, [id]);
    expect(log.edit_info.old).toMatchObject({ name: 'Marc Dube', workType: 'FULL_TIME', shifts: [] });
    expect(log.edit_info.new).toMatchObject({ name: 'Marc Dubé', workType: 'SHIFT', shifts: ['10:00-14:00', '15:00-18:00'] });
    expect((await dayTechnicians(TEST_TODAY)).find((t) => t.id === id)?.technicianWorkings.map((w) => w.startDate)).toEqual([`${TEST_TODAY} 09:00`]);
    expect((await dayTechnicians(TOMORROW)).find((t) => t.id === id)?.technicianWorkings.map((w) => `${w.startDate.slice(11)}-${w.endDate.slice(11)}`)).toEqual(['10:00-14:00', '15:00-18:00']);
    // Deactivated: off the board, logged as a change of status.
    await postMultipart(env.app, TechnicianPath.UPDATE, admin.headers, fields({ id, name: 'Marc Dubé', gender: 'MALE', fullService: 'false', workType: 'SHIFT', shifts: '10:00-14:00,15:00-18:00', startDate: TOMORROW, active: 'false' }));
    expect((await dayTechnicians(TOMORROW)).some((t) => t.id === id)).toBe(false);
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM action_log WHERE entity_id = $1 AND action = 'change status'`, [id])).n).toBe(1);
  });

  it('paid time off takes the technician off the board that day; a timesheet lists it and may delete it', async () => {
    const { id } = body<SavedId>(await create({ name: 'Lea Roy' })).result;
    const post = (url: string, payload: object) => env.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    const bad = await post(TimesheetAdminPath.TIME_OFF_CREATE, { branchId: downtown, technicianId: id, type: 'PAID', fromDate: TOMORROW, toDate: TEST_TODAY });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ toDate: 'The to date cannot be before the from date' });
    const off = await post(TimesheetAdminPath.TIME_OFF_CREATE, { branchId: downtown, technicianId: id, type: 'PAID', fromDate: TOMORROW, toDate: TOMORROW, note: 'Dentist' });
    expect(off.statusCode).toBe(200);
    expect((await dayTechnicians(TOMORROW)).some((t) => t.id === id)).toBe(false);
    expect((await dayTechnicians(addDays(TOMORROW, 1))).some((t) => t.id === id)).toBe(true);
    const list = (await get<Page<TimesheetEntryRow>>(`${TimesheetAdminPath.LIST}?branchId=${downtown}&technicianId=${id}&fromDate=${TOMORROW}&toDate=${TOMORROW}`)).result;
    expect(list.items.map((e) => [e.kind, e.timeOffType, e.note])).toEqual(expect.arrayContaining([['TIME_OFF', 'PAID', 'Dentist'], ['WORKING_TIME', null, null]]));
    // A closed day of the branch: full time has no hours that day, on the time sheet as on the board.
    const closed = addDays(TEST_TODAY, 3);
    const tenant = await env.db.one<{ id: string }>(`SELECT tenant_id AS id FROM branch WHERE id = $1`, [downtown]);
    await env.db.query(`INSERT INTO branch_config_date (tenant_id, branch_id, date, key, value, updated_at) VALUES ($1, $2, $3::date, 'isHoliday', 'true', now())`, [tenant.id, downtown, closed]);
    const days = (await get<Page<TimesheetDayRow>>(`${TimesheetAdminPath.DAYS}?branchId=${downtown}&technicianId=${id}&fromDate=${TEST_TODAY}&toDate=${closed}`)).result;
    expect(days.items.map((d) => [d.date, d.source, d.timeOffType, d.minutes])).toEqual([
      [TEST_TODAY, 'CONFIG', null, 600], [TOMORROW, 'TIME_OFF', 'PAID', 0], [addDays(TEST_TODAY, 2), 'CONFIG', null, 600], [closed, 'CONFIG', null, 0],
    ]);
    expect((await dayTechnicians(closed)).some((t) => t.id === id)).toBe(false);
    await env.db.query(`DELETE FROM branch_config_date WHERE branch_id = $1 AND date = $2::date AND key = 'isHoliday'`, [downtown, closed]);
    const offId = body<SavedId>(off).result.id;
    expect((await post(`${TimesheetAdminPath.TIME_OFF_DELETE}?id=${offId}`, {})).statusCode).toBe(200);
    const again = await post(`${TimesheetAdminPath.TIME_OFF_DELETE}?id=${offId}`, {});
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe('Not found time working off!');
    expect((await dayTechnicians(TOMORROW)).some((t) => t.id === id)).toBe(true);
  });

  it('a technician given time off on a day they are booked keeps their column, with no working hours, so the guests stay in sight', async () => {
    const { start, end } = zonedDayRange(TEST_TODAY, 'America/Toronto');
    const booked = await env.db.one<{ id: string }>(
      `SELECT s.technician_id AS id FROM segment s
         JOIN guest g ON g.tenant_id = s.tenant_id AND g.id = s.guest_id
         JOIN booking b ON b.tenant_id = s.tenant_id AND b.id = s.booking_id
        WHERE b.branch_id = $1 AND s.technician_id IS NOT NULL AND s.active AND NOT g.clipboard AND g.status NOT IN ('Cancel', 'NoShow')
          AND s.start_time >= $2 AND s.start_time < $3
        ORDER BY s.start_time, s.id LIMIT 1`,
      [downtown, start, end],
    );
    const off = await env.app.inject({ method: 'POST', url: TimesheetAdminPath.TIME_OFF_CREATE, headers: admin.headers, payload: { branchId: downtown, technicianId: booked.id, type: 'PAID', fromDate: TEST_TODAY, toDate: TEST_TODAY } });
    expect(off.statusCode).toBe(200);
    const column = (await dayTechnicians(TEST_TODAY)).find((t) => t.id === booked.id);
    expect(column?.technicianWorkings.filter((w) => w.type === 'WORKING')).toEqual([]);
    await env.app.inject({ method: 'POST', url: `${TimesheetAdminPath.TIME_OFF_DELETE}?id=${body<SavedId>(off).result.id}`, headers: admin.headers });
  });

  it('quick timesheet: to date must be greater than from date; a shift week shows on the board and the list', async () => {
    const { id } = body<SavedId>(await create({ name: 'Sam Quick', workType: 'OFF' })).result;
    expect((await dayTechnicians(TOMORROW)).some((t) => t.id === id)).toBe(false);
    const post = (payload: object) => env.app.inject({ method: 'POST', url: TimesheetAdminPath.QUICK, headers: admin.headers, payload });
    const base = { branchId: downtown, technicianId: id, workType: 'SHIFT', shifts: [{ start: '12:00', end: '16:00' }], fromDate: TOMORROW };
    const same = await post({ ...base, toDate: TOMORROW });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ fields: Record<string, string> }>().fields).toEqual({ toDate: 'to date must be greater than from date' });
    const none = await post({ ...base, shifts: [], toDate: addDays(TOMORROW, 6) });
    expect(none.json<{ fields: Record<string, string> }>().fields).toEqual({ shifts: 'Please add at least one working hours' });
    const week = await post({ ...base, toDate: addDays(TOMORROW, 6) });
    expect(week.statusCode).toBe(200);
    expect((await dayTechnicians(addDays(TOMORROW, 3))).find((t) => t.id === id)?.technicianWorkings.map((w) => w.startDate.slice(11))).toEqual(['12:00']);
    expect((await dayTechnicians(addDays(TOMORROW, 7))).some((t) => t.id === id)).toBe(false);
    const list = (await get<Page<TimesheetEntryRow>>(`${TimesheetAdminPath.LIST}?branchId=${downtown}&query=sam`)).result;
    expect(list.items.find((e) => e.quick)).toMatchObject({ workType: 'SHIFT', fromDate: TOMORROW, toDate: addDays(TOMORROW, 6), deletable: true });
    // Not begun yet: may be deleted; the first configuration (from today) has begun only today, so it may too.
    const quickId = body<SavedId>(week).result.id;
    expect((await env.app.inject({ method: 'POST', url: `${TimesheetAdminPath.WORKING_TIME_DELETE}?id=${quickId}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('a working time already begun stays; working time from a past apply date is refused', async () => {
    const { id } = body<SavedId>(await create({ name: 'Old Timer' })).result;
    await env.db.query(`UPDATE technician_work_config SET from_date = $2::date, apply_date = $2::date WHERE technician_id = $1`, [id, addDays(TEST_TODAY, -10)]);
    const config = await env.db.one<{ id: string }>(`SELECT id FROM technician_work_config WHERE technician_id = $1`, [id]);
    const res = await env.app.inject({ method: 'POST', url: `${TimesheetAdminPath.WORKING_TIME_DELETE}?id=${config.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    const past = await env.app.inject({ method: 'POST', url: TimesheetAdminPath.WORKING_TIME_CREATE, headers: admin.headers, payload: { branchId: downtown, technicianId: id, workType: 'OFF', fromDate: addDays(TEST_TODAY, -3), applyDate: addDays(TEST_TODAY, -3) } });
    expect(past.json<{ fields: Record<string, string> }>().fields).toEqual({ applyDate: 'Choose today or a later date' });
    const open = await env.app.inject({ method: 'POST', url: TimesheetAdminPath.WORKING_TIME_CREATE, headers: admin.headers, payload: { branchId: downtown, technicianId: id, workType: 'OFF', fromDate: addDays(TEST_TODAY, -3), applyDate: TOMORROW } });
    expect(open.statusCode).toBe(200);
    expect((await dayTechnicians(TEST_TODAY)).some((t) => t.id === id)).toBe(true);
    expect((await dayTechnicians(TOMORROW)).some((t) => t.id === id)).toBe(false);
  });

  it("time sheet entries refuse another branch's technician and another tenant's entry; each create and delete is logged with its values", async () => {
    const { id } = body<SavedId>(await create({ name: 'Nadia Logged' })).result;
    const plateauTechnician = (await env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    const post = (url: string, payload: object, who: SignedIn = admin) => env.app.inject({ method: 'POST', url, headers: who.headers, payload });
    const before = await counts();
    const elsewhere = { branchId: downtown, technicianId: plateauTechnician, fromDate: TOMORROW, toDate: addDays(TOMORROW, 2) };
    for (const [url, payload] of [
      [TimesheetAdminPath.TIME_OFF_CREATE, { ...elsewhere, type: 'UNPAID' }],
      [TimesheetAdminPath.QUICK, { ...elsewhere, workType: 'OFF', shifts: [] }],
      [TimesheetAdminPath.WORKING_TIME_CREATE, { ...elsewhere, workType: 'OFF', toDate: '', applyDate: TOMORROW }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ technicianId: 'This value is not valid' });
    }
    expect(await counts()).toEqual(before);

    const off = body<SavedId>(await post(TimesheetAdminPath.TIME_OFF_CREATE, { branchId: downtown, technicianId: id, type: 'UNPAID', fromDate: TOMORROW, toDate: addDays(TOMORROW, 1), note: 'Moving' })).result.id;
    const week = body<SavedId>(await post(TimesheetAdminPath.QUICK, { branchId: downtown, technicianId: id, workType: 'SHIFT', shifts: [{ start: '09:00', end: '13:00' }], fromDate: TOMORROW, toDate: addDays(TOMORROW, 6) })).result.id;
    const lotus = await signIn(env.app, 'lotus');
    const untouched = await counts();
    expect((await post(`${TimesheetAdminPath.TIME_OFF_DELETE}?id=${off}`, {}, lotus)).statusCode).toBe(404);
    expect((await post(`${TimesheetAdminPath.WORKING_TIME_DELETE}?id=${week}`, {}, lotus)).statusCode).toBe(404);
    expect(await counts()).toEqual(untouched);
    expect((await post(`${TimesheetAdminPath.TIME_OFF_DELETE}?id=${off}`, {})).statusCode).toBe(200);
    expect((await post(`${TimesheetAdminPath.WORKING_TIME_DELETE}?id=${week}`, {})).statusCode).toBe(200);

    const logOf = (entityId: string) =>
      env.db.query<{ action: string; edit_info: { old: Record<string, unknown> | null; new: Record<string, unknown> | null } }>(
        `SELECT action, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time, action`, [entityId]);
    const offLog = await logOf(off);
    expect(offLog.map((l) => l.action).sort()).toEqual(['create', 'delete']);
    const offValues = { technicianId: id, name: 'Nadia Logged', kind: 'TIME_OFF', type: 'UNPAID', fromDate: TOMORROW, toDate: addDays(TOMORROW, 1), note: 'Moving' };
    expect(offLog.find((l) => l.action === 'create')?.edit_info.new).toMatchObject(offValues);
    expect(offLog.find((l) => l.action === 'delete')?.edit_info.old).toMatchObject(offValues);
    const weekLog = await logOf(week);
    const weekValues = { kind: 'QUICK_TIMESHEET', workType: 'SHIFT', shifts: ['09:00-13:00'], fromDate: TOMORROW, toDate: addDays(TOMORROW, 6) };
    expect(weekLog.find((l) => l.action === 'create')?.edit_info.new).toMatchObject(weekValues);
    expect(weekLog.find((l) => l.action === 'delete')?.edit_info.old).toMatchObject(weekValues);
  });

  it('rights: screen, create, update and delete each need their right; timesheets need the plan feature too', async () => {
    const manager = await signIn(env.app, 'manager');
    expect((await get(`${TechnicianPath.LIST}?branchId=${downtown}`, manager)).status).toBe(403);
    await allowRight(env.db, 'MANAGER', 'Maple Beauty', 'TECHNICIAN_ACCESS');
    const withAccess = await signIn(env.app, 'manager');
    expect((await get(`${TechnicianPath.LIST}?branchId=${downtown}`, withAccess)).status).toBe(200);
    expect((await create({}, withAccess)).statusCode).toBe(403);
    // Another branch than the manager's: refused.
    await allowRight(env.db, 'MANAGER', 'Maple Beauty', 'TECHNICIAN_CREATE');
    const creator = await signIn(env.app, 'manager');
    expect((await create({ branchId: plateau }, creator)).statusCode).toBe(403);
    expect((await get(`${TimesheetAdminPath.LIST}?branchId=${downtown}`, creator)).status).toBe(403);
    const plateauTechnician = (await env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 LIMIT 1`, [plateau])).id;
    expect((await get(`${TechnicianPath.DETAIL}?id=${plateauTechnician}`, creator)).status).toBe(403);
    await revokeRight(env.db, 'MANAGER', 'Maple Beauty', 'TECHNICIAN_ACCESS');
    await revokeRight(env.db, 'MANAGER', 'Maple Beauty', 'TECHNICIAN_CREATE');
    const lotus = await signIn(env.app, 'lotus');
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    expect((await get(`${TechnicianPath.DETAIL}?id=${plateauTechnician}`, lotus)).status).toBe(404);
    const before = await counts();
    expect((await env.app.inject({ method: 'POST', url: `${TechnicianPath.DELETE}?id=${plateauTechnician}`, headers: lotus.headers })).statusCode).toBe(404);
    const foreign = await env.app.inject({ method: 'POST', url: TimesheetAdminPath.TIME_OFF_CREATE, headers: lotus.headers, payload: { branchId: lotusBranch, technicianId: plateauTechnician, type: 'PAID', fromDate: TOMORROW, toDate: TOMORROW } });
    expect(foreign.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('deletes a technician without work; one with bookings stays ("could not be deleted because of an association")', async () => {
    const { id } = body<SavedId>(await create({ name: 'Short Stay' })).result;
    expect((await env.app.inject({ method: 'POST', url: `${TechnicianPath.DELETE}?id=${id}`, headers: admin.headers })).statusCode).toBe(200);
    expect(await rowsOf(`technician_work_config WHERE technician_id = '${id}'`)).toBe(0);
    const busy = (await env.db.one<{ id: string }>(`SELECT technician_id AS id FROM segment WHERE branch_id = $1 AND technician_id IS NOT NULL LIMIT 1`, [downtown])).id;
    const res = await env.app.inject({ method: 'POST', url: `${TechnicianPath.DELETE}?id=${busy}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('This record could not be deleted because of an association.');
  });
});
