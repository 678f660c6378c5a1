/**
 * The SMS campaigns screen's /api contract (spec part 2 §2 /sms-campaign, §3 SMS campaign;
 * issue 17): paths, the list's request, the audience count's request and the answer shapes,
 * shared by the browser and the server. A campaign belongs to one branch: its customers, its
 * name in the message, its clock for the scheduled time.
 */
import { z } from '../schemas/zod';
import { listRequestSchema } from '../admin/list-request';
import { calendarDate } from '../schemas/dates';
import { wholeNumberText } from '../schemas/numbers';
import type { Language } from '../api';
import type { NotificationStatus } from '../catalogue/paths';
import { CAMPAIGN_MAX_AMOUNT_CENTS } from './limits';
import { CampaignStatus, type CampaignSendMode, type CampaignValues } from './campaign-form';

export const CampaignPath = {
  LIST: '/api/sms-campaign/list',
  CREATE: '/api/sms-campaign/create',
  UPDATE: '/api/sms-campaign/update',
  /** GET {DETAIL}/{id}: the campaign with each recipient's result. */
  DETAIL: '/api/sms-campaign/detail',
  /** GET ?branchId=&lastBookingAfter=&amountAbove=: how many customers the filters reach now. */
  COUNT: '/api/sms-campaign/count',
  /** POST ?id=: a draft sent now, or scheduled at its time. */
  SEND: '/api/sms-campaign/send',
  /** POST ?id=: a scheduled campaign stopped before its time. */
  CANCEL: '/api/sms-campaign/cancel',
  /** POST ?id=: a draft or cancelled campaign removed. */
  DELETE: '/api/sms-campaign/delete',
  /** GET ?branchId=: the branch's SMS_CAMPAIGN template in its language, unfilled, to start a message from. */
  TEMPLATE: '/api/sms-campaign/template',
} as const;

export const CAMPAIGN_SORT = ['name', 'status', 'time', 'createdAt'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORT)[number];

export const campaignListQuery = listRequestSchema(CAMPAIGN_SORT, {
  branchId: z.uuid(),
  status: z.optional(z.enum(CampaignStatus)),
});
export type CampaignListQuery = z.output<typeof campaignListQuery>;

export const campaignCountQuery = z.object({
  branchId: z.uuid(),
  lastBookingAfter: z.optional(calendarDate()),
  amountAbove: z.optional(wholeNumberText(0, CAMPAIGN_MAX_AMOUNT_CENTS)),
});
export type CampaignCountQuery = z.output<typeof campaignCountQuery>;

/** The count's query string for a form's filters. */
export function campaignCountParams(branchId: string, values: Pick<CampaignValues, 'lastBookingAfter' | 'amountAbove'>): Record<string, string | undefined> {
  return {
    branchId,
    lastBookingAfter: values.lastBookingAfter === '' ? undefined : values.lastBookingAfter,
    amountAbove: values.amountAbove === null ? undefined : String(values.amountAbove),
  };
}

export type CampaignCount = { recipients: number; max: number };

export const campaignTemplateQuery = z.object({ branchId: z.uuid() });

/** The words with `{customerName}` and `{branchName}` left in: the campaign fills them per recipient. */
export type CampaignTemplate = { message: string; language: Language };

export type CampaignRow = CampaignValues & {
  id: string;
  branchId: string;
  status: CampaignStatus;
  sendMode: CampaignSendMode;
  /** When it went (or goes) out: the send's instant, else the scheduled one; ISO. */
  time: string | null;
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
  createdAt: string;
};

/** One customer the campaign reached, with its message's state in the outbox. */
export type CampaignRecipient = {
  customerId: string;
  customerName: string;
  phone: string;
  status: NotificationStatus;
  sentAt: string | null;
  error: string | null;
};

export type CampaignDetail = CampaignRow & { recipientsList: CampaignRecipient[] };
