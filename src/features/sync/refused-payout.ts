/** What a tip payout's refusal says about what the drawer still owed (refused-payout-edit.ts uses it). */
import type { Cents } from '../../domain/money';
import { readRefusalFacts } from '../../domain/refusal-facts';

/** What the refusal says the drawer still owed, and to whom; null when it carries no figures. */
export function owedWhenRefused(error: { code: string; facts?: unknown }): { owed: Cents; technicianName: string } | null {
  const known = readRefusalFacts(error);
  return known?.code === 'TIP_PAYOUT_OVER_OWED' ? { owed: known.facts.owed, technicianName: known.facts.technicianName } : null;
}

/** Editable when something is still owed: with nothing owed, only a discard makes sense. */
export function canEditRefusedPayout(error: { code: string; facts?: unknown }): boolean {
  const refused = owedWhenRefused(error);
  return refused === null || refused.owed > 0;
}
