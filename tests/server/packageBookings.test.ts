// Booking and billing a package on a real PGlite: the package's services become the guest's
// lines at their shares of the package price, each naming the package; the server refuses a
// disabled, out-of-time, other branch's or other tenant's package; the bill's subtotal is the
// package price, with no arithmetic of its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type DayBookingsResult } from '../../src/domain/api';
import { BillPath } from '../../src/domain/bill/paths';
import type { BillCreateResult } from '../../src/domain/bill/types';
import type { BookingSaveInput } from '../../src/domain/booking/args';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { sharePackagePrice } from '../../src/domain/booking/package-price';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import type { SavedId } from '../../src/domain/catalogue/contract';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { push, pushResult, registerDevice } from './syncHelpers';
import { MutationName, MutationOutcome } from '../../src/domain/sync-protocol';
import { billFor, billingWorld, getJson, postJson } from './billingFixtures';
import { bookingArgs, boardOf, expectRefused, freeTechnicians, mutation, okResult, plus, serviceWithFree, servicesOf, type ServiceRow } from './bookingFixtures';

const PACKAGE_PRICE = 9999;
const START = `${TEST_TODAY} 13:00`;

describe('booking and billing a package', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let fd: SignedIn;
  let downtown: string;
  let cash: string;
  let pair: [ServiceRow, ServiceRow];
  let packageId: string;

  const online = (args: BookingSaveInput) => {
    const { code: _code, ...rest } = args;
    return rest;
  };
  const newPackage = async (over: Record<string, unknown> = {}) => {
    const res = await postJson(env, admin, PackagePath.CREATE, {
      branchId: downtown,
      code: `PK-${randomUUID().slice(0, 8)}`,
      content: 'Spa day',
      price: PACKAGE_PRICE,
      startTime: `${TEST_TODAY} 00:00`,
      endTime: '2026-12-31 23:59',
      status: 'ENABLED',
      serviceIds: pair.map((s) => s.id),
      ...over,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return body<SavedId>(res).result.id;
  };

  /** The package's two services one after the other for one guest at START, each on a technician free then (found once, before any booking). */
  let technicians: [string, string];
  function packageBooking(pkg: string): BookingSaveInput {
    const [a, b] = pair;
    const prices = sharePackagePrice(PACKAGE_PRICE, pair.map((s) => s.price_cents));
    const args = bookingArgs({
      branchId: downtown,
      guests: [{ lines: [{ service: a, technicianId: technicians[0], startTime: START, price: prices[0] }, { service: b, technicianId: technicians[1], startTime: plus(START, a.duration), price: prices[1] }] }],
    });
    return { ...args, guests: args.guests.map((g) => ({ ...g, segments: g.segments.map((s) => ({ ...s, packageId: pkg })) })) };
  }

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    ({ cash } = await billingWorld(env.db));
    const services = (await servicesOf(env.db, downtown)).filter((s) => s.number_technician === 1 && s.price_cents > 0);
    const board = await boardOf(env, downtown, TEST_TODAY);
    const { service: a, technicians: [techA = ''] } = serviceWithFree(board, services, START, 1);
    const second = plus(START, a.duration);
    const b = services.find((s) => s.id !== a.id && s.price_cents !== a.price_cents && freeTechnicians(board, { serviceId: s.id, start: second, duration: s.duration }).length > 0);
    if (!b) throw new Error('a second priced service with a free technician needed');
    pair = [a, b];
    technicians = [techA, freeTechnicians(board, { serviceId: b.id, start: second, duration: b.duration })[0] ?? ''];
    packageId = await newPackage();
  });
  afterAll(async () => {
    await env.close();
  });

  it('saves each line with its package and its share, reads them back, and bills the package price', async () => {
    const args = packageBooking(packageId);
    const saved = okResult<{ id: string }>(await postJson(env, fd, BookingWritePath.CREATE, online(args)));
    const lines = await env.db.query<{ package_id: string | null; price_cents: number }>(
      `SELECT package_id, price_cents FROM segment WHERE booking_id = $1 ORDER BY display_index`,
      [saved.id],
    );
    expect(lines.map((l) => l.package_id)).toEqual([packageId, packageId]);
    expect(lines.reduce((sum, l) => sum + l.price_cents, 0)).toBe(PACKAGE_PRICE);
    const day = body<DayBookingsResult>(await getJson(env, fd, `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${TEST_TODAY}`)).result;
    const guest = day.guests.find((g) => g.bookingId === saved.id);
    expect(guest?.segments.map((s) => s.packageId)).toEqual([packageId, packageId]);

    // Started at the counter: only a guest in service is paid.
    await env.db.query(`UPDATE guest SET status = 'Processing' WHERE booking_id = $1`, [saved.id]);

    const guestIds = args.guests.map((g) => g.id);
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: saved.id, guestIds, received: [{ checkoutMethodId: cash, amount: 20000 }] });
    expect(bill.expected.subtotal).toBe(PACKAGE_PRICE);
    const res = await postJson(env, fd, BillPath.CREATE_BILL, bill);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BillCreateResult>(res).result.id).toBe(bill.id);
    const stored = await env.db.one<{ subtotal_cents: number }>(`SELECT subtotal_cents FROM bill WHERE id = $1`, [bill.id]);
    expect(stored.subtotal_cents).toBe(PACKAGE_PRICE);
  });

  it('refuses a disabled, out-of-time, other tenant’s package, or a service the package does not hold, and writes nothing', async () => {
    const disabled = await newPackage({ status: 'DISABLED' });
    const later = await newPackage({ startTime: '2026-12-01 00:00' });
    const lotusPackage = randomUUID();
    await env.db.query(
      `INSERT INTO package (id, tenant_id, branch_id, code, content, price_cents, start_time, end_time, status, created_at, updated_at)
       SELECT $1, b.tenant_id, b.id, 'LOTUS-PK', 'Lotus', 1000, '2026-01-01 00:00', '2027-01-01 00:00', 'ENABLED', now(), now()
         FROM branch b JOIN tenant t ON t.id = b.tenant_id WHERE t.name = 'Lotus Nails' LIMIT 1`,
      [lotusPackage],
    );
    for (const pkg of [disabled, later, lotusPackage]) {
      const args = packageBooking(pkg);
      await expectRefused(env.db, () => postJson(env, fd, BookingWritePath.CREATE, online(args)), 409, 'PACKAGE_NOT_BOOKABLE');
    }
    const single = await newPackage({ serviceIds: [pair[0].id] });
    // Pushed by a tablet that booked it before it was disabled: refused in words, for Needs attention.
    const { deviceId } = await registerDevice(env, fd);
    const pushed = mutation({ name: MutationName.BOOKING_CREATE, args: { ...packageBooking(disabled), code: 'DT-9-1' }, deviceId, seq: 1, userId: await userIdByName(env.db, 'frontdesk'), branchId: downtown });
    const [result] = pushResult(await push(env, fd, deviceId, [pushed])).results;
    expect(result?.outcome).not.toBe(MutationOutcome.APPLIED);
    expect(result?.error).toMatchObject({ code: 'PACKAGE_NOT_BOOKABLE', message: expect.stringContaining('This package cannot be booked') });
    await expectRefused(env.db, () => postJson(env, fd, BookingWritePath.CREATE, online(packageBooking(single))), 409, 'PACKAGE_NOT_BOOKABLE');
  });
});
