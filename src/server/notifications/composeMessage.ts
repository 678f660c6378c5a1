/**
 * The words of one message to a customer: the branch's own template for the kind, channel and
 * language when it saved one, else the built-in words (`src/domain/notification/message-kinds.ts`).
 * Every message the server queues for a customer is composed here, so a template saved in the
 * back office reaches every place that sends that kind.
 */
import type { Db } from '../db/db';
import type { Language } from '../../domain/api';
import { NotificationChannel } from '../../domain/catalogue/contract';
import { savedTemplate } from './templateRepository';
import { BUILT_IN_MESSAGES, fillTemplate, KIND_VARIABLES, type MessageKind, type MessageVars } from '../../domain/notification/message-kinds';

export type ComposeInput = {
  tenantId: string;
  branchId: string;
  language: Language;
  kind: MessageKind;
  channel: NotificationChannel;
  vars: MessageVars;
};

export type ComposedMessage = { subject: string | null; body: string };

/** The template text to fill: the branch's saved one for the kind, channel and language, else the built-in one. */
async function templateText(db: Db, input: ComposeInput): Promise<{ subject: string | null; body: string }> {
  const email = input.channel === NotificationChannel.EMAIL;
  const own = await savedTemplate(db, input);
  if (own) return { subject: email ? own.subject : null, body: own.body };
  const words = BUILT_IN_MESSAGES[input.kind][input.language];
  return email ? { subject: words.subject, body: words.email } : { subject: null, body: words.sms };
}

export async function composeMessage(db: Db, input: ComposeInput): Promise<ComposedMessage> {
  const text = await templateText(db, input);
  const known = KIND_VARIABLES[input.kind];
  return {
    subject: text.subject === null ? null : fillTemplate(text.subject, input.vars, known),
    body: fillTemplate(text.body, input.vars, known),
  };
}
