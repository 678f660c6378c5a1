/**
 * The notification outbox's retry rules: how long to wait after a failed attempt and when to
 * give up. Pure, so the worker and its tests agree on every number.
 */
import { englishMessageOf } from '../error-messages-en';
import { isAppError } from '../errors';

/** After this many failed attempts a message is FAILED and no longer retried. */
export const DEFAULT_MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, 4 min, ... capped at an hour: the wait after the n-th failure (n ≥ 1). */
export function retryDelayMs(failedAttempts: number): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (n - 1));
}

export type AttemptOutcome =
  | { status: 'SENT' }
  | { status: 'PENDING'; nextAttemptAt: Date }
  | { status: 'FAILED' };

/**
 * What a failed attempt leaves: retry later, or FAILED once the attempts are used up or at
 * once when the provider said trying again cannot help (a number it refuses, bad credentials).
 */
export function afterFailure(input: { attempts: number; maxAttempts: number; now: Date; permanent?: boolean }): AttemptOutcome {
  if (input.permanent || input.attempts >= input.maxAttempts) return { status: 'FAILED' };
  return { status: 'PENDING', nextAttemptAt: new Date(input.now.getTime() + retryDelayMs(input.attempts)) };
}

/** A provider's error (or a refusal's English wording), kept short enough to store and show. */
export function errorText(error: unknown): string {
  const text = isAppError(error) ? englishMessageOf(error) : error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
