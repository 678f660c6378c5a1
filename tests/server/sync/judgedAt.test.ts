// A tablet offline for three days sends its work the morning after: the server judges each
// change at the time the desk made it, not at its own now, within a week and never ahead of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import { SchedulerCode } from '../../../src/domain/scheduler/codes';
import { errorMessages } from '../../../src/domain/error-messages-en';
import { ErrorCode } from '../../../src/domain/errors';
import { branchIdByName, setupTestEnv, signIn, TEST_NOW, TEST_TODAY, userIdByName, type TestEnv } from '../helpers';
import { bookingArgs, bookingRows, boardOf, freeTechnicians, mutation, serviceWithFree, servicesOf } from '../bookingFixtures';
import { checkoutMethodId, deviceCodeFor, payMutation, push, pushResult, registerDevice } from '../syncHelpers';

const DAY = 24 * 3_600_000;

describe('a queued change is judged when the desk made it', () => {
  let env: TestEnv;
  let fdId: string;
  let downtown: string;
  let cash: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    fdId = await userIdByName(env.db, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    cash = await checkoutMethodId(env.db, downtown, 'CASH');
  });
  afterAll(async () => {
    await env.close();
  });

  async function tablet() {
    const { deviceId } = await registerDevice(env, await signIn(env.app, 'frontdesk'));
    let seq = 0;
    let codes = 0;
    return {
      deviceId,
      code: () => deviceCodeFor(deviceId, ++codes + 100),
      change: (name: MutationName, args: object, createdAt = TEST_NOW) => ({ ...mutation({ name, args, deviceId, seq: ++seq, userId: fdId, branchId: downtown }), createdAt: createdAt.toISOString() }),
      pay: (actionTime: string, createdAt: Date) => ({ ...payMutation({ deviceId, seq: ++seq, userId: fdId, branchId: downtown, checkoutMethodId: cash, actionTime, code: deviceCodeFor(deviceId, seq) }), createdAt: createdAt.toISOString() }),
      // Signed in again when the connection is back: a session does not outlast three days offline.
      push: async (changes: readonly unknown[]) => pushResult(await push(env, await signIn(env.app, 'frontdesk', { deviceId }), deviceId, changes)).results,
    };
  }

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : `${r.error?.code} ${r.error?.message}`));

  /** Today's booking at 14:00 on a free technician, started and then moved later that day, all made at 10:00. */
  async function todaysWork(t: Awaited<ReturnType<typeof tablet>>) {
    const start = `${TEST_TODAY} 14:00`;
    const board = await boardOf(env, downtown, TEST_TODAY);
    const found = serviceWithFree(board, await servicesOf(env.db, downtown), start, 1);
    const technicianId = found.technicians[0] ?? '';
    // Where a technician is free for it at another time that day (the move may change column too).
    const moves = ['15:30', '16:00', '16:30', '17:00', '13:00', '12:30', '12:00', '11:30'].flatMap((hhmm) => {
      const at = `${TEST_TODAY} ${hhmm}`;
      return freeTechnicians(board, { serviceId: found.service.id, start: at, duration: found.service.duration }).map((to) => ({ at, to }));
    });
    const move = moves[0];
    if (!move) throw new Error('fixture: no free time for the move');
    const later = move.at;
    const args = bookingArgs({ branchId: downtown, code: t.code(), guests: [{ lines: [{ service: found.service, technicianId, startTime: start }] }] });
    const guest = args.guests[0];
    const line = guest?.segments[0];
    if (!guest || !line) throw new Error('fixture');
    return {
      args,
      later,
      changes: [
        t.change(MutationName.BOOKING_CREATE, args),
        t.change(MutationName.BOOKING_STATUS, { bookingId: args.id, branchId: downtown, guestIds: [guest.id], status: BookingStatus.PROCESSING }),
        t.change(MutationName.SEGMENT_UPDATE, { id: line.id, bookingId: args.id, branchId: downtown, technicianId: move.to, startTime: later, duration: line.duration, price: line.price }),
        t.pay(`${TEST_TODAY} 10:00`, TEST_NOW),
      ],
    };
  }

  it('applies a day’s work three days later: a booking started that day, moved that day, a pay-in of that morning', async () => {
    const t = await tablet();
    const work = await todaysWork(t);
    env.clock.set(new Date(TEST_NOW.getTime() + 3 * DAY));
    expect(outcomes(await t.push(work.changes))).toEqual(['APPLIED', 'APPLIED', 'APPLIED', 'APPLIED']);
    const rows = await bookingRows(env.db, work.args.id);
    expect(rows.guests.map((g) => g.status)).toEqual([BookingStatus.PROCESSING]);
    expect(rows.lines.map((l) => l.start)).toEqual([work.later]);
  });

  it('judges a change made more than a week before the push a week back: the past day is closed to it', async () => {
    env.clock.set(TEST_NOW);
    const t = await tablet();
    const work = await todaysWork(t);
    env.clock.set(new Date(TEST_NOW.getTime() + 10 * DAY));
    // Judged on 23 November: 20 November is a past date, closed to moves (a booking entered
    // afterwards and a guest's status stay open to it); the pay-in's time is not in the future.
    expect(outcomes(await t.push(work.changes))).toEqual(['APPLIED', 'APPLIED', `${SchedulerCode.PAST_DATE} ${errorMessages[SchedulerCode.PAST_DATE]}`, 'APPLIED']);
  });

  it('gains nothing from a clock that ran ahead: a pay-in stamped ten minutes past the server’s now is still in the future', async () => {
    env.clock.set(TEST_NOW);
    const t = await tablet();
    const ahead = new Date(TEST_NOW.getTime() + 10 * 60_000);
    expect(outcomes(await t.push([t.pay(`${TEST_TODAY} 10:10`, ahead)]))).toEqual([`${ErrorCode.ACTION_TIME_IN_FUTURE} Action time cannot be in the future.`]);
  });
});
