/**
 * The branch's tax, in one place: today one HST percent (at most 3 decimals, as the first run
 * takes it). Issue 13 turns it into a list of taxes; only this file and its field change then.
 */
import { ConfigKey } from '../branchConfig';
import type { FieldProblem } from '../schemas/problems';
import { HST_DECIMALS, HST_MAX } from '../setup';

export type HstValue = { hst: number | null };

export function hstProblem(hst: number | null): FieldProblem | undefined {
  if (hst === null || !Number.isFinite(hst)) return { code: 'REQUIRED' };
  if (hst < 0) return { code: 'NUMBER_TOO_SMALL', min: 0 };
  if (hst > HST_MAX) return { code: 'NUMBER_TOO_LARGE', max: HST_MAX };
  const scaled = hst * 10 ** HST_DECIMALS;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6 ? undefined : { code: 'NUMBER_INVALID' };
}

export function hstEntries(value: HstValue): Record<string, string> {
  return value.hst === null ? {} : { [ConfigKey.HST]: String(value.hst) };
}

export { HST_DECIMALS, HST_MAX };
