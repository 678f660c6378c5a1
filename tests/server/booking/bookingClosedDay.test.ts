import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSaveInput } from '../../../src/domain/booking/args';
import { BookingWritePath } from '../../../src/domain/booking/paths';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import { addDays } from '../../../src/domain/time';
import type { Db } from '../../../src/server/db/db';
import { branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import {
  bookingArgs,
  bookingRows,
  boardOf,
  expectRefused,
  freeTechnicians,
  post,
  servicesOf,
  syncTablet,
  TOMORROW,
  withDenied,
  writeFingerprint,
  type ServiceRow,
} from '../bookingFixtures';

/** The server refuses a booking on a branch's closed day (issue 19), as the tablet's series check does. */
describe('bookings on a closed day', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let service: ServiceRow;
  let technicianId: string;
  let tablet: Awaited<ReturnType<typeof syncTablet>>;
  /** Saturdays: one open, one the branch closes, and one closed only after a series is booked on it. */
  const OPEN = addDays(TOMORROW, 7);
  const HOLIDAY = addDays(TOMORROW, 14);
  const CLOSED_LATER = addDays(TOMORROW, 21);
  /** A booking made on HOLIDAY before the day was closed. */
  let madeBefore: BookingSaveInput;

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));
  const at = (startTime: string, extra: Partial<BookingSaveInput> = {}): BookingSaveInput => ({
    ...bookingArgs({ branchId: downtown, code: tablet.code(), customerName: 'Holiday Client', guests: [{ lines: [{ service, technicianId, startTime }] }] }),
    ...extra,
  });
  /** The same booking at another start (its lines follow). */
  const movedTo = (b: BookingSaveInput, startTime: string): BookingSaveInput => ({
    ...b,
    startTime,
    guests: b.guests.map((g) => ({ ...g, segments: g.segments.map((s) => ({ ...s, startTime })) })),
  });

  async function closeDay(db: Db, branchId: string, date: string, note: string): Promise<void> {
    await db.query(
      `INSERT INTO branch_holiday (id, tenant_id, branch_id, from_date, to_date, note, created_at, updated_at)
       SELECT $1, tenant_id, id, $3::date, $3::date, $4, now(), now() FROM branch WHERE id = $2`,
      [randomUUID(), branchId, date, note],
    );
  }

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    const services = (await servicesOf(env.db, downtown)).filter((s) => s.number_technician === 1);
    const board = await boardOf(env, downtown, TOMORROW);
    const pick = services.flatMap((s) => freeTechnicians(board, { serviceId: s.id, start: `${TOMORROW} 10:00`, duration: s.duration }).map((t) => ({ service: s, technicianId: t })))[0];
    if (!pick) throw new Error('fixture: no technician free tomorrow');
    service = pick.service;
    technicianId = pick.technicianId;
    // The seed plans working time for its own week: the technician works 09:00-19:00 on each date here.
    for (const date of [OPEN, HOLIDAY, CLOSED_LATER]) {
      await env.db.query(
        `INSERT INTO technician_working (id, tenant_id, branch_id, technician_id, type, start_time, end_time, note, created_at)
         SELECT $1, tenant_id, branch_id, id, 'WORKING', $3::timestamptz, $3::timestamptz + interval '10 hours', null, now() FROM technician WHERE id = $2`,
        [randomUUID(), technicianId, `${date}T14:00:00Z`],
      );
    }
    tablet = await syncTablet(env, fd, await userIdByName(env.db, 'frontdesk'), downtown);
    madeBefore = at(`${HOLIDAY} 15:00`);
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_CREATE, madeBefore)]))).toEqual(['APPLIED']);
    await closeDay(env.db, downtown, HOLIDAY, 'Staff training');
    // Another salon closing the open day changes nothing for this one.
    await closeDay(env.db, await branchIdByName(env.db, 'Lotus Nails Midtown'), OPEN, 'Lotus closed');
  });
  afterAll(async () => {
    await env.close();
  });

  it('refuses a new booking on the closed day online, with the day and its note, writing nothing', async () => {
    const { code: _code, ...body } = at(`${HOLIDAY} 10:00`);
    const answer = await expectRefused(env.db, () => post(env, fd, BookingWritePath.CREATE, body), 409, 'CLOSED_DAY');
    expect(answer.facts).toEqual({ date: HOLIDAY, note: 'Staff training' });
  });

  it('refuses it from a tablet into Needs attention, and books the open day (another salon’s closed day is not ours)', async () => {
    const before = await writeFingerprint(env.db);
    const [refused] = await tablet.push([tablet.change(MutationName.BOOKING_CREATE, at(`${HOLIDAY} 10:00`))]);
    expect(refused?.outcome).toBe(MutationOutcome.REJECTED);
    expect(refused?.error).toMatchObject({ code: 'CLOSED_DAY', facts: { date: HOLIDAY, note: 'Staff training' } });
    expect(await writeFingerprint(env.db)).toBe(before);
    const open = at(`${OPEN} 10:00`);
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_CREATE, open)]))).toEqual(['APPLIED']);
    expect((await bookingRows(env.db, open.id)).booking?.start).toBe(`${OPEN} 10:00`);
  });

  it('refuses moving a booking onto the closed day, online and from a tablet', async () => {
    const open = at(`${OPEN} 12:00`);
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_UPDATE, open)]))).toEqual(['NOT_FOUND']);
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_CREATE, open)]))).toEqual(['APPLIED']);
    const moved = movedTo(open, `${HOLIDAY} 12:00`);
    await expectRefused(env.db, () => post(env, fd, BookingWritePath.UPDATE, moved), 409, 'CLOSED_DAY');
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_UPDATE, moved)]))).toEqual(['CLOSED_DAY']);
    expect((await bookingRows(env.db, open.id)).booking?.start).toBe(`${OPEN} 12:00`);
  });

  it('keeps a booking made before the day closed editable there', async () => {
    const later = movedTo({ ...madeBefore, note: 'called: still coming?' }, `${HOLIDAY} 16:00`);
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_UPDATE, later)]))).toEqual(['APPLIED']);
    expect((await bookingRows(env.db, madeBefore.id)).booking?.start).toBe(`${HOLIDAY} 16:00`);
  });

  it('refuses a clipboard guest dropped on the closed day', async () => {
    const parked = at(`${OPEN} 14:00`, { clipboard: true });
    expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_CREATE, parked)]))).toEqual(['APPLIED']);
    const guestId = parked.guests[0]?.id ?? '';
    const drop = { guestId, bookingId: parked.id, branchId: downtown, technicianId, startTime: `${HOLIDAY} 11:00`, scheduleDate: HOLIDAY };
    await expectRefused(env.db, () => post(env, fd, BookingWritePath.MOVE_TO_DASHBOARD, drop), 409, 'CLOSED_DAY');
    expect(outcomes(await tablet.push([tablet.change(MutationName.GUEST_TO_DASHBOARD, drop)]))).toEqual(['CLOSED_DAY']);
    expect(outcomes(await tablet.push([tablet.change(MutationName.GUEST_TO_DASHBOARD, { ...drop, startTime: `${OPEN} 11:00`, scheduleDate: OPEN })]))).toEqual(['APPLIED']);
  });

  it('needs the booking right before the calendar is even looked at', async () => {
    const before = await writeFingerprint(env.db);
    await withDenied(env.db, 'FRONT_DESK', 'BOOKING_CREATE', async () => {
      expect(outcomes(await tablet.push([tablet.change(MutationName.BOOKING_CREATE, at(`${HOLIDAY} 10:00`))]))).toEqual(['FORBIDDEN']);
    });
    expect(await writeFingerprint(env.db)).toBe(before);
  });

  describe('a recurring series', () => {
    const seriesId = randomUUID();
    let occurrences: BookingSaveInput[];

    it('refuses the occurrence on the closed day alone: each is its own queued booking', async () => {
      occurrences = [OPEN, HOLIDAY, CLOSED_LATER].map((date) => at(`${date} 17:00`, { seriesId }));
      const results = await tablet.push(occurrences.map((o) => tablet.change(MutationName.BOOKING_CREATE, o)));
      expect(outcomes(results)).toEqual(['APPLIED', 'CLOSED_DAY', 'APPLIED']);
      const rows = await env.db.query<{ id: string }>(`SELECT id FROM booking WHERE series_id = $1 ORDER BY start_time`, [seriesId]);
      expect(rows.map((r) => r.id)).toEqual([occurrences[0]?.id, occurrences[2]?.id]);
    });

    it('refuses the whole "this and the following" when the changed one moves onto the closed day', async () => {
      const [first] = occurrences;
      if (!first) throw new Error('fixture');
      const before = await writeFingerprint(env.db);
      const onHoliday = movedTo(first, `${HOLIDAY} 18:00`);
      const [result] = await tablet.push([tablet.change(MutationName.SERIES_UPDATE, { seriesId, from: first.startTime, booking: onHoliday })]);
      expect(result?.outcome).toBe(MutationOutcome.REJECTED);
      expect(result?.error).toMatchObject({ code: 'CLOSED_DAY', facts: { date: HOLIDAY, note: 'Staff training' } });
      expect(await writeFingerprint(env.db)).toBe(before);
    });

    it('changes a later occurrence on a day closed after it was booked: it stays, at the new time', async () => {
      const [first, , last] = occurrences;
      if (!first || !last) throw new Error('fixture');
      await closeDay(env.db, downtown, CLOSED_LATER, 'Renovation');
      const [result] = await tablet.push([tablet.change(MutationName.SERIES_UPDATE, { seriesId, from: first.startTime, booking: movedTo(first, `${OPEN} 18:00`) })]);
      expect(result?.outcome, JSON.stringify(result?.error)).toBe(MutationOutcome.APPLIED);
      expect(result?.result).toEqual({ ids: [first.id, last.id] });
      expect((await bookingRows(env.db, last.id)).booking?.start).toBe(`${CLOSED_LATER} 18:00`);
    });
  });
});
