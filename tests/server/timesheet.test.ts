import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingType, type ScheduleTechnician } from '../../src/domain/api';
import { BookingWritePath, TimesheetPath } from '../../src/domain/booking/paths';
import { Right } from '../../src/domain/rights';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, type SignedIn, type TestEnv } from './helpers';
import { bookingArgs, boardOf, freeTechnicians, okResult, plus, post, servicesOf, TOMORROW, withDenied, YESTERDAY, type ServiceRow, expectRefused } from './bookingFixtures';
import { grantAppointmentPlanToLotus } from './readFixtures';


describe('break time from the scheduler', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;
  let services: ServiceRow[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  const refused = (request: () => Promise<{ statusCode: number; json: <T>() => T }>, status: number, code: string) =>
    expectRefused(env.db, request, status, code);

  /** A technician working all of 09:00–17:00 tomorrow with no break, and a service of theirs. */
  async function freeAllDay(): Promise<{ technician: ScheduleTechnician; service: ServiceRow }> {
    const board = await boardOf(env, downtown, TOMORROW);
    for (const technician of board.technicians) {
      const free = freeTechnicians(board, { serviceId: null, start: `${TOMORROW} 09:00`, duration: 8 * 60 });
      const service = services.find((s) => s.number_technician === 1 && technician.technicianServiceMappings.some((m) => m.serviceId === s.id));
      if (free.includes(technician.id) && service) return { technician, service };
    }
    throw new Error('fixture');
  }

  const breakBody = (technicianId: string, start: string, minutes: number, extra: Record<string, unknown> = {}) => ({
    technicianId,
    branchId: downtown,
    date: start.slice(0, 10),
    startTimeOff: start,
    endTimeOff: plus(start, minutes),
    note: 'Lunch',
    type: WorkingType.BREAK_UNPAID,
    ...extra,
  });

  it('sets a break: the row, the answer, the log; a booking over it is then refused', async () => {
    const { technician, service } = await freeAllDay();
    const start = `${TOMORROW} 13:00`;
    const res = await post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, start, 30));
    const { id } = okResult<{ id: string }>(res);
    expect(body(res).message).toBe('Create success');
    const row = await env.db.one(
      `SELECT technician_id, branch_id, type, note, to_char(start_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS s,
              to_char(end_time AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD HH24:MI') AS e FROM technician_working WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ technician_id: technician.id, branch_id: downtown, type: 'BREAK_UNPAID', note: 'Lunch', s: start, e: plus(start, 30) });
    const log = await env.db.one(`SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1`, [id]);
    expect(log).toMatchObject({ action: 'create', entity_type: 'TIMESHEET', edit_info: { technicianId: technician.id, type: 'BREAK_UNPAID', startTimeOff: start } });

    const over = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technician.id, startTime: plus(start, -15) }] }] });
    const { code: _code, ...online } = over;
    await refused(() => post(env, fd, BookingWritePath.CREATE, online), 409, 'SCHEDULER_OVER_BREAK');

    // Another break touching it is fine; overlapping it is not.
    okResult(await post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, plus(start, 30), 15, { type: WorkingType.BREAK_PAID, id: randomUUID() })));
    const overBreak = await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, plus(start, 15), 30)), 409, 'BREAK_OVERLAPS_BREAK');
    expect(overBreak.facts).toEqual({ technicianName: technician.name, start, end: plus(start, 30) });
  });

  it('refuses a break over an appointment, outside working time, on a past date or back to front', async () => {
    const { technician, service } = await freeAllDay();
    const at = `${TOMORROW} 10:00`;
    const booking = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technician.id, startTime: at }] }] });
    const { code: _code, ...online } = booking;
    okResult(await post(env, fd, BookingWritePath.CREATE, online));
    const overlap = await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, plus(at, 15), 15)), 409, 'BREAK_OVERLAPS_APPOINTMENT');
    expect(overlap.message).toBe('The break overlaps an appointment of this technician.');
    expect(overlap.facts).toEqual({ technicianName: technician.name, start: `${TOMORROW} 10:00`, end: expect.stringMatching(new RegExp(`^${TOMORROW} \\d{2}:\\d{2}$`)) });
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 07:00`, 30)), 409, 'SCHEDULER_NOT_WORKING_HOURS');
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${YESTERDAY} 13:00`, 30)), 409, 'SCHEDULER_PAST_DATE');
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 13:00`, -15)), 400, 'VALIDATION');
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, { ...breakBody(technician.id, `${TOMORROW} 13:00`, 15), date: TEST_TODAY }), 400, 'VALIDATION');
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 13:00`, 15, { type: WorkingType.WORKING })), 400, 'VALIDATION');
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 13:00`, 15, { technicianId: 'x' })), 400, 'VALIDATION');
    // A technician of another branch is not found in this one.
    const other = await env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 LIMIT 1`, [plateau]);
    await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, breakBody(other.id, `${TOMORROW} 13:00`, 15)), 404, 'NOT_FOUND');
  });

  it('unbreak: removes a break of today or later; never a shift, never a past break', async () => {
    const { technician } = await freeAllDay();
    const { id } = okResult<{ id: string }>(await post(env, fd, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 16:00`, 15)));
    const res = await post(env, fd, TimesheetPath.UNBREAK, { technicianWorkingId: id });
    expect(okResult(res)).toEqual({ id });
    expect(await env.db.maybeOne(`SELECT 1 FROM technician_working WHERE id = $1`, [id])).toBeNull();
    expect(await env.db.one(`SELECT action FROM action_log WHERE entity_id = $1 AND action = 'delete'`, [id])).toEqual({ action: 'delete' });
    await refused(() => post(env, fd, TimesheetPath.UNBREAK, { technicianWorkingId: id }), 404, 'NOT_FOUND');

    const shift = await env.db.one<{ id: string }>(`SELECT id FROM technician_working WHERE technician_id = $1 AND type = 'WORKING' LIMIT 1`, [technician.id]);
    await refused(() => post(env, fd, TimesheetPath.UNBREAK, { technicianWorkingId: shift.id }), 404, 'NOT_FOUND');
    const past = await env.db.one<{ id: string }>(
      `SELECT w.id FROM technician_working w WHERE w.branch_id = $1 AND w.type <> 'WORKING' AND w.start_time < '2026-11-20T05:00Z' LIMIT 1`,
      [downtown],
    );
    await refused(() => post(env, fd, TimesheetPath.UNBREAK, { technicianWorkingId: past.id }), 409, 'SCHEDULER_PAST_DATE');
    await refused(() => post(env, fd, TimesheetPath.UNBREAK, {}), 400, 'VALIDATION');
  });

  it('needs the timesheet right and the appointment page; another tenant sees nothing', async () => {
    const { technician } = await freeAllDay();
    const payload = breakBody(technician.id, `${TOMORROW} 16:30`, 15);
    await withDenied(env.db, 'FRONT_DESK', Right.APPOINTMENT_TIMESHEET_UPDATE, async () => {
      await refused(() => post(env, fd, TimesheetPath.BREAK_TIME, payload), 403, 'FORBIDDEN');
    });
    const trainee = await signIn(env.app, 'trainee');
    await refused(() => post(env, trainee, TimesheetPath.BREAK_TIME, payload), 403, 'FORBIDDEN');
    const { id } = okResult<{ id: string }>(await post(env, fd, TimesheetPath.BREAK_TIME, payload));
    await refused(() => post(env, trainee, TimesheetPath.UNBREAK, { technicianWorkingId: id }), 403, 'FORBIDDEN');

    await grantAppointmentPlanToLotus(env.db);
    const lotus = await signIn(env.app, 'lotus');
    await refused(() => post(env, lotus, TimesheetPath.UNBREAK, { technicianWorkingId: id }), 404, 'NOT_FOUND');
    await refused(() => post(env, lotus, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 18:00`, 15)), 403, 'BRANCH_NOT_AUTHORISED');
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    await refused(() => post(env, lotus, TimesheetPath.BREAK_TIME, breakBody(technician.id, `${TOMORROW} 18:00`, 15, { branchId: lotusBranch })), 404, 'NOT_FOUND');
  });
});
