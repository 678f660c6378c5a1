/**
 * What a branch may save as its own words for a message (issue 17): the same rules for the
 * template form and the server. The body is required; a `{word}` that is not a variable of the
 * kind is refused rather than sent as is; an SMS is kept to three segments; cc and bcc are
 * lists of addresses.
 */
import { z } from '../schemas/zod';
import { NotificationChannel } from '../catalogue/paths';
import { optionalEmailProblem } from '../catalogue/form-rules';
import type { FieldProblem } from '../schemas/problems';
import { MessageKind, unknownVariables } from './message-kinds';

/**
 * The longest SMS template: three concatenated GSM-7 segments (3 × 153 characters). Longer
 * texts cost more segments per customer and some phones show them split; French accents and
 * Vietnamese letters outside GSM-7 make a segment 67 characters, which the form's count shows.
 */
export const SMS_BODY_MAX = 459;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 5000;
/** Addresses in cc (and in bcc): a copy to the salon's own boxes, not a mailing list. */
export const COPY_ADDRESSES_MAX = 5;

export type TemplateValues = { subject: string; body: string; cc: string; bcc: string };
export type TemplateField = keyof TemplateValues;

/** "a@x.ca, b@y.ca" (commas, semicolons or spaces between) as its addresses. */
export function copyAddresses(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

function copyProblem(text: string): FieldProblem | undefined {
  const addresses = copyAddresses(text);
  if (addresses.length > COPY_ADDRESSES_MAX) return { code: 'TOO_MANY', max: COPY_ADDRESSES_MAX };
  return addresses.map(optionalEmailProblem).find((p) => p !== undefined);
}

function textProblem(text: string, kind: MessageKind, max: number, required: boolean): FieldProblem | undefined {
  if (text.trim() === '') return required ? { code: 'REQUIRED' } : undefined;
  if (text.length > max) return { code: 'TOO_LONG', max };
  return unknownVariables(text, kind).length > 0 ? { code: 'UNKNOWN_VARIABLE' } : undefined;
}

/** Each field at fault with its problem; an SMS has no subject nor copies, so they are not checked. */
export function templateProblems(values: TemplateValues, kind: MessageKind, channel: NotificationChannel): Partial<Record<TemplateField, FieldProblem>> {
  if (channel === NotificationChannel.SMS) {
    const body = textProblem(values.body, kind, SMS_BODY_MAX, true);
    return body ? { body } : {};
  }
  const found: [TemplateField, FieldProblem | undefined][] = [
    ['subject', textProblem(values.subject, kind, EMAIL_SUBJECT_MAX, true)],
    ['body', textProblem(values.body, kind, EMAIL_BODY_MAX, true)],
    ['cc', copyProblem(values.cc)],
    ['bcc', copyProblem(values.bcc)],
  ];
  return Object.fromEntries(found.filter((e) => e[1] !== undefined));
}

/** The form's schema for one kind and channel: the same rules as the server's. */
export function templateSchema(kind: MessageKind, channel: NotificationChannel) {
  return z
    .object({ subject: z.string(), body: z.string(), cc: z.string(), bcc: z.string() })
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, problem] of Object.entries(templateProblems(values, kind, channel))) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'This value is not valid', params: { problem } });
        }
      }),
    );
}

/** GSM-7's basic letters: a text of only these fits 160 characters in one SMS, 153 per segment when longer. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

export type SmsSize = { characters: number; segments: number; unicode: boolean };

/** How many SMS segments a text costs: the figure the form shows under the preview. */
export function smsSize(text: string): SmsSize {
  const unicode = !GSM7.test(text);
  const characters = [...text].length;
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const segments = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / multi);
  return { characters, segments, unicode };
}
