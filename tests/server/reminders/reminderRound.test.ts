import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { BookingWritePath } from '../../../src/domain/booking/paths';
import { type BookingMessage } from '../../../src/domain/catalogue/contract';
import { NotificationPath } from '../../../src/domain/catalogue/paths';
import type { Db } from '../../../src/server/db/db';
import { sendDueNotifications } from '../../../src/server/notifications/notificationWorker';
import { logProvider } from '../../../src/server/notifications/providers';
import { queueDueReminders } from '../../../src/server/reminders/reminderRound';
import { countedDb } from '../countedDb';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from '../helpers';
import { boardOf, bookingArgs, freeTechnicians, okResult, post, serviceWithFree, servicesOf, TOMORROW, type ServiceRow } from '../bookingFixtures';

type Message = { channel: string; recipient: string; subject: string | null; body: string; status: string; tenant_id: string };

/** The reminder messages queued for a booking, oldest first. */
async function remindersOf(db: Db, bookingId: string): Promise<Message[]> {
  return db.query<Message>(
    `SELECT n.channel, n.recipient, n.subject, n.body, n.status, n.tenant_id FROM notification n
       JOIN booking_reminder r ON r.id = n.entity_id
      WHERE n.entity_type = 'BOOKING_REMINDER' AND r.booking_id = $1 ORDER BY n.created_at, n.channel`,
    [bookingId],
  );
}

const at = (iso: string) => new Date(iso);
const log = logProvider({ info: () => undefined });
const sendAll = (db: Db, now: Date) => sendDueNotifications({ db, now: () => now, providers: { EMAIL: log, SMS: log }, batchSize: 1000 });

describe('booking reminders', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let services: ServiceRow[];

  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  /** A one-guest booking tomorrow at `time` (Toronto), made at the desk. */
  async function bookTomorrow(time: string) {
    const start = `${TOMORROW} ${time}`;
    const board = await boardOf(env, downtown, TOMORROW);
    const { service, technicians } = serviceWithFree(board, services, start, 1);
    const args = bookingArgs({ branchId: downtown, guests: [{ lines: [{ service, technicianId: technicians[0] ?? '', startTime: start }] }] });
    const { code: _code, ...body } = args;
    const saved = okResult<{ id: string; code: string }>(await post(env, fd, BookingWritePath.CREATE, body));
    return { ...saved, args, service, phone: args.customer.phone };
  }

  it('queues one reminder the reminder hours before, once, even with two rounds at the same time', async () => {
    const booking = await bookTomorrow('14:00');
    await queueDueReminders({ db: env.db, now: at('2026-11-20T18:59:00Z') });
    expect(await remindersOf(env.db, booking.id)).toEqual([]);
    // Two server processes' rounds at the same moment: the booking × start key lets one win.
    await Promise.all([queueDueReminders({ db: env.db, now: at('2026-11-20T19:00:00Z') }), queueDueReminders({ db: env.db, now: at('2026-11-20T19:00:00Z') })]);
    await queueDueReminders({ db: env.db, now: at('2026-11-20T19:05:00Z') });
    const messages = await remindersOf(env.db, booking.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'SMS', recipient: booking.phone, status: 'PENDING', subject: null });
    expect(messages[0]?.body).toBe(`Downtown Toronto: reminder, TEST CLIENT, your appointment ${booking.code} is on ${TOMORROW} at 14:00. To change it call ${await branchPhone(env.db, downtown)}.`);
    expect((await env.db.one<{ remind: boolean }>(`SELECT remind FROM booking WHERE id = $1`, [booking.id])).remind).toBe(true);
    await sendAll(env.db, at('2026-11-20T19:06:00Z'));
    expect((await remindersOf(env.db, booking.id)).map((m) => m.status)).toEqual(['SENT']);
    await queueDueReminders({ db: env.db, now: at('2026-11-21T12:00:00Z') });
    expect(await remindersOf(env.db, booking.id)).toHaveLength(1);
  });

  it('a cancelled booking gets none, and a reminder queued before the cancel is dropped, not sent', async () => {
    const early = await bookTomorrow('15:00');
    okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS, { bookingId: early.id, status: BookingStatus.CANCEL, force: false, note: 'called' }));
    await queueDueReminders({ db: env.db, now: at('2026-11-20T20:00:00Z') });
    expect(await remindersOf(env.db, early.id)).toEqual([]);

    const late = await bookTomorrow('15:15');
    await queueDueReminders({ db: env.db, now: at('2026-11-20T20:15:00Z') });
    expect((await remindersOf(env.db, late.id)).map((m) => m.status)).toEqual(['PENDING']);
    okResult(await post(env, fd, BookingWritePath.UPDATE_STATUS, { bookingId: late.id, status: BookingStatus.CANCEL, force: false, note: 'called' }));
    const round = await sendAll(env.db, at('2026-11-20T20:16:00Z'));
    expect(round.dropped).toBeGreaterThanOrEqual(1);
    expect((await remindersOf(env.db, late.id)).map((m) => m.status)).toEqual(['CANCELLED']);
  });

  it('a moved booking is reminded at its new time and its old reminder dropped', async () => {
    const booking = await bookTomorrow('11:00');
    await queueDueReminders({ db: env.db, now: at('2026-11-20T16:00:00Z') });
    expect(await remindersOf(env.db, booking.id)).toHaveLength(1);
    // The board's drag: the line moves to 16:30 tomorrow.
    const board = await boardOf(env, downtown, TOMORROW);
    const technicianId = freeTechnicians(board, { serviceId: booking.service.id, start: `${TOMORROW} 16:30`, duration: booking.service.duration })[0] ?? '';
    const lineId = booking.args.guests[0]?.segments[0]?.id ?? '';
    okResult(await post(env, fd, BookingWritePath.UPDATE_SEGMENT, { id: lineId, bookingId: booking.id, startTime: `${TOMORROW} 16:30`, technicianId, force: false }));
    await sendAll(env.db, at('2026-11-20T16:01:00Z'));
    expect((await remindersOf(env.db, booking.id)).map((m) => m.status)).toEqual(['CANCELLED']);
    await queueDueReminders({ db: env.db, now: at('2026-11-20T21:29:00Z') });
    expect(await remindersOf(env.db, booking.id)).toHaveLength(1);
    await queueDueReminders({ db: env.db, now: at('2026-11-20T21:30:00Z') });
    const messages = await remindersOf(env.db, booking.id);
    expect(messages.map((m) => m.status)).toEqual(['CANCELLED', 'PENDING']);
    expect(messages[1]?.body).toContain(`${TOMORROW} at 16:30`);
  });

  it('a booking moved in its form is reminded at its new time too', async () => {
    const booking = await bookTomorrow('09:30');
    await queueDueReminders({ db: env.db, now: at('2026-11-20T14:30:00Z') });
    expect(await remindersOf(env.db, booking.id)).toHaveLength(1);
    const later = `${TOMORROW} 17:00`;
    const board = await boardOf(env, downtown, TOMORROW);
    const changed = structuredClone(booking.args);
    const line = changed.guests[0]?.segments[0];
    if (!line) throw new Error('fixture');
    line.startTime = later;
    line.technicianId = freeTechnicians(board, { serviceId: booking.service.id, start: later, duration: booking.service.duration })[0] ?? '';
    okResult(await post(env, fd, BookingWritePath.UPDATE, { ...changed, code: booking.code, startTime: later }));
    await sendAll(env.db, at('2026-11-20T14:31:00Z'));
    await queueDueReminders({ db: env.db, now: at('2026-11-20T22:00:00Z') });
    const messages = await remindersOf(env.db, booking.id);
    expect(messages.map((m) => m.status)).toEqual(['CANCELLED', 'PENDING']);
    expect(messages[1]?.body).toContain(`${TOMORROW} at 17:00`);
  });

  it("honours the customer's SMS and email choices", async () => {
    const booking = await bookTomorrow('12:00');
    const customerId = (await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM booking WHERE id = $1`, [booking.id])).customer_id;
    await env.db.query(`UPDATE customer SET receive_sms = false, receive_email = true, email = 'ada@example.com' WHERE id = $1`, [customerId]);
    await queueDueReminders({ db: env.db, now: at('2026-11-20T17:00:00Z') });
    const messages = await remindersOf(env.db, booking.id);
    expect(messages).toMatchObject([{ channel: 'EMAIL', recipient: 'ada@example.com', subject: 'Reminder: your appointment at Downtown Toronto' }]);
    expect(messages[0]?.body).toContain(`A reminder of your appointment ${booking.code} at Downtown Toronto on ${TOMORROW} at 12:00.`);

    const none = await bookTomorrow('12:15');
    const noneCustomer = (await env.db.one<{ customer_id: string }>(`SELECT customer_id FROM booking WHERE id = $1`, [none.id])).customer_id;
    await env.db.query(`UPDATE customer SET receive_sms = false, receive_email = false, email = 'bo@example.com' WHERE id = $1`, [noneCustomer]);
    await queueDueReminders({ db: env.db, now: at('2026-11-20T17:15:00Z') });
    expect(await remindersOf(env.db, none.id)).toEqual([]);
  });

  it("follows each branch's reminder hours and leaves another tenant's bookings to their own settings", async () => {
    const lotus = await lotusBranch(env.db);
    await env.db.query(
      `INSERT INTO branch_config (tenant_id, branch_id, key, value, updated_at) VALUES ($1, $2, 'REMINDER_HOURS', '2', $3)
       ON CONFLICT (branch_id, key) DO UPDATE SET value = '2'`,
      [lotus.tenant_id, lotus.id, at('2026-11-20T15:00:00Z')],
    );
    const lotusBooking = await lotusBookingAt(env.db, lotus, at('2026-11-21T20:00:00Z'));
    const maple = await bookTomorrow('15:30');
    await queueDueReminders({ db: env.db, now: at('2026-11-20T20:30:00Z') });
    expect(await remindersOf(env.db, maple.id)).toHaveLength(1);
    expect(await remindersOf(env.db, lotusBooking)).toEqual([]);
    await queueDueReminders({ db: env.db, now: at('2026-11-21T18:00:00Z') });
    const lotusMessages = await remindersOf(env.db, lotusBooking);
    expect(lotusMessages).toMatchObject([{ channel: 'SMS', recipient: '4165550199', tenant_id: lotus.tenant_id }]);
    // Every reminder sits in its booking's own tenant.
    const crossed = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM notification n JOIN booking_reminder r ON r.id = n.entity_id JOIN booking b ON b.id = r.booking_id
        WHERE n.entity_type = 'BOOKING_REMINDER' AND (n.tenant_id <> b.tenant_id OR r.tenant_id <> b.tenant_id OR n.branch_id <> b.branch_id)`,
    );
    expect(crossed.n).toBe(0);
  });

  it("shows the booking's messages with their status to the desk, and refuses another tenant's booking", async () => {
    const booking = await bookTomorrow('13:30');
    await queueDueReminders({ db: env.db, now: at('2026-11-20T18:30:00Z') });
    await sendAll(env.db, at('2026-11-20T18:31:00Z'));
    const res = await env.app.inject({ method: 'GET', url: `${NotificationPath.BOOKING_MESSAGES}?id=${booking.id}`, headers: fd.headers });
    expect(res.statusCode).toBe(200);
    expect(body<BookingMessage[]>(res).result).toMatchObject([
      { kind: 'REMINDER', channel: 'SMS', recipient: booking.phone, status: 'SENT', time: '2026-11-20 13:31', lastError: null },
    ]);
    const other = await lotusBookingAt(env.db, await lotusBranch(env.db), at('2026-11-22T20:00:00Z'));
    const refused = await env.app.inject({ method: 'GET', url: `${NotificationPath.BOOKING_MESSAGES}?id=${other}`, headers: fd.headers });
    expect(refused.statusCode).toBe(404);
  });

  it('a round after an outage claims and queues its reminders in a few statements, not a few per reminder', async () => {
    const bookings = [await bookTomorrow('17:00'), await bookTomorrow('17:15'), await bookTomorrow('17:30')];
    const statements: string[] = [];
    const round = await queueDueReminders({ db: countedDb(env.db, statements), now: at('2026-11-20T22:30:00Z') });
    for (const b of bookings) expect((await remindersOf(env.db, b.id)).map((m) => m.channel)).toEqual(['SMS']);
    expect(round.reminded).toBeGreaterThanOrEqual(bookings.length);
    expect(statements.length).toBeLessThanOrEqual(6);
  });

  it('a booking the desk already marked reminded gets none from the round', async () => {
    const booking = await bookTomorrow('13:00');
    await env.db.query(`UPDATE booking SET remind = true WHERE id = $1`, [booking.id]);
    await queueDueReminders({ db: env.db, now: at('2026-11-20T18:00:00Z') });
    expect(await remindersOf(env.db, booking.id)).toEqual([]);
  });
});

async function lotusBranch(db: Db): Promise<{ tenant_id: string; id: string }> {
  return db.one(`SELECT b.tenant_id, b.id FROM branch b JOIN tenant t ON t.id = b.tenant_id WHERE t.name = 'Lotus Nails' ORDER BY b.code LIMIT 1`);
}

/** Another tenant's booking, written straight in (its plan has no appointment screen to make one). */
async function lotusBookingAt(db: Db, lotus: { tenant_id: string; id: string }, start: Date): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_name, phone, start_time, end_time, type, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'Waiting', 'Lan', '4165550199', $5, $6, 'TYPE_BOOKING_OFFLINE', $7, $7)`,
    [id, lotus.tenant_id, lotus.id, `L-${id.slice(0, 6)}`, start, new Date(start.getTime() + 3_600_000), at('2026-11-20T15:00:00Z')],
  );
  return id;
}

async function branchPhone(db: Db, branchId: string): Promise<string> {
  return (await db.one<{ phone: string | null }>(`SELECT phone FROM branch WHERE id = $1`, [branchId])).phone ?? '';
}
