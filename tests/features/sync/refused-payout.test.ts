import { describe, expect, it } from 'vitest';
import { canEditRefusedPayout, owedWhenRefused } from '../../../src/features/sync/refused-payout';

const overOwed = (owed: number) => ({ code: 'TIP_PAYOUT_OVER_OWED', message: 'x', facts: { technicianName: 'Lily', value: 1500, owed } });

describe('a tip payout refused for more than was owed', () => {
  it('reads what the drawer still owed, and to whom', () => {
    expect(owedWhenRefused(overOwed(900))).toEqual({ owed: 900, technicianName: 'Lily' });
  });

  it('is editable while something was owed; with nothing owed only a discard helps', () => {
    expect(canEditRefusedPayout(overOwed(900))).toBe(true);
    expect(canEditRefusedPayout(overOwed(0))).toBe(false);
    expect(canEditRefusedPayout(overOwed(-200))).toBe(false);
  });

  it('without its figures (another app version), edits uncapped', () => {
    const bare = { code: 'TIP_PAYOUT_OVER_OWED', message: 'x' };
    expect(owedWhenRefused(bare)).toBeNull();
    expect(canEditRefusedPayout(bare)).toBe(true);
    const other = { code: 'VALIDATION', message: 'x', facts: { owed: 5 } };
    expect(owedWhenRefused(other)).toBeNull();
  });
});
