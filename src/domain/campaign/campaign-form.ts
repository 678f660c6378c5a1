/**
 * The SMS campaign form (spec part 2 §3 SMS campaign: message, type, status, time, filters):
 * a name staff know it by, the message with `{customerName}` and `{branchName}` filled per
 * recipient, the two audience filters, and the type: send now or at a branch wall-clock time.
 * Shared by the form and the server; the server also checks what the schema cannot know (the
 * branch the caller's, the time still in the future).
 */
import { z } from '../schemas/zod';
import { CAMPAIGN_VARIABLES, fillTemplate, MessageKind, unknownVariables, type MessageVars } from '../notification/message-kinds';
import { isCalendarDate, isWallDateTime } from '../schemas/dates';
import { fieldProblemMessage, Problem, type FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { isCleanText } from '../schemas/text';
import { requiredTextProblem } from '../catalogue/form-rules';
import { CAMPAIGN_MAX_AMOUNT_CENTS, CAMPAIGN_TEXT_MAX } from './limits';

/** The spec's campaign "type": how it is sent. */
export const CampaignSendMode = { NOW: 'NOW', SCHEDULED: 'SCHEDULED' } as const;
export type CampaignSendMode = (typeof CampaignSendMode)[keyof typeof CampaignSendMode];

/**
 * DRAFT until sent or scheduled; SCHEDULED waits for its time (CANCELLED if staff stop it);
 * SENDING once its messages are in the outbox, SENT when none of them is pending any more.
 */
export const CampaignStatus = { DRAFT: 'DRAFT', SCHEDULED: 'SCHEDULED', SENDING: 'SENDING', SENT: 'SENT', CANCELLED: 'CANCELLED' } as const;
export type CampaignStatus = (typeof CampaignStatus)[keyof typeof CampaignStatus];
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = Object.values(CampaignStatus);

export type CampaignValues = {
  name: string;
  message: string;
  /** "YYYY-MM-DD", or "" for any. */
  lastBookingAfter: string;
  /** Cents, or null for any. */
  amountAbove: number | null;
  sendMode: CampaignSendMode;
  /** "YYYY-MM-DD HH:mm" on the branch's clock when SCHEDULED, else "". */
  scheduledAt: string;
};

export const EMPTY_CAMPAIGN_VALUES: CampaignValues = {
  name: '',
  message: '',
  lastBookingAfter: '',
  amountAbove: null,
  sendMode: CampaignSendMode.NOW,
  scheduledAt: '',
};

/**
 * The `{words}` of a message that are not campaign variables: those of the SMS_CAMPAIGN template
 * kind, so a branch's saved template is always a valid campaign message.
 */
export function unknownCampaignVariables(message: string): string[] {
  return unknownVariables(message, MessageKind.SMS_CAMPAIGN);
}

/** One recipient's words: the campaign's own text with the customer's and branch's names in. */
export function campaignText(message: string, vars: Pick<MessageVars, 'customerName' | 'branchName'>): string {
  return fillTemplate(message, vars, CAMPAIGN_VARIABLES);
}

function nameProblem(value: string): FieldProblem | undefined {
  return isCleanText(value) ? requiredTextProblem(value.trim(), CAMPAIGN_TEXT_MAX.name) : { code: Problem.TEXT_CHARACTERS };
}

function messageProblem(value: string): FieldProblem | undefined {
  if (!isCleanText(value, true)) return { code: Problem.TEXT_CHARACTERS };
  const required = requiredTextProblem(value.trim(), CAMPAIGN_TEXT_MAX.message);
  if (required) return required;
  return unknownCampaignVariables(value).length > 0 ? { code: Problem.INVALID } : undefined;
}

function addProblem(ctx: z.core.$RefinementCtx, field: string, problem: FieldProblem): void {
  ctx.addIssue({ code: 'custom', path: [field], message: fieldProblemMessage(problem), params: { problem } });
}

/** The campaign form's rules: the form validates with it, the server parses with it. */
export const campaignValuesSchema = z
  .object({
    name: z.string().check(ruleCheck(nameProblem)),
    message: z.string().check(ruleCheck(messageProblem)),
    lastBookingAfter: z.string().check(ruleCheck((v: string) => (v === '' || isCalendarDate(v) ? undefined : { code: Problem.DATE_INVALID }))),
    amountAbove: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(CAMPAIGN_MAX_AMOUNT_CENTS))),
    sendMode: z.enum([CampaignSendMode.NOW, CampaignSendMode.SCHEDULED]),
    scheduledAt: z.string(),
  }).check(z.superRefine((v, ctx) => {
    if (v.sendMode === CampaignSendMode.SCHEDULED && !isWallDateTime(v.scheduledAt)) {
      addProblem(ctx, 'scheduledAt', v.scheduledAt === '' ? { code: Problem.REQUIRED } : { code: Problem.DATE_INVALID });
    }
    if (v.sendMode === CampaignSendMode.NOW && v.scheduledAt !== '') addProblem(ctx, 'scheduledAt', { code: Problem.INVALID });
  }));

export const campaignCreateBody = z.intersection(campaignValuesSchema, z.object({ branchId: z.uuid() }));
export const campaignUpdateBody = z.intersection(campaignValuesSchema, z.object({ id: z.uuid() }));
export type CampaignCreateBody = z.output<typeof campaignCreateBody>;
export type CampaignUpdateBody = z.output<typeof campaignUpdateBody>;
