/**
 * A move's check reads its target column with one statement: the column must hold exactly the
 * items the whole day's read gives that technician, whatever the guests' states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { loadBoard } from '../../../src/server/booking/boardContext';
import { branchIdByName, setupTestEnv, TEST_TODAY, type TestEnv } from '../helpers';
import { tenantOfBranch } from '../bookingFixtures';

describe('the lines of a column, read alone', () => {
  let env: TestEnv;
  let downtown: string;
  let tenantId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    tenantId = await tenantOfBranch(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  const board = (technicianIds?: string[]) => loadBoard(env.db, { tenantId, branchId: downtown, date: TEST_TODAY, now: env.clock.now(), ...(technicianIds ? { technicianIds } : {}) });

  async function expectColumnsAsTheWholeDay(): Promise<void> {
    const whole = await board();
    const technicianIds = [...new Set(whole.segments.map((s) => s.technicianId))];
    expect(technicianIds.length).toBeGreaterThan(2);
    for (const id of technicianIds) {
      const column = await board([id]);
      expect(column.segments).toEqual(whole.segments.filter((s) => s.technicianId === id));
    }
    const two = technicianIds.slice(0, 2);
    expect((await board(two)).segments).toEqual(whole.segments.filter((s) => two.includes(s.technicianId)));
  }

  it("gives each technician the whole day's items of that technician", async () => {
    await expectColumnsAsTheWholeDay();
  });

  it('leaves out cancelled and no-show guests, clipboard guests and inactive lines, as the whole day does', async () => {
    const lines = await env.db.query<{ guest_id: string; id: string }>(
      `SELECT s.guest_id, s.id FROM segment s JOIN booking b ON b.id = s.booking_id
        WHERE b.branch_id = $1 AND s.technician_id IS NOT NULL AND b.start_time::date = $2::date ORDER BY s.start_time, s.id`,
      [downtown, TEST_TODAY],
    );
    const [cancelled, noShow, clipboard, inactive] = [lines[0], lines[3], lines[6], lines[9]];
    if (!cancelled || !noShow || !clipboard || !inactive) throw new Error('the demo day has too few lines');
    const before = (await board()).segments.length;
    await env.db.query(`UPDATE guest SET status = $2 WHERE id = $1`, [cancelled.guest_id, BookingStatus.CANCEL]);
    await env.db.query(`UPDATE guest SET status = $2 WHERE id = $1`, [noShow.guest_id, BookingStatus.NO_SHOW]);
    await env.db.query(`UPDATE guest SET clipboard = true WHERE id = $1`, [clipboard.guest_id]);
    await env.db.query(`UPDATE segment SET active = false WHERE id = $1`, [inactive.id]);
    const after = (await board()).segments;
    for (const gone of [cancelled.id, noShow.id, clipboard.id, inactive.id]) expect(after.map((s) => s.id)).not.toContain(gone);
    expect(after.length).toBeLessThan(before);
    await expectColumnsAsTheWholeDay();
  });
});
