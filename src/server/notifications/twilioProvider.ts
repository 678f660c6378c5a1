/**
 * SMS through Twilio's REST API with Node's fetch (no SDK): one form-encoded POST per message.
 * Twilio answers 201 with the message's sid; an error carries a JSON `code` and `message`.
 * 429 and 5xx (and a request that hangs or never connects) are worth another try later;
 * any other 4xx means the request itself is wrong and fails the message at once.
 */
import { toE164 } from '../../domain/notification/e164';
import type { NotificationProvider } from './providers';
import { PermanentSendError } from './permanentSendError';

export const DEFAULT_TWILIO_API_URL = 'https://api.twilio.com';
const DEFAULT_TIMEOUT_MS = 10_000;

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or, instead, a messaging service. */
  sender: { from: string } | { messagingServiceSid: string };
  apiUrl: string;
  timeoutMs?: number;
};

type TwilioError = { code?: number; message?: string };

async function errorOf(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as TwilioError;
    return `Twilio ${res.status}${body.code ? ` (${body.code})` : ''}: ${body.message ?? text}`;
  } catch {
    return `Twilio ${res.status}: ${text.slice(0, 200)}`;
  }
}

const retryable = (status: number): boolean => status === 429 || status >= 500;

export function twilioProvider(settings: TwilioSettings): NotificationProvider {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const to = toE164(message.recipient);
      if (!to) throw new PermanentSendError(`Not a phone number an SMS can go to: ${message.recipient}`);
      const form = new URLSearchParams({ To: to, Body: message.body });
      if ('from' in settings.sender) form.set('From', settings.sender.from);
      else form.set('MessagingServiceSid', settings.sender.messagingServiceSid);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        // Timeouts and refused connections: the gateway may be back next time.
        throw new Error(`Twilio unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const text = await errorOf(res);
      throw retryable(res.status) ? new Error(text) : new PermanentSendError(text);
    },
  };
}

/** Twilio settings from TWILIO_* variables, or null when no account is given (the log provider is used). */
export function twilioSettingsFromEnv(env: NodeJS.ProcessEnv): TwilioSettings | null {
  const accountSid = env.TWILIO_ACCOUNT_SID;
  if (!accountSid) return null;
  const authToken = env.TWILIO_AUTH_TOKEN;
  if (!authToken) throw new Error('TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID');
  const from = env.TWILIO_FROM;
  const service = env.TWILIO_MESSAGING_SERVICE_SID;
  if (!from && !service) throw new Error('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with TWILIO_ACCOUNT_SID');
  const sender = service ? { messagingServiceSid: service } : { from: toE164(from ?? '') ?? '' };
  if ('from' in sender && sender.from === '') throw new Error(`TWILIO_FROM is not a phone number: ${from}`);
  return { accountSid, authToken, sender, apiUrl: env.TWILIO_API_URL || DEFAULT_TWILIO_API_URL };
}
