import { describe, expect, it } from 'vitest';
import { configValuesAt, type ConfigChange } from '../../../src/domain/branch/config-history';
import { ConfigKey, resolveBranchConfig } from '../../../src/domain/branchConfig';
import { zonedDayRange } from '../../../src/domain/time';

const TZ = 'America/Toronto';
const endOf = (day: string) => zonedDayRange(day, TZ).end.getTime();
const at = (iso: string) => new Date(iso).getTime();
const cardTipsInCash = (values: Record<string, string>, changes: ConfigChange[], day: string) =>
  resolveBranchConfig('b', configValuesAt(values, changes, endOf(day))).cardTipsInCash;

// Turned on at 10:00 on 18 November (Toronto), off again at 09:00 on 20 November.
const changes: ConfigChange[] = [
  { key: ConfigKey.CARD_TIPS_IN_CASH, previous: 'true', changedAt: at('2026-11-20T14:00:00Z') },
  { key: ConfigKey.CARD_TIPS_IN_CASH, previous: null, changedAt: at('2026-11-18T15:00:00Z') },
];
const now = { [ConfigKey.CARD_TIPS_IN_CASH]: 'false', [ConfigKey.TIME_ZONE]: TZ };

describe('a setting as a past day reads it', () => {
  it('is what the first change after the day’s end replaced', () => {
    expect(cardTipsInCash(now, changes, '2026-11-17')).toBe(false);
    // The day it was turned on ends with it on; the day after has it on all day.
    expect(cardTipsInCash(now, changes, '2026-11-18')).toBe(true);
    expect(cardTipsInCash(now, changes, '2026-11-19')).toBe(true);
  });

  it('is today’s value when nothing changed since the day ended, or ever', () => {
    expect(cardTipsInCash(now, changes, '2026-11-20')).toBe(false);
    expect(cardTipsInCash({ [ConfigKey.CARD_TIPS_IN_CASH]: 'true' }, [], '2026-11-01')).toBe(true);
  });

  it('reads a change at midnight as the next day’s, and leaves the keys without history alone', () => {
    const midnight: ConfigChange[] = [{ key: ConfigKey.CARD_TIPS_IN_CASH, previous: 'false', changedAt: endOf('2026-11-19') }];
    expect(cardTipsInCash({ [ConfigKey.CARD_TIPS_IN_CASH]: 'true' }, midnight, '2026-11-19')).toBe(false);
    const other: ConfigChange[] = [{ key: ConfigKey.MULTITASK, previous: 'true', changedAt: at('2026-11-20T14:00:00Z') }];
    expect(configValuesAt({ [ConfigKey.MULTITASK]: 'false' }, other, endOf('2026-11-19'))).toEqual({ [ConfigKey.MULTITASK]: 'false' });
  });
});
