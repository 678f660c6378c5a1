/**
 * Settings a past day reads as they were that day. "Pay card tips in cash" decides what the
 * drawer owed the technicians on a day: turning it on today must not change what yesterday
 * owed. Rather than copying the value onto every record a day makes (payouts, the close of the
 * day: a day with neither would still drift), the server keeps each change of such a key with
 * the value it replaced (migration 035), and a day reads the value in force at its end (when
 * the drawer pays the tips out); today's end has no change after it yet, so today reads
 * today's value, as the drawer and the payout check do.
 */
import { ConfigKey, type ConfigValues } from '../branchConfig';

/** Keys whose past values are kept: only those a past day reads back. */
export const HISTORY_CONFIG_KEYS: readonly string[] = [ConfigKey.CARD_TIPS_IN_CASH];

/** One change of a key: the value it replaced (null: the key was unset) and when (ms). */
export type ConfigChange = { key: string; previous: string | null; changedAt: number };

/**
 * The branch's values at instant `at`: for each kept key, the value the first change after
 * `at` replaced, else (no change since) the current one. `changes` are one branch's.
 */
export function configValuesAt(current: ConfigValues, changes: readonly ConfigChange[], at: number): ConfigValues {
  const values: Record<string, string | undefined> = { ...current };
  for (const key of HISTORY_CONFIG_KEYS) {
    const next = changes.filter((c) => c.key === key && c.changedAt >= at).sort((a, b) => a.changedAt - b.changedAt)[0];
    if (!next) continue;
    if (next.previous === null) delete values[key];
    else values[key] = next.previous;
  }
  return values;
}
