/**
 * The SMS and email template screens' /api contract (/system/sms-template, /system/email-template):
 * paths, rights, the request schemas the browser and the server share, the answers.
 */
import { z } from '../schemas/zod';
import { Language } from '../api';
import { NotificationChannel } from '../catalogue/paths';
import { text } from '../schemas/text';
import { MessageKind } from './message-kinds';

export const TemplatePath = {
  /** GET ?branchId&channel: every kind × language of the branch, its own words or the built-in ones. */
  LIST: '/api/message-template/list',
  /** POST: the branch's own words for one kind, channel and language. */
  SAVE: '/api/message-template/save',
  /** POST: back to the built-in words (the saved ones are deleted). */
  RESET: '/api/message-template/reset',
} as const;

export const templateListQuery = z.object({ branchId: z.uuid(), channel: z.enum(NotificationChannel) });

const templateKey = { branchId: z.uuid(), kind: z.enum(MessageKind), channel: z.enum(NotificationChannel), language: z.enum(Language) };
export const templateResetBody = z.object(templateKey);
/** The shape only; what the words may be is template-rules.ts's (one kind's variables, lengths, addresses). */
export const templateSaveBody = z.object({
  ...templateKey,
  subject: text({ max: 1000, raw: true }),
  body: text({ max: 20000, multiline: true, raw: true }),
  cc: text({ max: 2000, raw: true }),
  bcc: text({ max: 2000, raw: true }),
});

export type TemplateWords = { subject: string; body: string; cc: string; bcc: string };

/** One kind × language of a branch: its own words when it saved some (`custom`), and the built-in ones. */
export type TemplateRow = {
  kind: MessageKind;
  language: Language;
  custom: boolean;
  /** What is sent: the saved words, else the built-in ones (no copies). */
  words: TemplateWords;
  builtIn: { subject: string; body: string };
  updatedAt: string | null;
};

/** The branch's name and phone fill the preview's sample message. */
export type TemplateListResult = { branchId: string; branchName: string; branchPhone: string; channel: NotificationChannel; rows: TemplateRow[] };
