/**
 * What one SMS campaign may be (spec part 2 §9 leaves campaign limits unshown: these are ours).
 *
 * - 480 characters of message: three SMS parts of 160, room for `{customerName}` and
 *   `{branchName}` filled in; a longer text is a newsletter, not an SMS.
 * - 2,000 recipients: a branch's whole customer list in the demo's scale and more; the send is
 *   one transaction that writes one outbox row per recipient, and the outbox (20 per round)
 *   delivers it in minutes, not hours. Above it staff narrow the filters.
 * - Scheduled at most a year ahead, and only in the future.
 */
export const CAMPAIGN_TEXT_MAX = { name: 100, message: 480 } as const;
export const CAMPAIGN_MAX_RECIPIENTS = 2000;
export const CAMPAIGN_MAX_AHEAD_DAYS = 365;
/** The "booking amount above" filter: a bound far above any customer's spending. */
export const CAMPAIGN_MAX_AMOUNT_CENTS = 100_000_000;
