import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, type DayConfigResult } from '../../../src/domain/api';
import {
  BranchPath,
  SystemSettingsPath,
  type DateConfigRow,
  type HolidayRow,
  type Page,
  type SavedId,
  type SystemSettingsResult,
  type WorkingTimeResult,
} from '../../../src/domain/branch/contract';
import { body, branchIdByName, signIn, TEST_TODAY, type SignedIn, type TestEnv } from '../helpers';
import { branchFingerprint, lastLog, setupBranchEnv } from './branchHelpers';

// TEST_TODAY (2026-11-20) is a Friday.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

describe('a branch’s working time, holidays, settings by date and system settings', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotus: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupBranchEnv());
    manager = await signIn(env.app, 'manager');
    lotus = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });
  beforeEach(() => env.clock.advance(1000));

  const get = (url: string, who: SignedIn = admin) => env.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (url: string, payload: object, who: SignedIn = admin) => env.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const day = async (date: string, branchId = downtown) => body<DayConfigResult>(await get(`${ApiPath.DAY_CONFIG}?branchId=${branchId}&date=${date}`)).result;

  it('reads the week at the default hours, saves it, and the day config follows', async () => {
    const week = body<WorkingTimeResult>(await get(`${BranchPath.WORKING_TIME}?branchId=${downtown}`)).result;
    expect(week.defaultHours).toEqual({ startTime: '09:00', endTime: '19:00' });
    expect(week.days.map((d) => d.weekday)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    const days = week.days.map((d) => (d.weekday === 'MONDAY' ? { ...d, startTime: '10:00', endTime: '16:30' } : d.weekday === 'SUNDAY' ? { ...d, open: false } : d));
    const res = await post(BranchPath.UPDATE_WORKING_TIME, { branchId: downtown, days }, manager);
    expect(res.statusCode).toBe(200);
    expect(await day(MONDAY)).toMatchObject({ startTime: '10:00', endTime: '16:30', isHoliday: false });
    expect(await day(SUNDAY)).toMatchObject({ isHoliday: true, holiday: null });
    expect(await day(TUESDAY)).toMatchObject({ startTime: '09:00', endTime: '19:00' });
    const log = await lastLog(env.db, 'BRANCH_CONFIG', downtown);
    expect(log.edit_info.old).toMatchObject({ WORKING_TIME_MONDAY: null, WORKING_TIME_SUNDAY: null });
    expect(log.edit_info.new).toMatchObject({ WORKING_TIME_MONDAY: '10:00-16:30', WORKING_TIME_SUNDAY: 'CLOSED' });
  });

  it('refuses a week off the grid, another tenant’s or branch’s, writing nothing', async () => {
    const week = body<WorkingTimeResult>(await get(`${BranchPath.WORKING_TIME}?branchId=${downtown}`)).result;
    const before = await branchFingerprint(env.db);
    const bad = await post(BranchPath.UPDATE_WORKING_TIME, { branchId: downtown, days: week.days.map((d, i) => (i === 1 ? { ...d, startTime: '09:05' } : d)) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ 'days.1.startTime': 'The time is invalid' });
    expect(body(await post(BranchPath.UPDATE_WORKING_TIME, { branchId: plateau, days: week.days }, manager))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(body(await post(BranchPath.UPDATE_WORKING_TIME, { branchId: lotus, days: week.days }))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    const frontdesk = await signIn(env.app, 'frontdesk');
    expect(body(await post(BranchPath.UPDATE_WORKING_TIME, { branchId: downtown, days: week.days }, frontdesk))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('keeps holidays as ranges with a note, which the day config shows', async () => {
    const res = await post(BranchPath.HOLIDAY_CREATE, { branchId: downtown, from: MONDAY, to: TUESDAY, note: ' Staff training ' });
    expect(res.statusCode).toBe(200);
    const { id } = body<SavedId>(res).result;
    expect(await day(MONDAY)).toMatchObject({ isHoliday: true, holiday: 'Staff training' });
    expect(await day(TUESDAY)).toMatchObject({ isHoliday: true, holiday: 'Staff training' });
    const list = body<Page<HolidayRow>>(await get(`${BranchPath.HOLIDAY_LIST}?branchId=${downtown}`)).result;
    expect(list.items.map((h) => [h.from, h.to, h.note])).toEqual([['2026-12-25', '2026-12-25', 'Christmas Day'], [MONDAY, TUESDAY, 'Staff training']]);

    env.clock.advance(1000);
    const moved = await post(BranchPath.HOLIDAY_UPDATE, { id, from: TUESDAY, to: TUESDAY, note: 'Training' });
    expect(moved.statusCode).toBe(200);
    expect((await day(MONDAY)).isHoliday).toBe(false);
    expect(await lastLog(env.db, 'BRANCH_HOLIDAY', id)).toMatchObject({ action: 'update', edit_info: { old: { from: MONDAY, note: 'Staff training' }, new: { from: TUESDAY, note: 'Training' } } });

    const before = await branchFingerprint(env.db);
    const backwards = await post(BranchPath.HOLIDAY_CREATE, { branchId: downtown, from: TUESDAY, to: MONDAY, note: '' });
    expect(backwards.json<{ fields: Record<string, string> }>().fields).toEqual({ to: 'The date is invalid' });
    expect((await post(BranchPath.HOLIDAY_UPDATE, { id, from: TUESDAY, to: TUESDAY, note: 'x' }, await signIn(env.app, 'lotus'))).statusCode).toBe(404);
    const plateauAdmin = body(await post(BranchPath.HOLIDAY_CREATE, { branchId: plateau, from: MONDAY, to: MONDAY, note: '' }, manager));
    expect(plateauAdmin).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(await branchFingerprint(env.db)).toBe(before);

    env.clock.advance(1000);
    const removed = await post(`${BranchPath.HOLIDAY_DELETE}?id=${id}`, {});
    expect(removed.statusCode).toBe(200);
    expect((await day(TUESDAY)).isHoliday).toBe(false);
    expect(await lastLog(env.db, 'BRANCH_HOLIDAY', id)).toMatchObject({ action: 'delete', edit_info: { old: { from: TUESDAY, to: TUESDAY, note: 'Training' } } });
  });

  it('sets settings for a range of dates, forcing the overlap to 0 under multitasking, and clears them', async () => {
    const values = { multitask: 'on', confirmBookingOnline: 'branch', printBillSlip: 'off', minuteOverlap: 20, startTime: '11:00', endTime: '', workingOverTime: 15 };
    const res = await post(BranchPath.DATE_CONFIG_SAVE, { branchId: plateau, from: MONDAY, to: TUESDAY, ...values });
    expect(res.statusCode).toBe(200);
    expect(await day(MONDAY, plateau)).toMatchObject({ MULTITASK: true, MINUTE_OVERLAP: 0, PRINT_BILL_SLIP: false, startTime: '11:00', endTime: '20:00', workingOverTime: 15 });
    const rows = body<Page<DateConfigRow>>(await get(`${BranchPath.DATE_CONFIG_LIST}?branchId=${plateau}&sort=date`)).result.items;
    const monday = rows.find((r) => r.date === MONDAY);
    expect(monday?.values).toMatchObject({ multitask: 'on', minuteOverlap: 0, printBillSlip: 'off', confirmBookingOnline: 'branch', startTime: '11:00', endTime: '' });

    const before = await branchFingerprint(env.db);
    const bad = await post(BranchPath.DATE_CONFIG_SAVE, { branchId: plateau, from: MONDAY, to: MONDAY, ...values, startTime: '11:00', endTime: '10:00' });
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ endTime: 'The time is invalid' });
    expect(body(await post(BranchPath.DATE_CONFIG_SAVE, { branchId: plateau, from: MONDAY, to: MONDAY, ...values }, manager))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(await branchFingerprint(env.db)).toBe(before);

    const clear = { multitask: 'branch', confirmBookingOnline: 'branch', printBillSlip: 'branch', minuteOverlap: null, startTime: '', endTime: '', workingOverTime: null };
    expect((await post(BranchPath.DATE_CONFIG_SAVE, { branchId: plateau, from: MONDAY, to: TUESDAY, ...clear })).statusCode).toBe(200);
    expect(await day(MONDAY, plateau)).toMatchObject({ MULTITASK: true, startTime: '10:00', workingOverTime: 60 });
    expect(body<Page<DateConfigRow>>(await get(`${BranchPath.DATE_CONFIG_LIST}?branchId=${plateau}`)).result.items.map((r) => r.date)).not.toContain(MONDAY);
  });

  it('refuses every read and write to a user without the right, and another tenant’s admin, writing nothing', async () => {
    const christmas = body<Page<HolidayRow>>(await get(`${BranchPath.HOLIDAY_LIST}?branchId=${downtown}`)).result.items[0];
    if (!christmas) throw new Error('the demo has Christmas as a holiday');
    const before = await branchFingerprint(env.db);
    const frontdesk = await signIn(env.app, 'frontdesk');
    for (const url of [BranchPath.WORKING_TIME, BranchPath.HOLIDAY_LIST, BranchPath.DATE_CONFIG_LIST, SystemSettingsPath.GET]) {
      expect(body(await get(`${url}?branchId=${downtown}`, frontdesk)), url).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(body(await post(BranchPath.HOLIDAY_CREATE, { branchId: downtown, from: MONDAY, to: MONDAY, note: '' }, frontdesk))).toMatchObject({ code: 'FORBIDDEN' });
    const lotusAdmin = await signIn(env.app, 'lotus');
    expect((await post(`${BranchPath.HOLIDAY_DELETE}?id=${christmas.id}`, {}, lotusAdmin)).statusCode).toBe(404);
    expect(body(await get(`${BranchPath.HOLIDAY_LIST}?branchId=${downtown}`, lotusAdmin))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    const values = { multitask: 'off', confirmBookingOnline: 'branch', printBillSlip: 'branch', minuteOverlap: 5, startTime: '', endTime: '', workingOverTime: null };
    expect(body(await post(BranchPath.DATE_CONFIG_SAVE, { branchId: downtown, from: MONDAY, to: MONDAY, ...values }, lotusAdmin))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('reads and saves system settings with the spec’s rules, logged old and new', async () => {
    const settings = body<SystemSettingsResult>(await get(`${SystemSettingsPath.GET}?branchId=${downtown}`)).result;
    expect(settings).toMatchObject({ branchId: downtown, reminderHours: 24, startTime: '09:00', endTime: '19:00', multitask: false, minuteOverlap: 10, walkInTurns: true, fullTurnPrice: 3500 });
    const { branchId: _ignored, ...values } = settings;
    const res = await post(SystemSettingsPath.UPDATE, { branchId: downtown, ...values, reminderHours: 3, multitask: true, minuteOverlap: 25 });
    expect(res.statusCode).toBe(200);
    expect(body<SystemSettingsResult>(await get(`${SystemSettingsPath.GET}?branchId=${downtown}`)).result).toMatchObject({ reminderHours: 3, multitask: true, minuteOverlap: 0 });
    const log = await lastLog(env.db, 'BRANCH_CONFIG', downtown);
    expect(log.edit_info.old).toMatchObject({ REMINDER_HOURS: null, MULTITASK: 'false', MINUTE_OVERLAP: '10' });
    expect(log.edit_info.new).toMatchObject({ REMINDER_HOURS: '3', MULTITASK: 'true', MINUTE_OVERLAP: '0' });

    const before = await branchFingerprint(env.db);
    const bad = await post(SystemSettingsPath.UPDATE, { branchId: downtown, ...values, reminderHours: -1 });
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ reminderHours: 'Enter at least 0' });
    // The turn list on without its full-turn price: refused, nothing written.
    const noPrice = await post(SystemSettingsPath.UPDATE, { branchId: downtown, ...values, walkInTurns: true, fullTurnPrice: null });
    expect(Object.keys(noPrice.json<{ fields: Record<string, string> }>().fields)).toEqual(['fullTurnPrice']);
    expect(body(await post(SystemSettingsPath.UPDATE, { branchId: plateau, ...values }, manager))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(body(await post(SystemSettingsPath.UPDATE, { branchId: lotus, ...values }))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(await branchFingerprint(env.db)).toBe(before);
    expect(TEST_TODAY).toBe('2026-11-20');
  });
});
