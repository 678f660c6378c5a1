/**
 * The action log screen's contract (spec part 2 §3 "Action log entry", issue 14): who did what
 * to which record and when, filtered by date range (the branch's days), user, entity type and
 * action, newest first, 15 a page. Shared by the browser and the server.
 */
import { z } from '../schemas/zod';
import { calendarDate } from '../schemas/dates';
import { Problem, refusedAs } from '../schemas/problems';
import { listRequestSchema } from './list-request';

export const ActionLogPath = {
  LIST: '/api/action-log/list',
} as const;

/** The spec's five action types a list may be filtered by (the log holds "discard" too). */
export const LOG_ACTIONS = ['create', 'update', 'delete', 'cancel', 'change status'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

/**
 * The entity types the filter offers, as the server stores them. The log may hold others (new
 * modules add theirs): the filter accepts any such name, and the screen shows an unknown one as is.
 */
export const LOG_ENTITY_TYPES = [
  'BOOKING',
  'BILL',
  'CART',
  'CUSTOMER',
  'VOUCHER',
  'GIFT_CARD',
  'PRODUCT',
  'SERVICE',
  'SERVICE_GROUP',
  'PACKAGE',
  'TECHNICIAN',
  'TIMESHEET',
  'CHECKOUT_METHOD',
  'PAYMENT_METHOD',
  'POS_ACTION',
  'DAY_CLOSE',
  'SMS_CAMPAIGN',
  'BRANCH',
  'BRANCH_CONFIG',
  'BRANCH_HOLIDAY',
  'TENANT',
  'USER',
  'ROLE',
  'SYNC',
  'TURN_LIST',
] as const;

export const ACTION_LOG_SORT = ['actionTime'] as const;
export type ActionLogSort = (typeof ACTION_LOG_SORT)[number];

/** `query` looks for the user (full name or username); the dates are the branch's days, both included. */
export const actionLogListQuery = listRequestSchema(ACTION_LOG_SORT, {
  branchId: z.optional(z.uuid()),
  from: z.optional(calendarDate()),
  to: z.optional(calendarDate()),
  entityType: z.optional(z.string().check(z.regex(/^[A-Z][A-Z_]{0,39}$/))),
  action: z.optional(z.enum(LOG_ACTIONS)),
}).check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], ...refusedAs(Problem.INVALID) }));
export type ActionLogListQuery = z.infer<typeof actionLogListQuery>;

export type ActionLogFilter = Partial<Pick<ActionLogListQuery, 'branchId' | 'from' | 'to' | 'entityType' | 'action'>>;

/** One entry as the screen shows it: the record it concerns is named, not only its id. */
export type ActionLogRow = {
  id: string;
  action: string;
  /** The branch's wall clock, "YYYY-MM-DD HH:mm". */
  actionTime: string;
  userFullName: string;
  entityType: string;
  entityId: string | null;
  /** A booking's or bill's code, a customer's or a setting's name; null when nothing names it. */
  entityName: string | null;
  /** The branch day of the booking or bill, for the board's link. */
  day: string | null;
  editInfo: Record<string, unknown>;
};
