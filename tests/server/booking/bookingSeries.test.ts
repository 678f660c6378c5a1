import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type DayBookingsResult } from '../../../src/domain/api';
import type { BookingSaveInput } from '../../../src/domain/booking/args';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import { addDays } from '../../../src/domain/time';
import { body, branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { bookingArgs, bookingRows, boardOf, freeTechnicians, mutation, servicesOf, TOMORROW, withDenied, writeFingerprint, type ServiceRow } from '../bookingFixtures';
import { push, pushResult, registerDevice } from '../syncHelpers';

/** A weekly series of four made at a tablet, changed and cancelled "this and the following". */
describe('recurring series through sync push', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let fdId: string;
  let downtown: string;
  let service: ServiceRow;
  let technicianId: string;
  const dates = [0, 7, 14, 21].map((d) => addDays(TOMORROW, d));
  const seriesId = randomUUID();
  let occurrences: BookingSaveInput[];
  let tablet: Awaited<ReturnType<typeof makeTablet>>;

  async function makeTablet() {
    const { deviceId, deviceNo } = await registerDevice(env, fd);
    let seq = 0;
    let n = 0;
    return {
      code: () => `DT-${deviceNo}-${++n}`,
      change: (name: MutationName, args: object) => mutation({ name, args, deviceId, seq: ++seq, userId: fdId, branchId: downtown }),
      push: async (mutations: readonly unknown[]) => pushResult(await push(env, fd, deviceId, mutations)).results,
    };
  }

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));

  async function rowsOf(id: string) {
    const rows = await bookingRows(env.db, id);
    return { start: rows.booking?.start, statuses: rows.guests.map((g) => g.status), lines: rows.lines.map((l) => [l.start, l.price_cents]) };
  }

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    fdId = await userIdByName(env.db, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    const services = (await servicesOf(env.db, downtown)).filter((s) => s.number_technician === 1);
    // A technician free at 10:00 and 11:00 tomorrow; the seed gives working time for tomorrow only, so the later dates get theirs here.
    const board = await boardOf(env, downtown, TOMORROW);
    const pick = services.flatMap((s) => freeTechnicians(board, { serviceId: s.id, start: `${TOMORROW} 10:00`, duration: s.duration + 60 }).map((t) => ({ service: s, technicianId: t })))[0];
    if (!pick) throw new Error('fixture: no technician free tomorrow');
    service = pick.service;
    technicianId = pick.technicianId;
    for (const date of dates.slice(1)) {
      await env.db.query(
        `INSERT INTO technician_working (id, tenant_id, branch_id, technician_id, type, start_time, end_time, note, created_at)
         SELECT $1, tenant_id, branch_id, id, 'WORKING', $3::timestamptz, $3::timestamptz + interval '10 hours', null, now() FROM technician WHERE id = $2`,
        [randomUUID(), technicianId, `${date}T14:00:00Z`],
      );
    }
    tablet = await makeTablet();
    occurrences = dates.map((date) =>
      ({ ...bookingArgs({ branchId: downtown, code: tablet.code(), customerName: 'Series Client', guests: [{ lines: [{ service, technicianId, startTime: `${date} 10:00` }] }] }), seriesId }),
    );
  });
  afterAll(async () => {
    await env.close();
  });

  it('creates each occurrence as a booking of the series, once', async () => {
    const batch = occurrences.map((o) => tablet.change(MutationName.BOOKING_CREATE, o));
    expect(outcomes(await tablet.push(batch))).toEqual(['APPLIED', 'APPLIED', 'APPLIED', 'APPLIED']);
    const before = await writeFingerprint(env.db);
    expect((await tablet.push(batch)).every((r) => r.replayed)).toBe(true);
    expect(await writeFingerprint(env.db)).toBe(before);
    const rows = await env.db.query<{ id: string }>(`SELECT id FROM booking WHERE series_id = $1 ORDER BY start_time`, [seriesId]);
    expect(rows.map((r) => r.id)).toEqual(occurrences.map((o) => o.id));
    // The day read carries the series, so the tablet can find the following ones.
    const day = await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${dates[1]}`, headers: fd.headers });
    expect(body<DayBookingsResult>(day).result.bookings.map((b) => b.seriesId)).toEqual([seriesId]);
  });

  it('changes the 2nd and every later open one, leaves the 1st and a paid one alone', async () => {
    const [, second, , fourth] = occurrences;
    if (!second || !fourth) throw new Error('fixture');
    await env.db.query(`UPDATE guest SET status = 'Completed' WHERE booking_id = $1`, [fourth.id]);
    const changed = { ...second, guests: second.guests.map((g) => ({ ...g, segments: g.segments.map((s) => ({ ...s, startTime: `${dates[1]} 11:00`, price: 7777 })) })), startTime: `${dates[1]} 11:00` };
    const [result] = await tablet.push([tablet.change(MutationName.SERIES_UPDATE, { seriesId, from: second.startTime, booking: changed })]);
    expect(result?.outcome, JSON.stringify(result?.error)).toBe(MutationOutcome.APPLIED);
    expect(result?.result).toEqual({ ids: [second.id, occurrences[2]?.id] });
    expect(await rowsOf(occurrences[0]?.id ?? '')).toMatchObject({ start: `${dates[0]} 10:00`, lines: [[`${dates[0]} 10:00`, service.price_cents]] });
    expect(await rowsOf(second.id)).toMatchObject({ start: `${dates[1]} 11:00`, lines: [[`${dates[1]} 11:00`, 7777]] });
    expect(await rowsOf(occurrences[2]?.id ?? '')).toMatchObject({ start: `${dates[2]} 11:00`, statuses: ['Waiting'], lines: [[`${dates[2]} 11:00`, 7777]] });
    expect(await rowsOf(fourth.id)).toMatchObject({ start: `${dates[3]} 10:00`, statuses: ['Completed'] });
    await env.db.query(`UPDATE guest SET status = 'Waiting' WHERE booking_id = $1`, [fourth.id]);
  });

  it('cancels the 3rd and every later one, not the earlier ones', async () => {
    const third = occurrences[2];
    if (!third) throw new Error('fixture');
    const [result] = await tablet.push([
      tablet.change(MutationName.SERIES_CANCEL, { seriesId, bookingId: third.id, branchId: downtown, from: `${dates[2]} 11:00`, note: 'moving away' }),
    ]);
    expect(result?.outcome, JSON.stringify(result?.error)).toBe(MutationOutcome.APPLIED);
    expect(result?.result).toEqual({ ids: [third.id, occurrences[3]?.id] });
    const statuses = await Promise.all(occurrences.map(async (o) => (await rowsOf(o.id)).statuses));
    expect(statuses).toEqual([['Waiting'], ['Waiting'], ['Cancel'], ['Cancel']]);
  });

  it('refuses bad input, writing nothing', async () => {
    const first = occurrences[0];
    if (!first) throw new Error('fixture');
    const before = await writeFingerprint(env.db);
    const results = await tablet.push([
      tablet.change(MutationName.SERIES_CANCEL, { seriesId: 'not-a-uuid', bookingId: first.id, branchId: downtown, from: first.startTime, note: '' }),
      tablet.change(MutationName.SERIES_CANCEL, { seriesId, bookingId: first.id, branchId: downtown, from: '2026-02-30 10:00', note: '' }),
      tablet.change(MutationName.SERIES_UPDATE, { seriesId, from: first.startTime, booking: { ...first, guests: [] } }),
      // A booking that is not of that series.
      tablet.change(MutationName.SERIES_CANCEL, { seriesId: randomUUID(), bookingId: first.id, branchId: downtown, from: first.startTime, note: '' }),
      tablet.change(MutationName.SERIES_UPDATE, { seriesId: randomUUID(), from: first.startTime, booking: first }),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(results.map(() => MutationOutcome.REJECTED));
    expect(outcomes(results).slice(3)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect(await writeFingerprint(env.db)).toBe(before);
  });

  it('needs the booking right of the acting user', async () => {
    const first = occurrences[0];
    if (!first) throw new Error('fixture');
    const before = await writeFingerprint(env.db);
    await withDenied(env.db, 'FRONT_DESK', 'BOOKING_CREATE', async () => {
      const results = await tablet.push([
        tablet.change(MutationName.SERIES_CANCEL, { seriesId, bookingId: first.id, branchId: downtown, from: first.startTime, note: '' }),
        tablet.change(MutationName.SERIES_UPDATE, { seriesId, from: first.startTime, booking: first }),
      ]);
      expect(outcomes(results)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    });
    expect(await writeFingerprint(env.db)).toBe(before);
  });

  it("refuses another tenant's series and bookings", async () => {
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const foreignSeries = randomUUID();
    const foreignBooking = randomUUID();
    await env.db.query(
      `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_name, phone, start_time, end_time, type, created_at, updated_at, series_id)
       SELECT $1, tenant_id, id, 'LN-1', 'Waiting', 'OTHER SALON', '4165550000', $3::timestamptz, $3::timestamptz, 'TYPE_BOOKING_OFFLINE', now(), now(), $4
         FROM branch WHERE id = $2`,
      [foreignBooking, lotusBranch, `${dates[1]}T15:00:00Z`, foreignSeries],
    );
    const before = await writeFingerprint(env.db);
    const joining = { ...bookingArgs({ branchId: downtown, code: tablet.code(), guests: [{ lines: [{ service, technicianId, startTime: `${dates[0]} 15:00` }] }] }), seriesId: foreignSeries };
    const results = await tablet.push([
      tablet.change(MutationName.BOOKING_CREATE, joining),
      tablet.change(MutationName.SERIES_CANCEL, { seriesId: foreignSeries, bookingId: foreignBooking, branchId: downtown, from: `${dates[1]} 10:00`, note: '' }),
      tablet.change(MutationName.SERIES_UPDATE, { seriesId: foreignSeries, from: `${dates[1]} 10:00`, booking: { ...joining, id: foreignBooking, seriesId: null } }),
    ]);
    expect(outcomes(results)).toEqual(['BOOKING_INVALID', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await writeFingerprint(env.db)).toBe(before);
    expect(await env.db.one(`SELECT status FROM booking WHERE id = $1`, [foreignBooking])).toEqual({ status: 'Waiting' });
  });
});
