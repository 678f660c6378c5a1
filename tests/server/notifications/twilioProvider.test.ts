import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { sendDueNotifications } from '../../../src/server/notifications/notificationWorker';
import { PermanentSendError } from '../../../src/server/notifications/permanentSendError';
import { logProvider, providersFromEnv } from '../../../src/server/notifications/providers';
import { twilioProvider, twilioSettingsFromEnv, type TwilioSettings } from '../../../src/server/notifications/twilioProvider';
import { setupTestEnv, testClock, type TestEnv } from '../helpers';
import { queueTestMessage } from '../notificationFixtures';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'secret-token-never-logged';

type Seen = { method: string; url: string; authorization: string; contentType: string; form: Record<string, string> };
type Answer = { status: number; body: unknown } | 'hang';

/** A stand-in for Twilio's API: records every request and answers what the test queued. */
class FakeTwilio {
  seen: Seen[] = [];
  answers: Answer[] = [];
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private hanging: ServerResponse[] = [];
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    this.seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(raw)),
    });
    const answer = this.answers.shift() ?? { status: 201, body: { sid: 'SM0001', status: 'queued' } };
    if (answer === 'hang') {
      this.hanging.push(res);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }
}

describe('Twilio SMS provider', () => {
  const twilio = new FakeTwilio();
  let settings: TwilioSettings;
  const message = { id: 'n1', channel: 'SMS' as const, recipient: '4165550100', subject: null, body: 'Downtown Toronto: reminder' };

  beforeAll(async () => {
    await twilio.start();
    settings = { accountSid: SID, authToken: TOKEN, sender: { from: '+14165550000' }, apiUrl: twilio.url, timeoutMs: 500 };
  });
  afterAll(async () => {
    await twilio.stop();
  });
  beforeEach(() => {
    twilio.seen = [];
    twilio.answers = [];
  });

  it('posts the form to the account Messages resource with basic auth and an E.164 number', async () => {
    await twilioProvider(settings).send(message);
    expect(twilio.seen).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+14165550100', From: '+14165550000', Body: 'Downtown Toronto: reminder' },
      },
    ]);
  });

  it('sends through a messaging service instead of a number when configured so', async () => {
    await twilioProvider({ ...settings, sender: { messagingServiceSid: 'MG0001' } }).send(message);
    expect(twilio.seen[0]?.form).toEqual({ To: '+14165550100', MessagingServiceSid: 'MG0001', Body: 'Downtown Toronto: reminder' });
  });

  it('a 400 is permanent, 429 and 500 are worth retrying, and the error names Twilio’s code but never the token', async () => {
    twilio.answers = [
      { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } },
      { status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } },
      { status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } },
    ];
    const provider = twilioProvider(settings);
    const bad = await provider.send(message).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(PermanentSendError);
    expect(String(bad)).toContain('Twilio 400 (21211)');
    for (const code of ['429', '500']) {
      const error = await provider.send(message).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentSendError);
      expect(String(error)).toContain(`Twilio ${code}`);
      expect(String(error)).not.toContain(TOKEN);
    }
  });

  it('gives up on a gateway that never answers, to try again later', async () => {
    twilio.answers = ['hang'];
    const started = Date.now();
    const error = await twilioProvider(settings).send(message).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).not.toBeInstanceOf(PermanentSendError);
    expect(String(error)).toContain('Twilio unreachable');
  });

  it('refuses a recipient that cannot be an E.164 number without calling Twilio', async () => {
    const error = await twilioProvider(settings).send({ ...message, recipient: '555' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentSendError);
    expect(twilio.seen).toEqual([]);
  });

  describe('through the outbox', () => {
    let env: TestEnv;
    beforeAll(async () => {
      env = await setupTestEnv();
    });
    afterAll(async () => {
      await env.close();
    });

    const queue = (db: Db, now: Date) => queueTestMessage(db, { channel: 'SMS', recipient: '4165550100', now });
    const statusOf = (db: Db, id: string) => db.one<{ status: string; attempts: number; provider: string | null; last_error: string | null }>(
      `SELECT status, attempts, provider, last_error FROM notification WHERE id = $1`, [id]);

    it('a permanent refusal fails the message at once; a 429 leaves it for a retry; success marks it sent by twilio', async () => {
      const clock = testClock();
      const sms = twilioProvider(settings);
      const providers = { EMAIL: logProvider({ info: () => undefined }), SMS: sms };
      twilio.answers = [{ status: 400, body: { code: 21211, message: 'Invalid To' } }];
      const refused = await queue(env.db, clock.now());
      expect(await sendDueNotifications({ db: env.db, now: clock.now, providers })).toMatchObject({ failed: 1, retried: 0 });
      expect(await statusOf(env.db, refused)).toMatchObject({ status: 'FAILED', attempts: 1 });

      twilio.answers = [{ status: 429, body: { code: 20429, message: 'Too Many Requests' } }];
      const busy = await queue(env.db, clock.now());
      expect(await sendDueNotifications({ db: env.db, now: clock.now, providers })).toMatchObject({ retried: 1 });
      expect(await statusOf(env.db, busy)).toMatchObject({ status: 'PENDING', attempts: 1 });
      clock.advance(60_000);
      expect(await sendDueNotifications({ db: env.db, now: clock.now, providers })).toMatchObject({ sent: 1 });
      expect(await statusOf(env.db, busy)).toMatchObject({ status: 'SENT', attempts: 2, provider: 'twilio' });
    });
  });
});

describe('Twilio settings from the environment', () => {
  it('none without an account: SMS stays on the log provider', () => {
    expect(twilioSettingsFromEnv({})).toBeNull();
    expect(providersFromEnv({}, { info: () => undefined }).SMS.name).toBe('log');
  });

  it('an account with a sender number or a messaging service, on api.twilio.com unless TWILIO_API_URL says otherwise', () => {
    const env = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '416 555 0000' };
    expect(twilioSettingsFromEnv(env)).toEqual({ accountSid: SID, authToken: TOKEN, sender: { from: '+14165550000' }, apiUrl: 'https://api.twilio.com' });
    expect(twilioSettingsFromEnv({ ...env, TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: 'MG1', TWILIO_API_URL: 'http://127.0.0.1:9' })).toMatchObject({
      sender: { messagingServiceSid: 'MG1' },
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(providersFromEnv(env, { info: () => undefined }).SMS.name).toBe('twilio');
  });

  it('refuses a half configuration at start, without printing the token', () => {
    expect(() => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: 'abc' })).toThrow(/TWILIO_FROM/);
    try {
      twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN });
    } catch (error) {
      expect(String(error)).not.toContain(TOKEN);
    }
  });
});
