/** Retry delays after network errors, 5xx and 429: exponential from 1 s, capped at 60 s, jittered. */
export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

/**
 * Delay before attempt number `attempts + 1` ("equal jitter": half fixed, half random), so
 * many tablets coming back after an outage do not all knock at the same second.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + (exp / 2) * random());
}
