import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import type { NoShowCustomerRow, NoShowTotals } from '../../../src/domain/report/no-show';
import { BookingWritePath } from '../../../src/domain/booking/paths';
import { TEST_NOW, TEST_TODAY } from '../helpers';
import { okResult, post } from '../bookingFixtures';
import { askReport, reportWorld, type ReportWorld } from './reportFixtures';
import { insertBooking, insertCustomer, twoTechnicians } from './bookingFixtures';

type NoShows = ReportResult<NoShowCustomerRow, NoShowTotals>;

describe('GET /api/report/no-show', () => {
  let w: ReportWorld;
  let alice: string;
  let t1: { id: string; name: string };
  let t2: { id: string; name: string };
  const days = (technicianId?: string) => reportParams({ branchId: w.downtown, from: '2026-12-10', to: '2026-12-12', technicianId });

  beforeAll(async () => {
    w = await reportWorld();
    alice = await insertCustomer(w, { branchId: w.downtown, name: 'Alice Missed', phone: '4165550201' });
    const bob = await insertCustomer(w, { branchId: w.downtown, name: 'Bob Early', phone: '4165550202' });
    [t1, t2] = (await twoTechnicians(w, w.downtown)) as [{ id: string; name: string }, { id: string; name: string }];
    // Alice did not come on the 10th, and cancelled 12 hours before her start on the 12th.
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-10T15:00:00Z', customerId: alice, guests: [{ status: 'NoShow', technicianId: t1.id }] });
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-12T15:00:00Z', customerId: alice, guests: [{ status: 'Cancel', technicianId: t2.id, cancelledAt: '2026-12-12T03:00:00Z' }] });
    // Bob cancelled two days ahead: not late.
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-11T15:00:00Z', customerId: bob, guests: [{ status: 'Cancel', technicianId: t1.id, cancelledAt: '2026-12-09T15:00:00Z' }] });
    // Dana has no customer record; her party of two did not come at 23:30 on the 11th in Toronto (the 12th in UTC).
    await insertBooking(w, {
      branchId: w.downtown, start: '2026-12-12T04:30:00Z', name: 'Dana Walk', phone: '4165550299',
      guests: [{ status: 'NoShow', technicianId: t1.id }, { status: 'NoShow', technicianId: t1.id }],
    });
    // Not counted: a cancel with no history, a time block, a completed visit, a no-show after the days.
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-10T18:00:00Z', customerId: bob, guests: [{ status: 'Cancel', technicianId: t1.id }] });
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-10T19:00:00Z', block: true, guests: [{ status: 'NoShow', technicianId: t2.id }] });
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-10T20:00:00Z', customerId: bob, guests: [{ status: 'Completed', technicianId: t2.id }] });
    await insertBooking(w, { branchId: w.downtown, start: '2026-12-15T15:00:00Z', customerId: alice, guests: [{ status: 'NoShow', technicianId: t1.id }] });
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('counts no-shows and late cancellations by customer and by technician, by hand', async () => {
    const { status, result } = await askReport<NoShows>(w, w.admin, ReportKey.NO_SHOW, days());
    expect(status).toBe(200);
    expect(result?.rows).toEqual([
      { key: alice, name: 'Alice Missed', phone: '4165550201', noShows: 1, lateCancellations: 1, missed: 2, last: '2026-12-12' },
      { key: '4165550299|Dana Walk', name: 'Dana Walk', phone: '4165550299', noShows: 2, lateCancellations: 0, missed: 2, last: '2026-12-11' },
    ]);
    expect(result?.totals).toEqual({
      noShows: 3,
      lateCancellations: 1,
      missed: 4,
      customers: 2,
      technicians: [
        { technicianId: t1.id, name: t1.name, noShows: 3, lateCancellations: 0, missed: 3 },
        { technicianId: t2.id, name: t2.name, noShows: 0, lateCancellations: 1, missed: 1 },
      ],
    });
  });

  it('keeps one technician’s guests', async () => {
    const { result } = await askReport<NoShows>(w, w.admin, ReportKey.NO_SHOW, days(t2.id));
    expect(result?.rows.map((r) => [r.name, r.noShows, r.lateCancellations])).toEqual([['Alice Missed', 0, 1]]);
    expect(result?.totals.missed).toBe(1);
  });

  it('counts a cancel made on the appointment screen today as late, from the booking history it writes', async () => {
    const today = reportParams({ branchId: w.downtown, from: TEST_TODAY, to: TEST_TODAY });
    const before = (await askReport<NoShows>(w, w.admin, ReportKey.NO_SHOW, today)).result?.totals;
    // A demo booking of today, after now, whose guests may all still be cancelled.
    const booking = await w.env.db.maybeOne<{ id: string; guests: number }>(
      `SELECT b.id, count(g.id)::int AS guests FROM booking b JOIN guest g ON g.booking_id = b.id
        WHERE b.branch_id = $1 AND b.start_time > $2 AND b.start_time < $2::timestamptz + interval '8 hours' AND NOT b.block
        GROUP BY b.id HAVING bool_and(g.status IN ('New', 'Waiting')) ORDER BY b.start_time LIMIT 1`,
      [w.downtown, TEST_NOW],
    );
    if (!booking) throw new Error('the demo has no booking left to cancel today');
    okResult(await post(w.env, w.admin, BookingWritePath.UPDATE_STATUS, { bookingId: booking.id, status: 'Cancel', force: false, note: 'called' }));
    const after = (await askReport<NoShows>(w, w.admin, ReportKey.NO_SHOW, today)).result?.totals;
    expect(after?.lateCancellations).toBe((before?.lateCancellations ?? 0) + booking.guests);
    expect(after?.noShows).toBe(before?.noShows);
  });

  it('reads only the branches a manager works in, and needs the report right', async () => {
    const mine = await askReport<NoShows>(w, w.manager, ReportKey.NO_SHOW, days());
    expect(mine.result?.totals.missed).toBe(4);
    const plateau = await askReport<NoShows>(w, w.admin, ReportKey.NO_SHOW, reportParams({ branchId: w.plateau, from: '2026-12-10', to: '2026-12-12' }));
    expect(plateau.result?.rows).toEqual([]);
    expect((await askReport(w, w.manager, ReportKey.NO_SHOW, reportParams({ branchId: w.plateau, from: '2026-12-10', to: '2026-12-12' }))).status).toBe(403);
    expect((await askReport(w, w.frontdesk, ReportKey.NO_SHOW, days())).status).toBe(403);
  });

  it('refuses bad filters with a message, and another business’s or branch’s technician', async () => {
    const bad: Record<string, string>[] = [
      { branchId: w.downtown, from: '2026-12-12', to: '2026-12-10' },
      { branchId: w.downtown, from: '2026-12-10', to: '2026-12-12', technicianId: 'someone' },
    ];
    for (const params of bad) {
      const res = await askReport(w, w.admin, ReportKey.NO_SHOW, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body).toMatch(/"message":"[^"]+"/);
    }
    const foreign = '00000000-0000-4000-8000-0000000000aa';
    expect((await askReport(w, w.admin, ReportKey.NO_SHOW, days(foreign))).status).toBe(404);
    const [plateauTech] = await twoTechnicians(w, w.plateau);
    expect((await askReport(w, w.admin, ReportKey.NO_SHOW, days(plateauTech?.id))).status).toBe(404);
  });
});
