/**
 * The words of one message to a customer: the branch's own template for the kind, channel and
 * language when it saved one, else the built-in words (`src/domain/notification/message-kinds.ts`).
 * Every message the server queues for a customer is composed here, so a template saved in the
 * back office reaches every place that sends that kind.
 */
import type { Db } from '../db/db';
import type { Language } from '../../domain/api';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { copyAddresses } from '../../domain/notification/template-rules';
import { savedTemplate, type TemplateKey } from './templateRepository';
import { BUILT_IN_MESSAGES, fillTemplate, KIND_VARIABLES, type MessageKind, type MessageVars } from '../../domain/notification/message-kinds';

export type ComposeInput = {
  tenantId: string;
  branchId: string;
  language: Language;
  kind: MessageKind;
  channel: NotificationChannel;
  vars: MessageVars;
};

/** `cc` and `bcc`: an email template's copies, to pass on to queueNotification (none for an SMS or the built-in words). */
export type ComposedMessage = { subject: string | null; body: string; cc: string[]; bcc: string[] };

/**
 * The template text to fill: the branch's saved one for the kind, channel and language, else the
 * built-in one. Exported for the campaign form, which starts from the words still unfilled.
 */
export async function templateText(db: Db, input: TemplateKey): Promise<ComposedMessage> {
  const own = await savedTemplate(db, input);
  const words = BUILT_IN_MESSAGES[input.kind][input.language];
  if (input.channel !== NotificationChannel.EMAIL) return { subject: null, body: own?.body ?? words.sms, cc: [], bcc: [] };
  if (!own) return { subject: words.subject, body: words.email, cc: [], bcc: [] };
  return { subject: own.subject, body: own.body, cc: copyAddresses(own.cc), bcc: copyAddresses(own.bcc) };
}

/** The template text filled with the message's variables. */
export function fillMessage(text: ComposedMessage, input: Pick<ComposeInput, 'kind' | 'vars'>): ComposedMessage {
  const known = KIND_VARIABLES[input.kind];
  return {
    subject: text.subject === null ? null : fillTemplate(text.subject, input.vars, known),
    body: fillTemplate(text.body, input.vars, known),
    cc: text.cc,
    bcc: text.bcc,
  };
}

export async function composeMessage(db: Db, input: ComposeInput): Promise<ComposedMessage> {
  return fillMessage(await templateText(db, input), input);
}
