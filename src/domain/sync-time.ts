/**
 * When a queued change is judged. A change made at the desk during an outage reaches the
 * server hours or days later; the rules that depend on the time (a past date cannot be moved,
 * a guest starts only today, an action time cannot be in the future, a voucher's last day)
 * must read the time the desk made it, or the outage's whole work would be refused the
 * morning after. The tablet says that time (the mutation's createdAt, on the desk clock set to
 * the server's), so it is bounded: never later than the server's now (a clock that ran ahead
 * gains nothing), never earlier than a week back (an old stamp cannot reopen last month's
 * books; such a change is judged a week back and lands in Needs attention when that refuses it).
 */
export const MAX_QUEUED_AGE_MS = 7 * 24 * 3_600_000;

export function judgedAt({ createdAt, now }: { createdAt: string; now: Date }): Date {
  const made = Date.parse(createdAt);
  if (Number.isNaN(made)) return now;
  const latest = now.getTime();
  return new Date(Math.min(latest, Math.max(made, latest - MAX_QUEUED_AGE_MS)));
}
