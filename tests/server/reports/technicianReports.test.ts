import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BRANCHES, ReportKey, reportParams, type ReportFilter, type ReportResult } from '../../../src/domain/report/contract';
import type { TechnicianRow, TechnicianTotals } from '../../../src/domain/report/technician';
import type { TipRow, TipTotals } from '../../../src/domain/report/technician-tip';
import type { WorkingRow, WorkingTotals } from '../../../src/domain/report/technician-working';
import type { DailyTechnicianRow, DailyTechnicianTotals } from '../../../src/domain/report/daily-technician';
import { askReport, insertBill, reportWorld, type ReportWorld } from './reportFixtures';
import { insertSpan, insertTestBooking, insertTestTip, techniciansOf } from './technicianFixtures';

type Technicians = ReportResult<TechnicianRow, TechnicianTotals>;
type Tips = ReportResult<TipRow, TipTotals>;
type Working = ReportResult<WorkingRow, WorkingTotals>;
type Daily = ReportResult<DailyTechnicianRow, DailyTechnicianTotals>;

// Downtown Toronto is UTC−5 in December: 15:00Z is 10:00 there.
describe('the technician reports', () => {
  let w: ReportWorld;
  let a: { id: string; name: string };
  let b: { id: string; name: string };
  let p: { id: string; name: string };
  const ask = <T>(key: ReportKey, filter: Partial<ReportFilter> = {}) =>
    askReport<T>(w, w.admin, key, reportParams({ branchId: w.downtown, from: '2026-12-01', to: '2026-12-02', ...filter }));

  beforeAll(async () => {
    w = await reportWorld();
    const downtown = await techniciansOf(w, w.downtown);
    [a, b] = [downtown[0] ?? { id: '', name: '' }, downtown[1] ?? { id: '', name: '' }];
    p = (await techniciansOf(w, w.plateau))[0] ?? { id: '', name: '' };
    const d = w.downtown;
    // 1 December. Bill 1: the $12.00 discount spreads over $120.00 of lines: A's $40.00 service takes
    // $4.00 of it, B's $60.00 $6.00, the product $2.00.
    const bill1 = await insertBill(w, {
      branchId: d, at: '2026-12-01T15:00:00Z', discount: 1200, tax: 1404,
      lines: [{ kind: 'service', price: 4000, technicianId: a.id }, { kind: 'service', price: 6000, technicianId: b.id }, { kind: 'product', price: 2000 }],
    });
    const bill2 = await insertBill(w, { branchId: d, at: '2026-12-01T20:00:00Z', lines: [{ kind: 'service', price: 3000, quantity: 2, technicianId: a.id }] });
    const cancelled = await insertBill(w, { branchId: d, at: '2026-12-01T21:00:00Z', status: 'CANCEL', lines: [{ kind: 'service', price: 9999, technicianId: a.id }] });
    // 23:30 on 2 December in Toronto (3 December in UTC): B's $25.00 less $3.33.
    await insertBill(w, { branchId: d, at: '2026-12-03T04:30:00Z', discount: 333, lines: [{ kind: 'service', price: 2500, technicianId: b.id }] });
    // 2 December: $1.00 over $10.00 and $20.00: A $0.33⅓, B $0.66⅔ (rounded per technician).
    const bill6 = await insertBill(w, {
      branchId: d, at: '2026-12-02T15:00:00Z', discount: 100,
      lines: [{ kind: 'service', price: 1000, technicianId: a.id }, { kind: 'service', price: 2000, technicianId: b.id }],
    });
    // 3 December: outside the days asked.
    await insertBill(w, { branchId: d, at: '2026-12-03T15:00:00Z', lines: [{ kind: 'service', price: 7777, technicianId: a.id }] });
    // Plateau, 5 December: $0.01 of discount over two $10.01 lines leaves the service $10.005.
    await insertBill(w, { branchId: w.plateau, at: '2026-12-05T16:00:00Z', discount: 1, lines: [{ kind: 'service', price: 1001, technicianId: p.id }, { kind: 'product', price: 1001 }] });
    // Plateau, 2 December.
    await insertBill(w, { branchId: w.plateau, at: '2026-12-02T16:00:00Z', lines: [{ kind: 'service', price: 5000, technicianId: p.id }] });

    // Bill 1's customer booked their next visit at its checkout: A's and B's bill, prebooked.
    await w.env.db.query(
      `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_name, phone, start_time, end_time, type, created_at, updated_at, prebooked_from_bill_id)
       VALUES ($1, $2, $3, 'BK-PREBOOK', 'Waiting', 'Report guest', '5145550000', $4, $4, 'TYPE_BOOKING_OFFLINE', $5, $5, $6)`,
      [randomUUID(), w.tenantId, d, new Date('2026-12-29T15:00:00Z'), new Date('2026-12-01T15:02:00Z'), bill1.id],
    );

    // Tips: $10.00 split $6.00 / $4.00 in cash; $3.00 all A's by card; a deleted one and a cancelled bill's do not count.
    await insertTestTip(w, { billId: bill1.id, branchId: d, at: '2026-12-01T15:05:00Z', methodId: w.cash, shares: [{ technicianId: a.id, value: 600 }, { technicianId: b.id, value: 400 }] });
    await insertTestTip(w, { billId: bill2.id, branchId: d, at: '2026-12-01T20:05:00Z', methodId: w.card, shares: [{ technicianId: a.id, value: 300 }] });
    await insertTestTip(w, { billId: bill6.id, branchId: d, at: '2026-12-02T15:05:00Z', methodId: w.card, deleted: true, shares: [{ technicianId: a.id, value: 250 }, { technicianId: b.id, value: 250 }] });
    await insertTestTip(w, { billId: cancelled.id, branchId: d, at: '2026-12-01T21:05:00Z', methodId: w.cash, shares: [{ technicianId: a.id, value: 700 }] });

    // Bookings of 1 December: one completed (A 45 min, B 30 min), a no-show, one not come yet.
    await insertTestBooking(w, { branchId: d, at: '2026-12-01T14:00:00Z', status: 'Completed', services: [{ technicianId: a.id, minutes: 45 }, { technicianId: b.id, minutes: 30 }] });
    await insertTestBooking(w, { branchId: d, at: '2026-12-01T16:00:00Z', status: 'NoShow', services: [{ technicianId: a.id, minutes: 60 }] });
    await insertTestBooking(w, { branchId: d, at: '2026-12-01T18:00:00Z', status: 'New', services: [{ technicianId: a.id, minutes: 30 }] });

    // A's time sheet: 1 December 9:00–17:00 with a 30 min unpaid lunch and a 15 min paid break;
    // 2 December 20:00 to 02:00 the next day, an unpaid break from 23:30 to 00:30 across midnight.
    const span = (type: string, from: string, to: string) => insertSpan(w, { technicianId: a.id, branchId: d, type, from, to });
    await span('WORKING', '2026-12-01T14:00:00Z', '2026-12-01T22:00:00Z');
    await span('BREAK_UNPAID', '2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z');
    await span('BREAK_PAID', '2026-12-01T19:00:00Z', '2026-12-01T19:15:00Z');
    await span('WORKING', '2026-12-03T01:00:00Z', '2026-12-03T07:00:00Z');
    await span('BREAK_UNPAID', '2026-12-03T04:30:00Z', '2026-12-03T05:30:00Z');
    // B records nothing: scheduled 10:00–14:00 from 1 to 3 December, a paid day off on the 2nd,
    // and a 15 min paid break on the 1st.
    await w.env.db.query(
      `INSERT INTO technician_work_config (id, tenant_id, branch_id, technician_id, work_type, shifts, from_date, to_date, apply_date, created_at)
       VALUES ($1, $2, $3, $4, 'SHIFT', '[{"start":"10:00","end":"14:00"}]'::jsonb, '2026-12-01', '2026-12-03', '2026-11-20', $5)`,
      [randomUUID(), w.tenantId, d, b.id, new Date('2026-11-20T15:00:00Z')],
    );
    await w.env.db.query(
      `INSERT INTO technician_time_off (id, tenant_id, branch_id, technician_id, type, from_date, to_date, created_at) VALUES ($1, $2, $3, $4, 'PAID', '2026-12-02', '2026-12-02', $5)`,
      [randomUUID(), w.tenantId, d, b.id, new Date('2026-11-20T15:00:00Z')],
    );
    await insertSpan(w, { technicianId: b.id, branchId: d, type: 'BREAK_PAID', from: '2026-12-01T15:30:00Z', to: '2026-12-01T15:45:00Z' });
  });
  afterAll(async () => {
    await w.env.close();
  });

  describe('technician', () => {
    it('counts services, revenue after each line’s part of the discounts, bills, average ticket and tips, by hand', async () => {
      const { status, result } = await ask<Technicians>(ReportKey.TECHNICIAN);
      expect(status).toBe(200);
      expect(result?.rows).toEqual([
        // A: 4000 − 400 + 6000 + 1000 − 33.33 = 10566.67; B: 6000 − 600 + 2500 − 333 + 2000 − 66.67 = 9500.33.
        { technicianId: a.id, technician: a.name, services: 4, revenue: 10567, bills: 3, averageTicket: 3522, tips: 900, prebooked: 33.3 },
        { technicianId: b.id, technician: b.name, services: 3, revenue: 9500, bills: 3, averageTicket: 3167, tips: 400, prebooked: 33.3 },
      ]);
      // Four bills however many technicians served each: 20067 ÷ 4; one of the four prebooked from.
      expect(result?.totals).toEqual({ services: 7, revenue: 20067, bills: 4, averageTicket: 5017, tips: 1300, prebooked: 25 });
    });

    it('narrows to one technician, and reads every branch for the owner', async () => {
      const one = await ask<Technicians>(ReportKey.TECHNICIAN, { technicianId: b.id });
      expect(one.result?.rows.map((r) => r.technician)).toEqual([b.name]);
      expect(one.result?.totals).toEqual({ services: 3, revenue: 9500, bills: 3, averageTicket: 3167, tips: 400, prebooked: 33.3 });
      const all = await ask<Technicians>(ReportKey.TECHNICIAN, { branchId: ALL_BRANCHES });
      expect(all.result?.rows.find((r) => r.technicianId === p.id)).toEqual({ technicianId: p.id, technician: p.name, services: 1, revenue: 5000, bills: 1, averageTicket: 5000, tips: 0, prebooked: 0 });
      expect(all.result?.totals.bills).toBe(5);
    });

    it('rounds a technician’s half cent up, on PGlite and PostgreSQL alike', async () => {
      const { result } = await ask<Technicians>(ReportKey.TECHNICIAN, { branchId: w.plateau, from: '2026-12-05', to: '2026-12-05' });
      expect(result?.rows.map((r) => r.revenue)).toEqual([1001]);
    });
  });

  describe('technician tip', () => {
    it('lists each share bill by bill, and the shares add up to the tips of the bills', async () => {
      const { status, result } = await ask<Tips>(ReportKey.TECHNICIAN_TIP);
      expect(status).toBe(200);
      const lines = result?.rows ?? [];
      expect(lines.filter((l) => l.technicianId === a.id).map(({ time, checkoutMethod, share, percent }) => ({ time, checkoutMethod, share, percent }))).toEqual([
        { time: '2026-12-01 10:05', checkoutMethod: 'Cash', share: 600, percent: 60 },
        { time: '2026-12-01 15:05', checkoutMethod: expect.any(String), share: 300, percent: 100 },
      ]);
      expect(lines.filter((l) => l.technicianId === b.id).map((l) => [l.share, l.percent])).toEqual([[400, 40]]);
      expect(lines.every((l) => l.billCode.startsWith('RPT-'))).toBe(true);
      expect(result?.totals).toMatchObject({ share: 1300, shares: 3, paidOut: 0 });
      // The tips of the paid bills, as the drawer keeps them: not deleted, bill not cancelled.
      const { tips } = await w.env.db.one<{ tips: number }>(
        `SELECT sum(a.value_cents)::int AS tips FROM pos_action a JOIN bill b ON b.id = a.bill_id
          WHERE a.branch_id = $1 AND a.type = 'TIP' AND a.deleted_at IS NULL AND b.status = 'PAID' AND a.action_time >= '2026-12-01T05:00:00Z' AND a.action_time < '2026-12-03T05:00:00Z'`,
        [w.downtown],
      );
      expect(result?.totals.share).toBe(tips);
      const technicians = await ask<Technicians>(ReportKey.TECHNICIAN);
      expect(technicians.result?.totals.tips).toBe(tips);
    });

    it('narrows to one technician', async () => {
      const { result } = await ask<Tips>(ReportKey.TECHNICIAN_TIP, { technicianId: b.id });
      expect(result?.rows.map((l) => l.technician)).toEqual([b.name]);
      expect(result?.totals).toMatchObject({ share: 400, shares: 1, paidOut: 0 });
    });
  });

  describe('technician working', () => {
    it('counts the time sheet, cut at the branch’s midnight, and the schedule where nothing is recorded, by hand', async () => {
      const { status, result } = await ask<Working>(ReportKey.TECHNICIAN_WORKING, { to: '2026-12-03' });
      expect(status).toBe(200);
      const mine = (result?.rows ?? []).filter((r) => r.technicianId === a.id || r.technicianId === b.id);
      expect(mine.map(({ date, technician, source, worked, paidBreaks, unpaidBreaks, paidTime, booked }) => ({ date, technician, source, worked, paidBreaks, unpaidBreaks, paidTime, booked }))).toEqual([
        { date: '2026-12-01', technician: a.name, source: 'TIME_SHEET', worked: 480, paidBreaks: 15, unpaidBreaks: 30, paidTime: 450, booked: 45 },
        { date: '2026-12-01', technician: b.name, source: 'SCHEDULE', worked: 240, paidBreaks: 15, unpaidBreaks: 0, paidTime: 240, booked: 30 },
        { date: '2026-12-02', technician: a.name, source: 'TIME_SHEET', worked: 240, paidBreaks: 0, unpaidBreaks: 30, paidTime: 210, booked: 0 },
        { date: '2026-12-03', technician: a.name, source: 'TIME_SHEET', worked: 120, paidBreaks: 0, unpaidBreaks: 30, paidTime: 90, booked: 0 },
        { date: '2026-12-03', technician: b.name, source: 'SCHEDULE', worked: 240, paidBreaks: 0, unpaidBreaks: 0, paidTime: 240, booked: 0 },
      ]);
      const one = await ask<Working>(ReportKey.TECHNICIAN_WORKING, { to: '2026-12-03', technicianId: a.id });
      expect(one.result?.totals).toEqual({ worked: 840, paidBreaks: 15, unpaidBreaks: 90, paidTime: 750, booked: 45 });
    });
  });

  describe('daily technician', () => {
    it('counts each technician’s bookings and services of the day, revenue and tips, by hand', async () => {
      const { status, result } = await ask<Daily>(ReportKey.DAILY_TECHNICIAN, { to: '2026-12-01' });
      expect(status).toBe(200);
      expect(result?.rows).toEqual(
        [
          // A: the completed booking and the one not come yet (the no-show is left out); 3600 + 6000.
          { technicianId: a.id, technician: a.name, bookings: 2, services: 2, revenue: 9600, tips: 900 },
          { technicianId: b.id, technician: b.name, bookings: 1, services: 1, revenue: 5400, tips: 400 },
        ].sort((x, y) => x.technician.localeCompare(y.technician)),
      );
      expect(result?.totals).toEqual({ bookings: 3, services: 3, revenue: 15000, tips: 1300 });
    });
  });

  describe('rights and filters', () => {
    const keys = [ReportKey.TECHNICIAN, ReportKey.TECHNICIAN_TIP, ReportKey.TECHNICIAN_WORKING, ReportKey.DAILY_TECHNICIAN];

    it('need the report right, and keep a manager to their branches', async () => {
      for (const key of keys) {
        const day = { from: '2026-12-01', to: '2026-12-01' };
        expect((await askReport(w, w.frontdesk, key, reportParams({ branchId: w.downtown, ...day }))).status, key).toBe(403);
        expect((await askReport(w, w.manager, key, reportParams({ branchId: w.plateau, ...day }))).status, key).toBe(403);
        const mine = await askReport<{ branches: { name: string }[] }>(w, w.manager, key, reportParams({ branchId: ALL_BRANCHES, ...day }));
        expect(mine.result?.branches.map((x) => x.name), key).toEqual(['Downtown Toronto']);
      }
    });

    it('refuse a technician of another branch or business, and bad filters with a message', async () => {
      const foreign = '00000000-0000-4000-8000-0000000000aa';
      for (const key of keys) {
        const day = { branchId: w.downtown, from: '2026-12-01', to: '2026-12-01' };
        expect((await askReport(w, w.admin, key, { ...day, technicianId: p.id })).status, key).toBe(404);
        expect((await askReport(w, w.admin, key, { ...day, technicianId: foreign })).status, key).toBe(404);
        expect((await askReport(w, w.manager, key, { ...day, branchId: ALL_BRANCHES, technicianId: p.id })).status, key).toBe(404);
        for (const bad of [{ ...day, technicianId: 'anna' }, { ...day, from: '2026-12-02' }, { ...day, to: '2026-13-01' }]) {
          const res = await askReport(w, w.admin, key, bad);
          expect(res.status, `${key} ${JSON.stringify(bad)}`).toBe(400);
          expect(res.body).toMatch(/"message":"[^"]+"/);
        }
      }
    });
  });
});
