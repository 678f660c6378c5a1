/**
 * The public review page's /api contract (issue 17): what the customer's link shows and what
 * it sends back. Kept apart from the back office's contract so the page's small chunk carries
 * only this.
 */
import { z } from '../schemas/zod';
import type { Language } from '../api';
import { text } from '../schemas/text';

/** GET and POST `{PUBLIC_REVIEW_PATH}/{token}`. */
export const PUBLIC_REVIEW_PATH = '/api/public/review';

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_RATE_MIN = 1;
export const REVIEW_RATE_MAX = 5;

/**
 * A token is 32 url-safe characters (24 random bytes); anything else is refused before a query.
 * Long enough that guessing one is hopeless, short enough for an SMS.
 */
export const reviewTokenParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/)) });

export const reviewSubmitBody = z.object({
  rate: z.number().check(z.int(), z.gte(REVIEW_RATE_MIN), z.lte(REVIEW_RATE_MAX)),
  comment: z._default(text({ max: REVIEW_COMMENT_MAX, multiline: true }), ''),
});
export type ReviewSubmit = z.input<typeof reviewSubmitBody>;

/** The visit as the link shows it, in the branch's language and on its wall clock. */
export type PublicReviewVisit = {
  branchName: string;
  language: Language;
  /** YYYY-MM-DD, the bill's day in the branch. */
  date: string;
  services: string[];
  /** The technicians who served, joined; empty when none was named. */
  technician: string;
  /** True once the customer has answered: the page says thank you instead of asking again. */
  reviewed: boolean;
};
