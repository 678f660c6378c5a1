/**
 * The booking reviews screen's /api contract (spec part 2 §2 /booking-review, §3 Booking review,
 * §4 review states; issue 17): paths, the list's filters, the status change and answer shapes.
 */
import { z } from '../schemas/zod';
import { listRequestSchema } from '../admin/list-request';
import type { Cents } from '../money';
import { calendarDate } from '../schemas/dates';
import { wholeNumberText } from '../schemas/numbers';
import { text } from '../schemas/text';
import { Problem, refusedAs } from '../schemas/problems';

export const ReviewPath = {
  LIST: '/api/booking-review/list',
  /** GET {DETAIL}/{id}: the review with its bill. */
  DETAIL: '/api/booking-review/detail',
  /** POST: the status and the solving note. */
  UPDATE: '/api/booking-review/update',
  /** GET ?branchId=: the branch's technicians, for the filter. */
  FILTER_OPTIONS: '/api/booking-review/filter-options',
} as const;

/** Spec part 2 §4. Stored as these codes; the screen words them. */
export const ReviewStatus = { NEW: 'New', WATCHED: 'Watched', SOLVING_PROBLEM: 'SolvingProblem', SOLVED: 'Solved' } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const REVIEW_STATUSES: readonly ReviewStatus[] = Object.values(ReviewStatus);

/**
 * Working on a problem and closing it say what was done: whoever reads the review next (the
 * owner, the next shift) sees what the customer was told without asking around.
 */
export const NOTE_REQUIRED_STATUSES: ReadonlySet<ReviewStatus> = new Set([ReviewStatus.SOLVING_PROBLEM, ReviewStatus.SOLVED]);
export const REVIEW_NOTE_MAX = 1000;

export const REVIEW_SORT = ['reviewedAt', 'rate'] as const;
export type ReviewSort = (typeof REVIEW_SORT)[number];

export const reviewListQuery = listRequestSchema(REVIEW_SORT, {
  branchId: z.uuid(),
  status: z.optional(z.enum([ReviewStatus.NEW, ReviewStatus.WATCHED, ReviewStatus.SOLVING_PROBLEM, ReviewStatus.SOLVED])),
  rate: z.optional(wholeNumberText(1, 5)),
  /** The branch's own days, inclusive. */
  from: z.optional(calendarDate()),
  to: z.optional(calendarDate()),
  technicianId: z.optional(z.uuid()),
});
export type ReviewListQuery = z.output<typeof reviewListQuery>;

/** The list's filters as the screen holds them; null is "any". */
export type ReviewFilters = { status: ReviewStatus | null; rate: number | null; from: string | null; to: string | null; technicianId: string | null };
export const NO_REVIEW_FILTERS: ReviewFilters = { status: null, rate: null, from: null, to: null, technicianId: null };

export function reviewFilterParams(f: ReviewFilters): Record<string, string | undefined> {
  return {
    status: f.status ?? undefined,
    rate: f.rate === null ? undefined : String(f.rate),
    from: f.from ?? undefined,
    to: f.to ?? undefined,
    technicianId: f.technicianId ?? undefined,
  };
}

/** A review is set to New only by the customer's answer: staff move it on from there. */
export const reviewUpdateBody = z
  .object({
    id: z.uuid(),
    status: z.enum([ReviewStatus.WATCHED, ReviewStatus.SOLVING_PROBLEM, ReviewStatus.SOLVED]),
    note: z._default(text({ max: REVIEW_NOTE_MAX, multiline: true }), ''),
  }).check(z.superRefine((value, ctx) => {
    if (NOTE_REQUIRED_STATUSES.has(value.status) && value.note === '') ctx.addIssue({ code: 'custom', path: ['note'], ...refusedAs(Problem.REQUIRED) });
  }));
export type ReviewUpdate = z.input<typeof reviewUpdateBody>;

export type ReviewRow = {
  id: string;
  rate: number;
  comment: string;
  reviewedAt: string;
  customerName: string;
  customerPhone: string;
  bookingCode: string | null;
  /** The technicians named on the bill's lines, joined. */
  technician: string;
  status: ReviewStatus;
  note: string;
};

export type ReviewBillLine = { name: string; technician: string; price: Cents };

export type ReviewDetail = ReviewRow & {
  bill: { id: string; code: string; status: string; actionTime: string; total: Cents; lines: ReviewBillLine[] };
  updatedAt: string;
  updatedBy: string | null;
};

/** The technicians of the branch, for the filter. */
export type ReviewFilterOptions = { technicians: { id: string; name: string }[] };
