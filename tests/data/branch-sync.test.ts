/**
 * A branch's hours, closed weekdays, holidays and settings changed on one tablet reach another
 * tablet's stored day and branch config at its next sync, with no reload: the board and the
 * holiday screen read those copies.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BranchPath, SystemSettingsPath, type SystemSettingsResult, type WorkingTimeResult } from '../../src/domain/branch/contract';
import { dayKey } from '../../src/data/db';
import { loadDay } from '../../src/data/day';
import { getCachedSession } from '../../src/data/session';
import { pullSnapshots } from '../../src/data/sync-pull';
import { TEST_NOW } from '../server/helpers';
import { useTabletServer } from './tablet-server';

const server = useTabletServer();

// TEST_NOW is Friday 20 November 2026.
const MONDAY = '2026-11-23';

describe('branch changes reach the other tablets at their next sync', () => {
  it('moves the stored day to the new hours, then shows it closed, and brings the new default hours', async () => {
    const office = await server.signedInTablet('office', 'admin', TEST_NOW);
    const desk = await server.signedInTablet('desk', 'frontdesk', TEST_NOW);
    await loadDay(server.downtown, MONDAY, desk.env);
    const stored = () => desk.env.db.days.get(dayKey(server.downtown, MONDAY));
    expect((await stored())?.config).toMatchObject({ startTime: '09:00', endTime: '19:00', isHoliday: false });
    const technicians = (await stored())?.technicians;

    const week = await office.env.api.get<WorkingTimeResult>(BranchPath.WORKING_TIME, { branchId: server.downtown });
    const days = week.days.map((d) => (d.weekday === 'MONDAY' ? { ...d, startTime: '11:00', endTime: '15:00' } : d));
    await office.env.api.post(BranchPath.UPDATE_WORKING_TIME, { branchId: server.downtown, days });

    // A sync round that leaves the board's own parts to the appointment screen still brings the hours.
    await pullSnapshots(desk.env, { boardDay: false });
    expect((await stored())?.config).toMatchObject({ startTime: '11:00', endTime: '15:00', isHoliday: false });
    expect((await stored())?.technicians).toEqual(technicians);

    await office.env.api.post(BranchPath.UPDATE_WORKING_TIME, { branchId: server.downtown, days: days.map((d) => (d.weekday === 'MONDAY' ? { ...d, open: false } : d)) });
    await pullSnapshots(desk.env, { boardDay: false });
    expect((await stored())?.config).toMatchObject({ isHoliday: true, holiday: null });

    const settings = await office.env.api.get<SystemSettingsResult>(SystemSettingsPath.GET, { branchId: server.downtown });
    const { branchId: _branch, ...values } = settings;
    await office.env.api.post(SystemSettingsPath.UPDATE, { branchId: server.downtown, ...values, startTime: '09:30' });
    await pullSnapshots(desk.env);
    expect((await getCachedSession(desk.env))?.branchConfig?.startTime).toBe('09:30');
  });

  it('leaves an unchanged day as it is stored', async () => {
    const desk = await server.signedInTablet('quiet', 'frontdesk', TEST_NOW);
    await loadDay(server.downtown, MONDAY, desk.env);
    const before = await desk.env.db.days.get(dayKey(server.downtown, MONDAY));
    desk.clock.advance(60_000);
    await pullSnapshots(desk.env, { boardDay: false });
    expect(await desk.env.db.days.get(dayKey(server.downtown, MONDAY))).toEqual(before);
  });
});
