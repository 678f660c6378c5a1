import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueuedNotification } from '../../../src/domain/catalogue/contract';
import { NotificationPath } from '../../../src/domain/catalogue/paths';
import { BookingStatus } from '../../../src/domain/api';
import { BUILT_IN_MESSAGES } from '../../../src/domain/notification/message-kinds';
import { TemplatePath, type TemplateListResult } from '../../../src/domain/notification/template-contract';
import { SMS_BODY_MAX } from '../../../src/domain/notification/template-rules';
import { composeMessage } from '../../../src/server/notifications/composeMessage';
import { NotificationEntity, queueNotification } from '../../../src/server/notifications/notificationRepository';
import { sendDueNotifications } from '../../../src/server/notifications/notificationWorker';
import { logProvider, smtpProvider } from '../../../src/server/notifications/providers';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from '../helpers';
import { getJson, postJson } from '../billingFixtures';
import { startSmtpCatcher } from '../smtpCatcher';

type Fields = { code: string; fields: Record<string, string> };

const confirmationSms = { kind: 'BOOKING_CONFIRMATION', channel: 'SMS', language: 'en', subject: '', cc: '', bcc: '' } as const;
const reminderEmail = { kind: 'BOOKING_REMINDER', channel: 'EMAIL', language: 'fr', subject: 'Rappel {branchName}', body: 'Bonjour {customerName}, à {time}.', cc: 'desk@maple.example', bcc: '' } as const;

describe('message templates (/system/sms-template, /system/email-template)', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let fd: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;
  let tenantId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    [admin, manager, fd, lotus] = [await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'lotus')];
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    tenantId = (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown])).tenant_id;
  });
  afterAll(async () => {
    await env.close();
  });

  const list = (branchId: string, channel: string, who: SignedIn = manager) => getJson(env, who, `${TemplatePath.LIST}?branchId=${branchId}&channel=${channel}`);
  const save = (payload: Record<string, unknown>, who: SignedIn = manager) => postJson(env, who, TemplatePath.SAVE, { branchId: downtown, ...confirmationSms, body: 'Hi {customerName}, see you {date} at {time}.', ...payload });
  const reset = (payload: Record<string, unknown>, who: SignedIn = manager) => postJson(env, who, TemplatePath.RESET, { branchId: downtown, kind: 'BOOKING_CONFIRMATION', channel: 'SMS', language: 'en', ...payload });
  const templateRows = async () => (await env.db.query(`SELECT kind, channel, language, subject, body, cc, bcc FROM message_template ORDER BY kind, channel, language`)).map((r) => JSON.stringify(r)).join('|');

  it('lists every kind and language of a branch with the built-in words until it saves its own', async () => {
    const res = await list(downtown, 'SMS');
    expect(res.statusCode).toBe(200);
    const result = body<TemplateListResult>(res).result;
    expect(result).toMatchObject({ branchId: downtown, branchName: 'Downtown Toronto', channel: 'SMS' });
    // Five kinds × three languages by SMS; the campaign kind is SMS only, so four by email.
    expect(result.rows).toHaveLength(15);
    expect(result.rows.every((r) => !r.custom)).toBe(true);
    expect(result.rows.find((r) => r.kind === 'BOOKING_REMINDER' && r.language === 'fr')?.words.body).toBe(BUILT_IN_MESSAGES.BOOKING_REMINDER.fr.sms);
    const email = body<TemplateListResult>(await list(downtown, 'EMAIL')).result;
    expect(email.rows).toHaveLength(12);
    expect(email.rows.find((r) => r.kind === 'REVIEW_REQUEST' && r.language === 'vi')?.words).toMatchObject({ subject: BUILT_IN_MESSAGES.REVIEW_REQUEST.vi.subject, body: BUILT_IN_MESSAGES.REVIEW_REQUEST.vi.email });
  });

  it('saves a branch’s SMS, which the desk’s Resend SMS then sends; reset brings the built-in words back', async () => {
    const saved = await save({});
    expect([saved.statusCode, body(saved).message]).toEqual([200, 'Update success']);
    const row = body<TemplateListResult>(await list(downtown, 'SMS')).result.rows.find((r) => r.kind === 'BOOKING_CONFIRMATION' && r.language === 'en');
    expect(row).toMatchObject({ custom: true, words: { body: 'Hi {customerName}, see you {date} at {time}.' }, builtIn: { body: BUILT_IN_MESSAGES.BOOKING_CONFIRMATION.en.sms } });

    const booking = await env.db.one<{ id: string; customer_name: string }>(
      `SELECT b.id, b.customer_name FROM booking b WHERE b.branch_id = $1 AND EXISTS (SELECT 1 FROM guest g WHERE g.booking_id = b.id AND g.status = $2) ORDER BY b.code LIMIT 1`,
      [downtown, BookingStatus.WAITING],
    );
    const resend = async () => {
      const res = await postJson(env, fd, NotificationPath.BOOKING_RESEND_SMS, { bookingId: booking.id });
      expect(res.statusCode).toBe(200);
      return (await env.db.one<{ body: string }>(`SELECT body FROM notification WHERE id = $1`, [body<QueuedNotification>(res).result.notificationId])).body;
    };
    expect(await resend()).toMatch(new RegExp(`^Hi ${booking.customer_name}, see you 2026-11-20 at \\d\\d:\\d\\d\\.$`));

    // Saving again replaces the words; the other branch keeps the built-in ones.
    expect((await save({ body: 'Again {customerName}' })).statusCode).toBe(200);
    expect(await resend()).toBe(`Again ${booking.customer_name}`);
    expect(body<TemplateListResult>(await list(plateau, 'SMS', admin)).result.rows.every((r) => !r.custom)).toBe(true);

    const back = await reset({});
    expect([back.statusCode, body(back).message]).toEqual([200, 'Delete success']);
    expect(await resend()).toContain(`Downtown Toronto: hello ${booking.customer_name}, your appointment`);
    // Resetting what is already built-in is no error.
    expect((await reset({})).statusCode).toBe(200);
  });

  it('composes each kind from the saved template of its branch, channel and language, else the built-in words', async () => {
    expect((await save(reminderEmail)).statusCode).toBe(200);
    const vars = { customerName: 'Ana', branchName: 'Downtown Toronto', time: '10:30' };
    const compose = (over: Partial<Parameters<typeof composeMessage>[1]>) =>
      composeMessage(env.db, { tenantId, branchId: downtown, language: 'fr', kind: 'BOOKING_REMINDER', channel: 'EMAIL', vars, ...over });
    expect(await compose({})).toEqual({ subject: 'Rappel Downtown Toronto', body: 'Bonjour Ana, à 10:30.', cc: ['desk@maple.example'], bcc: [] });
    // Another language, channel, kind or branch: the built-in words.
    expect((await compose({ language: 'en' })).subject).toBe('Reminder: your appointment at Downtown Toronto');
    expect((await compose({ channel: 'SMS' })).body).toContain('Downtown Toronto : rappel, Ana');
    expect((await compose({ kind: 'BOOKING_CONFIRMATION' })).subject).toBe('Votre rendez-vous chez Downtown Toronto');
    expect((await compose({ branchId: plateau })).subject).toBe('Rappel : votre rendez-vous chez Downtown Toronto');
    const email = body<TemplateListResult>(await list(downtown, 'EMAIL')).result.rows.find((r) => r.kind === 'BOOKING_REMINDER' && r.language === 'fr');
    expect(email).toMatchObject({ custom: true, words: { subject: 'Rappel {branchName}', cc: 'desk@maple.example', bcc: '' } });
    expect((await reset({ kind: 'BOOKING_REMINDER', channel: 'EMAIL', language: 'fr' })).statusCode).toBe(200);
    expect((await compose({})).subject).toBe('Rappel : votre rendez-vous chez Downtown Toronto');
  });

  it('an email composed from a template with copies reaches its cc and bcc through SMTP, the bcc not written in the mail', async () => {
    expect((await save({ ...reminderEmail, language: 'en', cc: 'desk@maple.example', bcc: 'owner@maple.example; archive@maple.example' })).statusCode).toBe(200);
    const message = await composeMessage(env.db, { tenantId, branchId: downtown, language: 'en', kind: 'BOOKING_REMINDER', channel: 'EMAIL', vars: { customerName: 'Ana' } });
    expect(message).toMatchObject({ cc: ['desk@maple.example'], bcc: ['owner@maple.example', 'archive@maple.example'] });
    const id = await queueNotification(env.db, {
      tenantId, branchId: downtown, channel: 'EMAIL', recipient: 'ana@example.com', subject: message.subject, body: message.body,
      entityType: NotificationEntity.BOOKING, entityId: downtown, createdBy: null, now: env.clock.now(), cc: message.cc, bcc: message.bcc,
    });
    const catcher = await startSmtpCatcher();
    try {
      const smtp = smtpProvider({ host: '127.0.0.1', port: catcher.port, secure: false, from: 'Maple Beauty <desk@maple.example>' });
      const quiet = logProvider({ info: () => undefined });
      await sendDueNotifications({ db: env.db, now: env.clock.now, providers: { EMAIL: smtp, SMS: quiet } });
      expect(await env.db.one(`SELECT status, cc, bcc FROM notification WHERE id = $1`, [id])).toEqual({ status: 'SENT', cc: 'desk@maple.example', bcc: 'owner@maple.example, archive@maple.example' });
      const mail = catcher.received.find((r) => r.to.includes('ana@example.com'));
      expect(mail?.to.sort()).toEqual(['ana@example.com', 'archive@maple.example', 'desk@maple.example', 'owner@maple.example']);
      expect(mail?.data).toContain('Cc: desk@maple.example');
      expect(mail?.data).not.toContain('owner@maple.example');
    } finally {
      await catcher.close();
    }
    expect((await reset({ kind: 'BOOKING_REMINDER', channel: 'EMAIL' })).statusCode).toBe(200);
  });

  it('refuses unknown variables, an empty body, an SMS over three segments and bad copies at their fields, writing nothing', async () => {
    const before = await templateRows();
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      return res.json<Fields>();
    };
    expect((await fieldsOf({ body: 'Hi {customerName}, your {amount} is due {tomorrow}' })).fields).toEqual({ body: 'Use only the variables of this message' });
    expect((await fieldsOf({ body: '   ' })).fields).toEqual({ body: 'Please fill out this field' });
    expect((await fieldsOf({ body: 'x'.repeat(SMS_BODY_MAX + 1) })).fields).toEqual({ body: `Use at most ${SMS_BODY_MAX} characters` });
    // The review link is a variable of the review request only.
    expect((await fieldsOf({ body: 'Review us: {link}' })).fields).toEqual({ body: 'Use only the variables of this message' });
    expect((await save({ kind: 'REVIEW_REQUEST', body: 'Review us: {link}' })).statusCode).toBe(200);
    expect((await reset({ kind: 'REVIEW_REQUEST' })).statusCode).toBe(200);
    const email = await fieldsOf({ ...reminderEmail, subject: '', cc: 'desk@maple.example, not-an-address', bcc: 'a@x.ca b@x.ca c@x.ca d@x.ca e@x.ca f@x.ca' });
    expect(email.fields).toEqual({ subject: 'Please fill out this field', cc: 'Email is invalid!', bcc: 'Choose at most 5' });
    for (const payload of [{ kind: 'BIRTHDAY' }, { channel: 'FAX' }, { language: 'de' }, { body: 42 }, { branchId: 'downtown' }, { cc: null }]) {
      expect((await save(payload)).statusCode).toBe(400);
    }
    expect((await reset({ language: 'de' })).statusCode).toBe(400);
    expect(await templateRows()).toBe(before);
  });

  it('needs the SMS or email template rights and a branch of the caller; another tenant’s branch is not found', async () => {
    const before = await templateRows();
    expect((await list(downtown, 'SMS', fd)).statusCode).toBe(403);
    expect((await list(downtown, 'EMAIL', fd)).statusCode).toBe(403);
    expect((await save({}, fd)).statusCode).toBe(403);
    expect((await reset({}, fd)).statusCode).toBe(403);
    expect(body(await save({ branchId: plateau })).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(body(await list(plateau, 'SMS')).code).toBe('BRANCH_NOT_AUTHORISED');
    expect((await list(lotusBranch, 'SMS', admin)).statusCode).toBe(404);
    expect((await save({ branchId: lotusBranch }, admin)).statusCode).toBe(404);
    expect((await reset({ branchId: lotusBranch }, admin)).statusCode).toBe(404);
    expect((await save({}, lotus)).statusCode).toBe(404);
    expect((await reset({}, lotus)).statusCode).toBe(404);
    expect(await templateRows()).toBe(before);
    // A role with the SMS rights but not the email ones: the channel decides.
    await env.db.query(
      `UPDATE role_right SET setting = 'DENY' WHERE right_code = 'SYSTEM_EMAIL_ACCESS'
          AND role_id IN (SELECT ur.role_id FROM user_role ur JOIN app_user u ON u.id = ur.user_id WHERE u.username = 'manager')`,
    );
    const smsOnly = await signIn(env.app, 'manager');
    expect((await list(downtown, 'EMAIL', smsOnly)).statusCode).toBe(403);
    expect((await list(downtown, 'SMS', smsOnly)).statusCode).toBe(200);
  });
});
