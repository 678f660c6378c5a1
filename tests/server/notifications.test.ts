import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueuedNotification } from '../../src/domain/catalogue/contract';
import { NotificationPath } from '../../src/domain/catalogue/paths';
import { retryDelayMs } from '../../src/domain/notification/outbox';
import { BookingStatus } from '../../src/domain/api';
import type { Db } from '../../src/server/db/db';
import { sendDueNotifications, startNotificationWorker, workerSettingsFromEnv } from '../../src/server/notifications/notificationWorker';
import { logProvider, providersFromEnv, smtpProvider, smtpSettingsFromEnv, type NotificationProvider } from '../../src/server/notifications/providers';
import { body, branchIdByName, setupTestEnv, signIn, testClock, type SignedIn, type TestEnv } from './helpers';
import { catalogueFingerprint } from './catalogueHelpers';
import { startSmtpCatcher } from './smtpCatcher';
import { queueTestMessage } from './notificationFixtures';

type Row = { status: string; attempts: number; last_error: string | null; next_attempt_at: Date; sent_at: Date | null; provider: string | null };

async function rowOf(db: Db, id: string): Promise<Row> {
  return db.one<Row>(`SELECT status, attempts, last_error, next_attempt_at, sent_at, provider FROM notification WHERE id = $1`, [id]);
}

describe('notification outbox', () => {
  let env: TestEnv;

  beforeAll(async () => {
    env = await setupTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  const queue = (channel: 'EMAIL' | 'SMS', recipient: string, now: Date) => queueTestMessage(env.db, { channel, recipient, now });

  it('the log provider sends what is due and marks it SENT with the provider name', async () => {
    const clock = testClock();
    const id = await queue('SMS', '4165550100', clock.now());
    const lines: Record<string, unknown>[] = [];
    const log = logProvider({ info: (obj) => lines.push(obj) });
    const round = await sendDueNotifications({ db: env.db, now: clock.now, providers: { EMAIL: log, SMS: log } });
    expect(round).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(await rowOf(env.db, id)).toMatchObject({ status: 'SENT', attempts: 1, provider: 'log', last_error: null });
    expect(lines).toMatchObject([{ notification: { id, channel: 'SMS', to: '4165550100', body: 'Body text' } }]);
    // Nothing is sent twice.
    expect(await sendDueNotifications({ db: env.db, now: clock.now, providers: { EMAIL: log, SMS: log } })).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
  });

  it('retries a failing send with growing waits, then gives up as FAILED', async () => {
    const clock = testClock();
    const id = await queue('EMAIL', 'a@example.com', clock.now());
    let calls = 0;
    const broken: NotificationProvider = {
      name: 'broken',
      send: async () => {
        calls++;
        throw new Error('mail server said no');
      },
    };
    const options = { db: env.db, now: clock.now, providers: { EMAIL: broken, SMS: broken }, maxAttempts: 3 };
    expect(await sendDueNotifications(options)).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
    let row = await rowOf(env.db, id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'mail server said no' });
    expect(row.next_attempt_at.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    // Not due yet: left alone.
    clock.advance(retryDelayMs(1) - 1);
    expect(await sendDueNotifications(options)).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    clock.advance(1);
    expect(await sendDueNotifications(options)).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
    row = await rowOf(env.db, id);
    expect(row.next_attempt_at.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock.advance(retryDelayMs(2));
    expect(await sendDueNotifications(options)).toEqual({ sent: 0, retried: 0, failed: 1, dropped: 0 });
    expect(await rowOf(env.db, id)).toMatchObject({ status: 'FAILED', attempts: 3, sent_at: null });
    clock.advance(24 * 3600_000);
    expect(await sendDueNotifications(options)).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(calls).toBe(3);
  });

  it('a message taken by one process is left alone by another until its lease runs out', async () => {
    const clock = testClock();
    const id = await queue('SMS', '4165550101', clock.now());
    const hanging: NotificationProvider = { name: 'hang', send: () => new Promise(() => undefined) };
    const log = logProvider({ info: () => undefined });
    // Process A takes it and never finishes (it died mid-send).
    void sendDueNotifications({ db: env.db, now: clock.now, providers: { EMAIL: hanging, SMS: hanging }, leaseMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await sendDueNotifications({ db: env.db, now: clock.now, providers: { EMAIL: log, SMS: log } })).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    clock.advance(60_000);
    expect(await sendDueNotifications({ db: env.db, now: clock.now, providers: { EMAIL: log, SMS: log } })).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(await rowOf(env.db, id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('the worker loop sends on its own and stops cleanly', async () => {
    const id = await queue('SMS', '4165550102', new Date(0));
    const sent: string[] = [];
    const provider: NotificationProvider = { name: 'memory', send: async (m) => void sent.push(m.id) };
    const worker = startNotificationWorker({ db: env.db, now: () => new Date(), providers: { EMAIL: provider, SMS: provider }, intervalMs: 20 });
    for (let i = 0; i < 100 && !sent.includes(id); i++) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(sent).toContain(id);
    expect((await rowOf(env.db, id)).status).toBe('SENT');
  });

  it('reads its settings from the environment', () => {
    expect(workerSettingsFromEnv({})).toEqual({ intervalMs: 2000, maxAttempts: 5 });
    expect(workerSettingsFromEnv({ NOTIFICATION_INTERVAL_MS: '500', NOTIFICATION_MAX_ATTEMPTS: '8' })).toEqual({ intervalMs: 500, maxAttempts: 8 });
    expect(() => workerSettingsFromEnv({ NOTIFICATION_MAX_ATTEMPTS: '0' })).toThrow(/NOTIFICATION_MAX_ATTEMPTS/);
    expect(smtpSettingsFromEnv({})).toBeNull();
    expect(smtpSettingsFromEnv({ SMTP_URL: 'smtp://u:p@mail:25', SMTP_FROM: 'Salon <s@x.co>' })).toEqual({ url: 'smtp://u:p@mail:25', from: 'Salon <s@x.co>' });
    expect(smtpSettingsFromEnv({ SMTP_HOST: 'mail', SMTP_PORT: '465', SMTP_SECURE: '1', SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toMatchObject({
      host: 'mail', port: 465, secure: true, user: 'u', password: 'p',
    });
    expect(() => smtpSettingsFromEnv({ SMTP_HOST: 'mail', SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT/);
    const info = () => undefined;
    expect(providersFromEnv({}, { info }).EMAIL.name).toBe('log');
    expect(providersFromEnv({ SMTP_HOST: 'mail' }, { info }).EMAIL.name).toBe('smtp');
    expect(providersFromEnv({ SMTP_HOST: 'mail' }, { info }).SMS.name).toBe('log');
  });

  it('the SMTP provider delivers to a real SMTP server', async () => {
    const { port, received, close } = await startSmtpCatcher();
    try {
      const clock = testClock();
      const id = await queue('EMAIL', 'emma@example.com', clock.now());
      const smtp = smtpProvider({ host: '127.0.0.1', port, secure: false, from: 'Maple Beauty <desk@maple.example>' });
      const log = logProvider({ info: () => undefined });
      expect(await sendDueNotifications({ db: env.db, now: clock.now, providers: { EMAIL: smtp, SMS: log } })).toMatchObject({ sent: 1 });
      expect(await rowOf(env.db, id)).toMatchObject({ status: 'SENT', provider: 'smtp' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'desk@maple.example', to: ['emma@example.com'] });
      expect(received[0]?.data).toContain('Subject: Hello');
      expect(received[0]?.data).toContain('Body text');
    } finally {
      await close();
    }
  });
});

describe('POST /api/booking/resend-sms', () => {
  let env: TestEnv;
  let frontdesk: SignedIn;
  let downtown: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    frontdesk = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
  });
  afterAll(async () => {
    await env.close();
  });

  async function bookingWhere(status: string): Promise<{ id: string; code: string; phone: string; customer_name: string }> {
    return env.db.one(
      `SELECT b.id, b.code, b.phone, b.customer_name FROM booking b
        WHERE b.branch_id = $1 AND EXISTS (SELECT 1 FROM guest g WHERE g.booking_id = b.id AND g.status = $2)
          AND NOT EXISTS (SELECT 1 FROM guest g WHERE g.booking_id = b.id AND g.status IN ('New', 'Waiting') AND $2 NOT IN ('New', 'Waiting'))
        ORDER BY b.code LIMIT 1`,
      [downtown, status],
    );
  }

  it('queues the confirmation SMS of a waiting booking to its phone', async () => {
    const booking = await bookingWhere(BookingStatus.WAITING);
    const res = await env.app.inject({ method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, headers: frontdesk.headers, payload: { bookingId: booking.id } });
    expect(res.statusCode).toBe(200);
    const { notificationId } = body<QueuedNotification>(res).result;
    const row = await env.db.one<{ channel: string; recipient: string; body: string; entity_type: string; entity_id: string; status: string }>(
      `SELECT channel, recipient, body, entity_type, entity_id, status FROM notification WHERE id = $1`,
      [notificationId],
    );
    expect(row).toMatchObject({ channel: 'SMS', recipient: booking.phone.replace(/\D/g, ''), entity_type: 'BOOKING', entity_id: booking.id, status: 'PENDING' });
    expect(row.body).toContain(`Downtown Toronto: hello ${booking.customer_name}, your appointment ${booking.code} is booked for 2026-11-20 at`);
  });

  it('refuses a finished booking, an unknown one, bad input and users without the booking right', async () => {
    const before = await catalogueFingerprint(env.db);
    const done = await bookingWhere(BookingStatus.COMPLETED);
    const finished = await env.app.inject({ method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, headers: frontdesk.headers, payload: { bookingId: done.id } });
    expect(finished.statusCode).toBe(409);
    expect(body(finished).code).toBe('STATUS_NOT_ALLOWED');
    const unknown = await env.app.inject({ method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, headers: frontdesk.headers, payload: { bookingId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(404);
    const bad = await env.app.inject({ method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, headers: frontdesk.headers, payload: { bookingId: 'x' } });
    expect(bad.statusCode).toBe(400);
    const waiting = await bookingWhere(BookingStatus.WAITING);
    const trainee = await signIn(env.app, 'trainee');
    expect(body(await env.app.inject({ method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, headers: trainee.headers, payload: { bookingId: waiting.id } })).code).toBe('FORBIDDEN');
    const lotus = await signIn(env.app, 'lotus');
    expect((await env.app.inject({ method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, headers: lotus.headers, payload: { bookingId: waiting.id } })).statusCode).toBe(403);
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });
});
