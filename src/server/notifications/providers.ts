import nodemailer from 'nodemailer';
import type { NotificationChannel } from '../../domain/catalogue/paths';
import { twilioProvider, twilioSettingsFromEnv } from './twilioProvider';

/** One message as a provider receives it. */
export type OutgoingNotification = {
  id: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  /** An email's copies; none when absent. */
  cc?: readonly string[];
  bcc?: readonly string[];
};

/** Sends one message or throws; a throw is retried later by the worker, a PermanentSendError is not. */
export interface NotificationProvider {
  readonly name: string;
  send(message: OutgoingNotification): Promise<void>;
}

export type NotificationProviders = Record<NotificationChannel, NotificationProvider>;

export type LogSink = { info: (obj: Record<string, unknown>, msg: string) => void };

/** The default: writes the message to the server log and counts it as sent. */
export function logProvider(log: LogSink): NotificationProvider {
  return {
    name: 'log',
    async send(message) {
      log.info(
        { notification: { id: message.id, channel: message.channel, to: message.recipient, subject: message.subject, body: message.body } },
        'notification sent (log provider)',
      );
    },
  };
}

export type SmtpSettings = {
  /** smtp://user:pass@host:port or smtps://... */
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  password?: string;
  from: string;
};

/** Email through an SMTP server (nodemailer). */
export function smtpProvider(settings: SmtpSettings): NotificationProvider {
  const transport = settings.url
    ? nodemailer.createTransport(settings.url)
    : nodemailer.createTransport({
        host: settings.host,
        port: settings.port ?? 587,
        secure: settings.secure ?? false,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        ...(message.cc?.length ? { cc: [...message.cc] } : {}),
        ...(message.bcc?.length ? { bcc: [...message.bcc] } : {}),
      });
    },
  };
}

export const DEFAULT_MAIL_FROM = 'Front Desk <no-reply@localhost>';

/** SMTP settings from the environment, or null when none are given (the log provider is used). */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const from = env.SMTP_FROM || DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) return { url: env.SMTP_URL, from };
  if (!env.SMTP_HOST) return null;
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) throw new Error(`SMTP_PORT is not a port: ${env.SMTP_PORT}`);
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from,
  };
}

/** Email by SMTP and SMS by Twilio when configured, else the log. */
export function providersFromEnv(env: NodeJS.ProcessEnv, log: LogSink): NotificationProviders {
  const smtp = smtpSettingsFromEnv(env);
  const twilio = twilioSettingsFromEnv(env);
  const fallback = logProvider(log);
  return { EMAIL: smtp ? smtpProvider(smtp) : fallback, SMS: twilio ? twilioProvider(twilio) : fallback };
}
