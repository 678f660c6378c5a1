import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, type Envelope } from '../../../src/domain/api';
import { BookingWritePath } from '../../../src/domain/booking/paths';
import { type NotificationView } from '../../../src/domain/catalogue/contract';
import { NotificationPath } from '../../../src/domain/catalogue/paths';
import { ConfigKey } from '../../../src/domain/branchConfig';
import { BUILT_IN_MESSAGES } from '../../../src/domain/notification/message-kinds';
import type { OnlineBookingResult, OnlineBranch } from '../../../src/domain/online-booking/paths';
import { MAX_BOOKINGS_PER_ADDRESS_PER_HOUR, MAX_BOOKINGS_PER_PHONE_PER_DAY } from '../../../src/server/onlineBooking/onlineBookingLimits';
import { TOMORROW } from '../bookingFixtures';
import { branchIdByName, setupTestEnv, signIn, TEST_TODAY, type TestEnv } from '../helpers';
import {
  bookingBody,
  branchInfo,
  branchOf,
  freeTimes,
  freshPhone,
  messagesAbout,
  onlineFingerprint,
  result,
  submit,
  timesOf,
  visitor,
  type Visitor,
} from './onlineBookingFixtures';

describe('public online booking', () => {
  let env: TestEnv;
  let dt: OnlineBranch;
  let customer: Visitor;
  let serviceId: string;
  let lotusService: string;
  let lotusTechnician: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    dt = await branchOf(env, 'DT');
    customer = await visitor(env);
    serviceId = dt.groups[0]?.services[0]?.id ?? '';
    lotusService = (await env.db.one<{ id: string }>(`SELECT s.id FROM service s JOIN branch b ON b.id = s.branch_id WHERE b.code = 'LN' LIMIT 1`)).id;
    lotusTechnician = (await env.db.one<{ id: string }>(`SELECT t.id FROM technician t JOIN branch b ON b.id = t.branch_id WHERE b.code = 'LN' LIMIT 1`)).id;
  });
  afterAll(async () => {
    await env.close();
  });

  /** A refusal with that status and code that wrote nothing. */
  async function refused(request: () => Promise<{ statusCode: number; body: string; json: <T>() => T }>, status: number, code: string): Promise<Envelope<null> & { code?: string }> {
    const before = await onlineFingerprint(env);
    const res = await request();
    const answer = res.json<Envelope<null> & { code?: string }>();
    expect({ status: res.statusCode, code: answer.code }, res.body).toEqual({ status, code });
    expect(answer.message).toBeTruthy();
    expect(await onlineFingerprint(env)).toBe(before);
    return answer;
  }

  async function setConfig(branchCode: string, key: string, value: string): Promise<void> {
    await env.db.query(`UPDATE branch_config SET value = $3 WHERE branch_id = (SELECT id FROM branch WHERE code = $1) AND key = $2`, [branchCode, key, value]);
  }

  describe('the branch', () => {
    it('answers the branch name, language, phone rule and its bookable services with their technicians', async () => {
      expect(dt).toMatchObject({ name: 'Downtown Toronto', code: 'DT', language: 'en', phone: { length: 10 }, branchPhone: '4165550100', firstDate: TEST_TODAY });
      expect(dt.groups.length).toBeGreaterThan(0);
      const known = new Set(dt.technicians.map((t) => t.id));
      for (const s of dt.groups.flatMap((g) => g.services)) {
        expect(s.technicianIds.length).toBeGreaterThan(0);
        for (const id of s.technicianIds) expect(known.has(id)).toBe(true);
      }
      const pl = await branchOf(env, 'PL');
      expect(pl.language).toBe('fr');
    });

    it('leaves out inactive services and those needing two technicians', async () => {
      const inactive = await env.db.one<{ id: string }>(`UPDATE service SET active = false WHERE id = $1 RETURNING id`, [serviceId]);
      const couple = await env.db.one<{ id: string }>(
        `UPDATE service SET number_technician = 2 WHERE id = (SELECT id FROM service WHERE branch_id = (SELECT id FROM branch WHERE code = 'DT') AND active AND id <> $1 ORDER BY display_index DESC LIMIT 1) RETURNING id`,
        [serviceId],
      );
      try {
        const ids = (await branchOf(env, 'DT')).groups.flatMap((g) => g.services.map((s) => s.id));
        expect(ids).not.toContain(inactive.id);
        expect(ids).not.toContain(couple.id);
      } finally {
        await env.db.query(`UPDATE service SET active = true WHERE id = $1`, [inactive.id]);
        await env.db.query(`UPDATE service SET number_technician = 1 WHERE id = $1`, [couple.id]);
      }
    });

    it('is 404 for an unknown code, an inactive branch and a business without appointments', async () => {
      for (const code of ['NOPE', 'LN']) await refused(() => branchInfo(env, code), 404, 'NOT_FOUND');
      await env.db.query(`UPDATE branch SET active = false WHERE code = 'PL'`);
      try {
        await refused(() => branchInfo(env, 'PL'), 404, 'NOT_FOUND');
        await refused(() => submit(env, customer, 'PL', bookingBody({ serviceIds: [serviceId], date: TOMORROW, time: '10:00' })), 404, 'NOT_FOUND');
      } finally {
        await env.db.query(`UPDATE branch SET active = true WHERE code = 'PL'`);
      }
    });
  });

  describe('free times', () => {
    it('lists future times only, on the 15-minute grid, fewer for one technician than for anyone', async () => {
      const today = await freeTimes(env, 'DT', { date: TEST_TODAY, serviceIds: [serviceId] });
      // The test clock is 10:00 in Toronto.
      expect(today.every((t) => t >= '10:00' && /^\d\d:(00|15|30|45)$/.test(t))).toBe(true);
      const anyone = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
      expect(anyone.length).toBeGreaterThan(5);
      const technicianId = dt.groups[0]?.services[0]?.technicianIds[0] ?? '';
      const one = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId], technicianId });
      expect(one.every((t) => anyone.includes(t))).toBe(true);
    });

    it('has none on a holiday', async () => {
      expect(await freeTimes(env, 'DT', { date: '2026-12-25', serviceIds: [serviceId] })).toEqual([]);
    });

    it('refuses a past or too distant date, an unknown or other business service or technician', async () => {
      await refused(() => timesOf(env, 'DT', { date: '2026-11-19', serviceIds: [serviceId] }), 400, 'VALIDATION');
      await refused(() => timesOf(env, 'DT', { date: '2027-03-01', serviceIds: [serviceId] }), 400, 'VALIDATION');
      await refused(() => timesOf(env, 'DT', { date: TOMORROW, serviceIds: [] }), 400, 'VALIDATION');
      await refused(() => timesOf(env, 'DT', { date: TOMORROW, serviceIds: ['junk'] }), 400, 'VALIDATION');
      await refused(() => timesOf(env, 'DT', { date: TOMORROW, serviceIds: [lotusService] }), 400, 'BOOKING_INVALID');
      await refused(() => timesOf(env, 'DT', { date: TOMORROW, serviceIds: [serviceId], technicianId: lotusTechnician }), 400, 'BOOKING_INVALID');
    });
  });

  describe('a booking', () => {
    it('waits unconfirmed for the desk when the branch confirms online bookings, then the desk confirms it and the customer is told', async () => {
      const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
      const body = bookingBody({ serviceIds: [serviceId], date: TOMORROW, time });
      const made = result<OnlineBookingResult>(await submit(env, customer, 'DT', body));
      expect(made).toMatchObject({ date: TOMORROW, time, confirmed: false });
      expect(made.code).toMatch(/^DT-\d+$/);
      const row = await env.db.one<{ type: string; confirm: boolean; status: string; customer_id: string; created_by: string | null }>(
        `SELECT type, confirm, status, customer_id, created_by FROM booking WHERE id = $1`,
        [body.requestId],
      );
      expect(row).toMatchObject({ type: 'TYPE_BOOKING_ONLINE', confirm: false, status: BookingStatus.WAITING, created_by: null });
      const person = await env.db.one<{ name: string; phone: string }>(`SELECT name, phone FROM customer WHERE id = $1`, [row.customer_id]);
      expect(person).toEqual({ name: 'JANE ONLINE', phone: body.phone });
      const received = await messagesAbout(env, body.requestId);
      expect(received.map((m) => [m.channel, m.recipient])).toEqual([['EMAIL', 'jane@example.com'], ['SMS', body.phone]]);
      expect(received.find((m) => m.channel === 'SMS')?.body).toContain(`we received your request ${made.code}`);

      const fd = await signIn(env.app, 'frontdesk');
      const downtown = await branchIdByName(env.db, 'Downtown Toronto');
      const confirm = await env.app.inject({ method: 'POST', url: BookingWritePath.CONFIRM, headers: fd.headers, payload: { id: body.requestId, branchId: downtown, confirm: true } });
      expect(confirm.statusCode, confirm.body).toBe(200);
      const after = await messagesAbout(env, body.requestId);
      expect(after).toHaveLength(4);
      // The test clock stands still: the messages are told apart by their words.
      expect(after.filter((m) => m.channel === 'SMS').map((m) => m.body).join('\n')).toContain(`your appointment ${made.code} is booked for ${TOMORROW} at ${time}`);
      // The desk reads what the customer was sent; another business's user does not.
      const listed = await env.app.inject({ method: 'GET', url: NotificationPath.BOOKING_MESSAGES, headers: fd.headers, query: { id: body.requestId } });
      expect(listed.json<Envelope<NotificationView[]>>().result.map((m) => m.channel).sort()).toEqual(['EMAIL', 'EMAIL', 'SMS', 'SMS']);
      const lotus = await signIn(env.app, 'lotus');
      expect([403, 404]).toContain((await env.app.inject({ method: 'GET', url: NotificationPath.BOOKING_MESSAGES, headers: lotus.headers, query: { id: body.requestId } })).statusCode);
      // Confirming again, or unconfirming, tells the customer nothing new.
      await env.app.inject({ method: 'POST', url: BookingWritePath.CONFIRM, headers: fd.headers, payload: { id: body.requestId, branchId: downtown, confirm: false } });
      expect(await messagesAbout(env, body.requestId)).toHaveLength(4);
    });

    it('finds the customer by phone, as the desk does', async () => {
      const phone = freshPhone();
      const [first = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
      const a = bookingBody({ serviceIds: [serviceId], date: TOMORROW, time: first, phone, email: null });
      result(await submit(env, customer, 'DT', a));
      const [second = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
      const b = bookingBody({ serviceIds: [serviceId], date: TOMORROW, time: second, phone, email: null });
      result(await submit(env, customer, 'DT', b));
      const owners = await env.db.query<{ customer_id: string }>(`SELECT DISTINCT customer_id FROM booking WHERE id = ANY($1::uuid[])`, [[a.requestId, b.requestId]]);
      expect(owners).toHaveLength(1);
      // No email given: the SMS alone.
      expect((await messagesAbout(env, a.requestId)).map((m) => m.channel)).toEqual(['SMS']);
    });

    it('lands confirmed on the board at once when the branch does not confirm online bookings, told in the branch language', async () => {
      const pl = await branchOf(env, 'PL');
      const plService = pl.groups[0]?.services[0]?.id ?? '';
      await setConfig('PL', ConfigKey.CONFIRM_BOOKING_ONLINE, 'false');
      try {
        const [time = ''] = await freeTimes(env, 'PL', { date: TOMORROW, serviceIds: [plService] });
        const body = bookingBody({ serviceIds: [plService], date: TOMORROW, time, phone: '5145550199' });
        const made = result<OnlineBookingResult>(await submit(env, customer, 'PL', body));
        expect(made.confirmed).toBe(true);
        const guest = await env.db.one<{ status: string }>(`SELECT status FROM guest WHERE booking_id = $1`, [body.requestId]);
        expect(guest.status).toBe(BookingStatus.WAITING);
        const sms = (await messagesAbout(env, body.requestId)).find((m) => m.channel === 'SMS');
        const french = BUILT_IN_MESSAGES.BOOKING_CONFIRMATION.fr.sms.split('{')[1]?.split('}')[1] ?? '';
        expect(french.length).toBeGreaterThan(3);
        expect(sms?.body).toContain(french);
      } finally {
        await setConfig('PL', ConfigKey.CONFIRM_BOOKING_ONLINE, 'true');
      }
    });

    it('books several services one after another on one technician', async () => {
      const two = (dt.groups.flatMap((g) => g.services).filter((s) => s.technicianIds.includes(dt.technicians[0]?.id ?? ''))).slice(0, 2).map((s) => s.id);
      expect(two).toHaveLength(2);
      const technicianId = dt.technicians[0]?.id ?? '';
      const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: two, technicianId });
      const body = bookingBody({ serviceIds: two, date: TOMORROW, time, technicianId });
      const made = result<OnlineBookingResult>(await submit(env, customer, 'DT', body));
      expect(made.services).toHaveLength(2);
      const lines = await env.db.query<{ technician_id: string; start_time: Date; end_time: Date }>(
        `SELECT technician_id, start_time, end_time FROM segment WHERE booking_id = $1 ORDER BY start_time`,
        [body.requestId],
      );
      expect(lines.map((l) => l.technician_id)).toEqual([technicianId, technicianId]);
      expect(lines[1]?.start_time.getTime()).toBe(lines[0]?.end_time.getTime());
    });
  });

  describe('refusals', () => {
    it('refuses bad input with a clear message and writes nothing', async () => {
      const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
      const good = bookingBody({ serviceIds: [serviceId], date: TOMORROW, time });
      await refused(() => submit(env, customer, 'DT', { ...good, phone: '12345' }), 400, 'PHONE_INVALID');
      await refused(() => submit(env, customer, 'DT', { ...good, name: '  ' }), 400, 'VALIDATION');
      await refused(() => submit(env, customer, 'DT', { ...good, email: 'not-an-email' }), 400, 'VALIDATION');
      await refused(() => submit(env, customer, 'DT', { ...good, requestId: 'x' }), 400, 'VALIDATION');
      await refused(() => submit(env, customer, 'DT', { ...good, time: '10:07' }), 409, 'ONLINE_SLOT_TAKEN');
      await refused(() => submit(env, customer, 'DT', { ...good, time: '09:45', date: TEST_TODAY }), 409, 'ONLINE_SLOT_TAKEN');
      await refused(() => submit(env, customer, 'DT', { ...good, date: '2026-11-19' }), 400, 'VALIDATION');
      await refused(() => submit(env, customer, 'DT', { ...good, serviceIds: [lotusService] }), 400, 'BOOKING_INVALID');
      await refused(() => submit(env, customer, 'DT', { ...good, technicianId: lotusTechnician }), 400, 'BOOKING_INVALID');
      await refused(() => submit(env, customer, 'NOPE', good), 404, 'NOT_FOUND');
      await refused(() => submit(env, { ...customer, headers: {} }, 'DT', good), 403, 'CSRF_INVALID');
    });

    it('answers 409 when the time was taken meanwhile, and writes nothing', async () => {
      const technicianId = dt.groups[0]?.services[0]?.technicianIds[0] ?? '';
      const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId], technicianId });
      result(await submit(env, customer, 'DT', bookingBody({ serviceIds: [serviceId], date: TOMORROW, time, technicianId })));
      const answer = await refused(() => submit(env, customer, 'DT', bookingBody({ serviceIds: [serviceId], date: TOMORROW, time, technicianId })), 409, 'ONLINE_SLOT_TAKEN');
      expect(answer.message).toContain('just taken');
      expect(await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId], technicianId })).not.toContain(time);
    });

    it('gives a slot to one of two customers submitting at once', async () => {
      const technicianId = dt.groups[0]?.services[0]?.technicianIds[0] ?? '';
      const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId], technicianId });
      const [a, b] = await Promise.all([
        submit(env, customer, 'DT', bookingBody({ serviceIds: [serviceId], date: TOMORROW, time, technicianId })),
        submit(env, await visitor(env, '198.51.100.7'), 'DT', bookingBody({ serviceIds: [serviceId], date: TOMORROW, time, technicianId })),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    });

    it('makes one booking of a submit sent twice (lost answer), and refuses the id for another phone', async () => {
      const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
      const body = bookingBody({ serviceIds: [serviceId], date: TOMORROW, time });
      const first = result<OnlineBookingResult>(await submit(env, customer, 'DT', body));
      const before = await onlineFingerprint(env);
      const again = result<OnlineBookingResult>(await submit(env, customer, 'DT', body));
      expect(again).toEqual(first);
      expect(await onlineFingerprint(env)).toBe(before);
      expect(await messagesAbout(env, body.requestId)).toHaveLength(2);
      await refused(() => submit(env, customer, 'DT', { ...body, phone: freshPhone() }), 409, 'DUPLICATE');
    });
  });

  describe('limits', () => {
    it(`refuses a phone's booking past ${MAX_BOOKINGS_PER_PHONE_PER_DAY} a day, while another phone still books`, async () => {
      const phone = freshPhone();
      const date = '2026-11-24';
      for (let i = 0; i < MAX_BOOKINGS_PER_PHONE_PER_DAY; i += 1) {
        const [time = ''] = await freeTimes(env, 'DT', { date, serviceIds: [serviceId] });
        result(await submit(env, customer, 'DT', bookingBody({ serviceIds: [serviceId], date, time, phone })));
      }
      const [time = ''] = await freeTimes(env, 'DT', { date, serviceIds: [serviceId] });
      const answer = await refused(() => submit(env, customer, 'DT', bookingBody({ serviceIds: [serviceId], date, time, phone })), 429, 'ONLINE_BOOKING_LIMIT');
      expect(answer.message).toContain('4165550100');
      result(await submit(env, await visitor(env, '198.51.100.20'), 'DT', bookingBody({ serviceIds: [serviceId], date, time })));
      // A day later the phone books again.
      env.clock.advance(24 * 60 * 60 * 1000 + 1);
      try {
        const [later = ''] = await freeTimes(env, 'DT', { date, serviceIds: [serviceId] });
        result(await submit(env, customer, 'DT', bookingBody({ serviceIds: [serviceId], date, time: later, phone })));
      } finally {
        env.clock.advance(-(24 * 60 * 60 * 1000 + 1));
      }
    });

    it(`refuses an address's booking past ${MAX_BOOKINGS_PER_ADDRESS_PER_HOUR} an hour, while another address still books`, async () => {
      const flood = await visitor(env, '192.0.2.66');
      const date = '2026-11-25';
      for (let i = 0; i < MAX_BOOKINGS_PER_ADDRESS_PER_HOUR; i += 1) {
        const [time = ''] = await freeTimes(env, 'DT', { date, serviceIds: [serviceId] });
        result(await submit(env, flood, 'DT', bookingBody({ serviceIds: [serviceId], date, time })));
      }
      const [time = ''] = await freeTimes(env, 'DT', { date, serviceIds: [serviceId] });
      await refused(() => submit(env, flood, 'DT', bookingBody({ serviceIds: [serviceId], date, time })), 429, 'ONLINE_BOOKING_LIMIT');
      result(await submit(env, await visitor(env, '192.0.2.67'), 'DT', bookingBody({ serviceIds: [serviceId], date, time })));
    });
  });

  it('keeps a request id unique across businesses', async () => {
    const [time = ''] = await freeTimes(env, 'DT', { date: TOMORROW, serviceIds: [serviceId] });
    const taken = (await env.db.one<{ id: string }>(`SELECT b.id FROM booking b JOIN branch br ON br.id = b.branch_id WHERE br.code = 'LN' LIMIT 1`)).id;
    await refused(() => submit(env, customer, 'DT', { ...bookingBody({ serviceIds: [serviceId], date: TOMORROW, time }), requestId: taken }), 409, 'DUPLICATE');
  });
});
