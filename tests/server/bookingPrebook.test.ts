import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Right } from '../../src/domain/rights';
import { MutationName, MutationOutcome, type MutationResult } from '../../src/domain/sync-protocol';
import { ReportKey, reportParams, reportPath, type ReportResult } from '../../src/domain/report/contract';
import type { TechnicianRow, TechnicianTotals } from '../../src/domain/report/technician';
import { addDays } from '../../src/domain/time';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { bookingArgs, boardOf, newPhone, okResult, post, serviceWithFree, servicesOf, withDenied, writeFingerprint, type ServiceRow } from './bookingFixtures';
import { ApiPath, type DayBookingsResult } from '../../src/domain/api';
import { prebookArgs, visitOf } from '../../src/domain/booking/prebook';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import type { SavedId } from '../../src/domain/catalogue/contract';
import { BookingWritePath } from '../../src/domain/booking/paths';
import { billFor, billingWorld, freshCustomer, makeBooking, postJson } from './billingFixtures';
import { testTablet, type TestTablet } from './syncHelpers';

/** Four weeks after the day of payment, as the prebook step offers it. */
const NEXT = addDays(TEST_TODAY, 28);

describe('prebook at checkout: a booking.create marked with the paid bill', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let fdId: string;
  let downtown: string;
  let plateau: string;
  let cash: string;
  let services: ServiceRow[];
  let technicianId: string;
  let customerCounter = 0;

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    fdId = await userIdByName(env.db, 'frontdesk');
    ({ downtown, plateau, cash } = await billingWorld(env.db));
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  const tablet = (who: SignedIn, userId: string) => testTablet(env, { who, userId, branchId: downtown });
  type Tablet = TestTablet;

  const outcomes = (results: readonly MutationResult[]) => results.map((r) => (r.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r.error?.code));

  /** A booking of today for a customer (or none), paid at the tablet: the bill's id and its customer. */
  async function paidBill(a: Tablet, withCustomer = true): Promise<{ billId: string; customerId: string | null; phone: string }> {
    const customer = withCustomer ? await freshCustomer(env.db, downtown, 700 + ++customerCounter) : null;
    const made = await makeBooking(env.db, { branchId: downtown, customerId: customer?.id ?? null, guests: [{ lines: [{ technicianId, price: 3000 }] }] });
    const bill = await billFor(env, fd, {
      branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer?.id ?? null, received: [{ checkoutMethodId: cash, amount: 4000 }],
    });
    const [result] = await a.push([a.change(MutationName.BILL_CREATE, { ...bill, code: a.code() })]);
    expect(outcomes(result ? [result] : [])).toEqual(['APPLIED']);
    return { billId: bill.id, customerId: customer?.id ?? null, phone: customer?.phone ?? '9055550000' };
  }

  /** The next visit, four weeks later at `time`, for the bill's customer. */
  function prebook(a: Tablet, paid: { billId: string; customerId: string | null; phone: string }, time = '10:00', over: object = {}) {
    const service = services.find((s) => s.number_technician === 1) ?? services[0];
    if (!service) throw new Error('fixture');
    return {
      ...bookingArgs({ branchId: downtown, code: a.code(), customerId: paid.customerId, phone: paid.phone, force: true, guests: [{ lines: [{ service, technicianId, startTime: `${NEXT} ${time}` }] }] }),
      prebookedFromBillId: paid.billId,
      ...over,
    };
  }

  beforeAll(async () => {
    const service = services.find((s) => s.number_technician === 1) ?? services[0];
    if (!service) throw new Error('fixture');
    ({ technician_id: technicianId } = await env.db.one<{ technician_id: string }>(
      `SELECT technician_id FROM technician_service WHERE branch_id = $1 AND service_id = $2 ORDER BY technician_id LIMIT 1`,
      [downtown, service.id],
    ));
    await worksOnNext(technicianId);
  });

  /** The seed's shifts cover a week around today: the technician works 9:00–18:00 on NEXT too. */
  async function worksOnNext(id: string): Promise<void> {
    await env.db.query(
      `INSERT INTO technician_working (id, tenant_id, branch_id, technician_id, type, start_time, end_time, created_at)
       SELECT $1, tenant_id, id, $2, 'WORKING', $3, $4, $5 FROM branch WHERE id = $6`,
      [randomUUID(), id, new Date(`${NEXT}T14:00:00Z`), new Date(`${NEXT}T23:00:00Z`), new Date(`${TEST_TODAY}T12:00:00Z`), downtown],
    );
  }

  it('books the next visit marked with the bill, once, and answers a replay without writing again', async () => {
    const a = await tablet(fd, fdId);
    const paid = await paidBill(a);
    const args = prebook(a, paid);
    const change = a.change(MutationName.BOOKING_CREATE, args);
    expect(outcomes(await a.push([change]))).toEqual(['APPLIED']);
    expect(await env.db.one(`SELECT prebooked_from_bill_id, customer_id FROM booking WHERE id = $1`, [args.id])).toEqual({
      prebooked_from_bill_id: paid.billId, customer_id: paid.customerId,
    });
    const before = await writeFingerprint(env.db);
    const [again] = await a.push([change]);
    expect(again?.replayed).toBe(true);
    expect(await writeFingerprint(env.db)).toBe(before);
  });

  it('counts the bill as prebooked in the technician report', async () => {
    const a = await tablet(fd, fdId);
    const ask = async () => {
      const res = await env.app.inject({ method: 'GET', url: `${reportPath(ReportKey.TECHNICIAN)}?${new URLSearchParams(reportParams({ branchId: downtown, from: TEST_TODAY, to: TEST_TODAY, technicianId })).toString()}`, headers: (await signIn(env.app, 'admin')).headers });
      return body<ReportResult<TechnicianRow, TechnicianTotals>>(res).result;
    };
    const before = await ask();
    const row = before.rows[0];
    if (!row) throw new Error('no row');
    const prebookedBefore = Math.round((row.prebooked * row.bills) / 100);
    await paidBill(a);
    const paid = await paidBill(a);
    expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, prebook(a, paid, '11:00'))]))).toEqual(['APPLIED']);
    const after = await ask();
    expect(after.rows[0]?.bills).toBe(row.bills + 2);
    expect(after.rows[0]?.prebooked).toBe(Math.round(((prebookedBefore + 1) * 1000) / (row.bills + 2)) / 10);
  });

  it('refuses a bad mark with a message, writing nothing: another tenant’s or branch’s bill, unpaid, no customer, another customer, twice, same day, on an update', async () => {
    const a = await tablet(fd, fdId);
    const paid = await paidBill(a);
    const noCustomer = await paidBill(a, false);
    const other = await paidBill(a);
    const taken = await paidBill(a);
    expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, prebook(a, taken, '13:00'))]))).toEqual(['APPLIED']);
    const cancelled = await paidBill(a);
    await env.db.query(`UPDATE bill SET status = 'CANCEL' WHERE id = $1`, [cancelled.billId]);
    // A paid bill of Lotus Nails, another tenant, and one of Plateau, another branch.
    const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const lotusUser = await userIdByName(env.db, 'lotus');
    const foreign = async (branchId: string, createdBy: string) => {
      const id = randomUUID();
      await env.db.query(
        `INSERT INTO bill (id, tenant_id, branch_id, code, status, customer_id, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
         SELECT $1, tenant_id, id, $2, 'PAID', $3, 1000, 1000, $4, $5, $4, $4 FROM branch WHERE id = $6`,
        [id, `X-${id.slice(0, 6)}`, branchId === plateau ? paid.customerId : null, new Date(`${TEST_TODAY}T15:00:00Z`), createdBy, branchId],
      );
      return id;
    };
    const lotusBill = await foreign(lotusBranch, lotusUser);
    const plateauBill = await foreign(plateau, fdId);

    const cases: [string, object, string][] = [
      ['another tenant’s bill', prebook(a, { ...paid, billId: lotusBill }, '14:00'), 'Not a bill of this branch'],
      ['another branch’s bill', prebook(a, { ...paid, billId: plateauBill }, '14:00'), 'Not a bill of this branch'],
      // No customer named: the bill would say whose visit it is, but not another tenant's or branch's bill.
      ['another tenant’s bill naming no customer', prebook(a, { ...paid, customerId: null, billId: lotusBill }, '14:00'), 'Not a bill of this branch'],
      ['another branch’s bill naming no customer', prebook(a, { ...paid, customerId: null, billId: plateauBill }, '14:00'), 'Not a bill of this branch'],
      ['an unknown bill', prebook(a, { ...paid, billId: randomUUID() }, '14:00'), 'Not a bill of this branch'],
      ['a cancelled bill', prebook(a, cancelled, '14:00'), 'The bill is not paid'],
      ['a bill with no customer', prebook(a, noCustomer, '14:00'), 'The bill has no customer'],
      ['another customer', prebook(a, { ...other, billId: paid.billId }, '14:00'), "Not the bill's customer"],
      ['a second prebook', prebook(a, taken, '14:00'), 'A visit was prebooked at this checkout already'],
    ];
    for (const [what, args, message] of cases) {
      const before = await writeFingerprint(env.db);
      const [result] = await a.push([a.change(MutationName.BOOKING_CREATE, args)]);
      expect({ what, code: result?.error?.code, message: result?.error?.message }).toEqual({ what, code: 'BOOKING_INVALID', message });
      expect(await writeFingerprint(env.db), what).toBe(before);
    }

    // The same day as the bill: not a next visit.
    const board = await boardOf(env, downtown, TEST_TODAY);
    const service = services.find((s) => s.number_technician === 1) ?? services[0];
    if (!service) throw new Error('fixture');
    const today = serviceWithFree(board, [service], `${TEST_TODAY} 18:00`, 1);
    const sameDay = {
      ...bookingArgs({ branchId: downtown, code: a.code(), customerId: paid.customerId, phone: paid.phone, guests: [{ lines: [{ service, technicianId: today.technicians[0] ?? '', startTime: `${TEST_TODAY} 18:00` }] }] }),
      prebookedFromBillId: paid.billId,
    };
    const [tooSoon] = await a.push([a.change(MutationName.BOOKING_CREATE, sameDay)]);
    expect(tooSoon?.error?.message).toBe('A prebooked visit comes after the day of the bill');

    // An update does not mark a booking afterwards.
    const plain = { ...prebook(a, paid, '14:00'), prebookedFromBillId: null };
    expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, plain)]))).toEqual(['APPLIED']);
    const [update] = await a.push([a.change(MutationName.BOOKING_UPDATE, { ...plain, prebookedFromBillId: paid.billId })]);
    expect(update?.error?.message).toBe('Only a new booking is prebooked at a checkout');
    expect(await env.db.one(`SELECT prebooked_from_bill_id FROM booking WHERE id = $1`, [plain.id])).toEqual({ prebooked_from_bill_id: null });

    // Not a UUID: the contract refuses it before any rule.
    const [malformed] = await a.push([a.change(MutationName.BOOKING_CREATE, { ...prebook(a, paid, '15:00'), prebookedFromBillId: 'bill-1' })]);
    expect(malformed?.error?.code).toBe('VALIDATION');
  });

  it('takes the same mark on the online route, and refuses a bad one there with 400 and a message', async () => {
    const a = await tablet(fd, fdId);
    const paid = await paidBill(a);
    const { code: _code, ...bad } = prebook(a, { ...paid, billId: randomUUID() }, '16:00');
    const before = await writeFingerprint(env.db);
    const refusedRes = await post(env, fd, BookingWritePath.CREATE, bad);
    expect({ status: refusedRes.statusCode, code: body(refusedRes).code, message: body(refusedRes).message }).toEqual({ status: 400, code: 'BOOKING_INVALID', message: 'Not a bill of this branch' });
    expect(await writeFingerprint(env.db)).toBe(before);
    const { code: _code2, ...good } = prebook(a, paid, '16:00');
    const created = okResult<{ id: string }>(await post(env, fd, BookingWritePath.CREATE, good));
    expect(await env.db.one(`SELECT prebooked_from_bill_id FROM booking WHERE id = $1`, [created.id])).toEqual({ prebooked_from_bill_id: paid.billId });
  });

  it('needs the right to make bookings, as any booking.create', async () => {
    const a = await tablet(fd, fdId);
    const paid = await paidBill(a);
    const args = prebook(a, paid, '15:00');
    const before = await writeFingerprint(env.db);
    await withDenied(env.db, 'FRONT_DESK', Right.BOOKING_CREATE, async () => {
      expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, args)]))).toEqual(['FORBIDDEN']);
    });
    expect(await writeFingerprint(env.db)).toBe(before);
  });

  /** The day as the tablet holds it: its bookings and their guests with their lines. */
  async function dayOf(date: string): Promise<DayBookingsResult> {
    return body<DayBookingsResult>(await env.app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=${date}`, headers: fd.headers })).result;
  }

  it('repeats a service of two technicians as one line and its helper, and a line booked in a package in that package', async () => {
    const a = await tablet(fd, fdId);
    const couples = services.find((s) => s.number_technician === 2);
    const single = services.find((s) => s.number_technician === 1);
    if (!couples || !single) throw new Error('fixture');
    const pair = await env.db.query<{ technician_id: string }>(
      `SELECT technician_id FROM technician_service WHERE branch_id = $1 AND service_id = $2 AND technician_id <> $3 ORDER BY technician_id LIMIT 2`,
      [downtown, couples.id, technicianId],
    );
    const [first = '', second = ''] = pair.map((r) => r.technician_id);
    await worksOnNext(first);
    await worksOnNext(second);
    const created = await postJson(env, await signIn(env.app, 'admin'), PackagePath.CREATE, {
      branchId: downtown, code: `PK-${randomUUID().slice(0, 8)}`, content: 'Prebook package', price: 2500,
      startTime: `${TEST_TODAY} 00:00`, endTime: '2026-12-31 23:59', status: 'ENABLED', serviceIds: [single.id],
    });
    const packageId = body<SavedId>(created).result.id;
    // The couples service as the form saves it (the price on the first technician's line), and a guest's package line.
    const customer = await freshCustomer(env.db, downtown, 800);
    const made = await makeBooking(env.db, {
      branchId: downtown,
      customerId: customer.id,
      guests: [
        { lines: [{ technicianId: first, serviceId: couples.id, serviceName: couples.name, price: couples.price_cents }, { technicianId: second, serviceId: couples.id, serviceName: couples.name, price: 0 }] },
        { lines: [{ technicianId, serviceId: single.id, serviceName: single.name, price: 2500 }] },
      ],
    });
    await env.db.query(`UPDATE segment SET package_id = $1 WHERE id = $2`, [packageId, made.lineIds[1]?.[0] ?? '']);
    // What the tablet repeats: the board's copy of the paid guests, which does not say which line is a helper.
    const day = await dayOf(TEST_TODAY);
    const booking = day.bookings.find((b) => b.id === made.bookingId);
    if (!booking) throw new Error('fixture');
    const visit = visitOf(day.guests.filter((g) => g.bookingId === made.bookingId), (id) => services.find((s) => s.id === id)?.number_technician);
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: made.bookingId, guestIds: made.guestIds, customerId: customer.id, received: [{ checkoutMethodId: cash, amount: 50000 }] });
    expect(outcomes(await a.push([a.change(MutationName.BILL_CREATE, { ...bill, code: a.code() })]))).toEqual(['APPLIED']);
    const next = (lines: typeof visit) => ({ ...prebookArgs({ booking, visit: lines, startTime: `${NEXT} 17:00`, billId: bill.id, newId: randomUUID }), code: a.code() });

    // Each technician's line on its own, as the step once proposed it, is not the couples service.
    const apart = visit.map((g) => ({ ...g, lines: g.lines.map((l) => ({ ...l, helperOf: null })) }));
    const before = await writeFingerprint(env.db);
    const [refused] = await a.push([a.change(MutationName.BOOKING_CREATE, next(apart))]);
    expect(refused?.error?.code).toBe('BOOKING_INVALID');
    expect(await writeFingerprint(env.db)).toBe(before);

    const args = next(visit);
    expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, args)]))).toEqual(['APPLIED']);
    const lines = await env.db.query<{ id: string; technician_id: string; parent_id: string | null; package_id: string | null; price_cents: number }>(
      `SELECT s.id, s.technician_id, s.parent_id, s.package_id, s.price_cents FROM segment s JOIN guest g ON g.id = s.guest_id
        WHERE s.booking_id = $1 ORDER BY g.display_index, s.display_index`,
      [args.id],
    );
    const parent = lines[0]?.id;
    expect(lines.map(({ id: _id, ...l }) => l)).toEqual([
      { technician_id: first, parent_id: null, package_id: null, price_cents: couples.price_cents },
      { technician_id: second, parent_id: parent, package_id: null, price_cents: 0 },
      { technician_id: technicianId, parent_id: null, package_id: packageId, price_cents: 2500 },
    ]);
    expect(await env.db.one(`SELECT prebooked_from_bill_id, customer_id FROM booking WHERE id = $1`, [args.id])).toEqual({ prebooked_from_bill_id: bill.id, customer_id: customer.id });
  });

  it('prebooks a booking made offline and paid before its first sync: the visit gets the customer the server gave that booking', async () => {
    const a = await tablet(fd, fdId);
    const board = await boardOf(env, downtown, TEST_TODAY);
    const { service, technicians: [worker = ''] } = serviceWithFree(board, services, `${TEST_TODAY} 10:00`, 1);
    if (worker !== technicianId) await worksOnNext(worker);
    const phone = newPhone();
    const customer = { customerName: 'Offline Walkin', phone, customerId: null };
    // A new walk-in: no customer id on the tablet, the server finds or makes one from the phone.
    const walkIn = { ...bookingArgs({ branchId: downtown, code: a.code(), ...customer, start: true, guests: [{ lines: [{ service, technicianId: worker, startTime: `${TEST_TODAY} 10:00` }] }] }), walkIn: true };
    const walkInChange = a.change(MutationName.BOOKING_CREATE, walkIn);
    const guestIds = walkIn.guests.map((g) => g.id);
    // The bill and the visit as the tablet queued them before anything was sent: neither knows the customer.
    expect(outcomes(await a.push([walkInChange]))).toEqual(['APPLIED']);
    const bill = await billFor(env, fd, { branchId: downtown, bookingId: walkIn.id, guestIds, customerId: null, received: [{ checkoutMethodId: cash, amount: 50000 }] });
    const billChange = a.change(MutationName.BILL_CREATE, { ...bill, code: a.code() });
    const visit = {
      ...bookingArgs({ branchId: downtown, code: a.code(), ...customer, force: true, guests: [{ lines: [{ service, technicianId: worker, startTime: `${NEXT} 12:00` }] }] }),
      prebookedFromBillId: bill.id,
    };
    const visitChange = { ...a.change(MutationName.BOOKING_CREATE, visit), dependsOn: [billChange.id] };
    // Meanwhile the office corrected the customer's phone: the phone the tablet has finds nobody now.
    const made = await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM booking WHERE id = $1`, [walkIn.id]);
    await env.db.query(`UPDATE customer SET phone = $1 WHERE id = $2`, [newPhone(), made.customer_id]);
    expect(outcomes(await a.push([billChange, visitChange]))).toEqual(['APPLIED', 'APPLIED']);

    expect(await env.db.one(`SELECT prebooked_from_bill_id, customer_id FROM booking WHERE id = $1`, [visit.id])).toEqual({ prebooked_from_bill_id: bill.id, customer_id: made.customer_id });
    // The bill took the booking's customer too (createBill).
    expect(await env.db.one(`SELECT customer_id FROM bill WHERE id = $1`, [bill.id])).toEqual({ customer_id: made.customer_id });
    // The bill said whose visit it is: no customer was made from the old phone.
    expect(await env.db.one(`SELECT count(*)::int AS n FROM customer WHERE phone = $1`, [phone])).toEqual({ n: 0 });
  });

  it('prebooks from a bill stored before bills took their booking’s customer: the booking’s counts', async () => {
    const a = await tablet(fd, fdId);
    const paid = await paidBill(a);
    // Such a bill names no customer; its booking has one.
    await env.db.query(`UPDATE bill SET customer_id = NULL WHERE id = $1`, [paid.billId]);
    const visit = prebook(a, { ...paid, customerId: null }, '15:00');
    expect(outcomes(await a.push([a.change(MutationName.BOOKING_CREATE, visit)]))).toEqual(['APPLIED']);
    expect(await env.db.one(`SELECT prebooked_from_bill_id, customer_id FROM booking WHERE id = $1`, [visit.id])).toEqual({ prebooked_from_bill_id: paid.billId, customer_id: paid.customerId });
  });
});
