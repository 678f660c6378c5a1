/**
 * When a scheduled campaign goes out: a date and time typed on the branch's wall clock
 * ("YYYY-MM-DD HH:mm" in the branch's time zone), strictly in the future, at most
 * CAMPAIGN_MAX_AHEAD_DAYS ahead. `now` and the zone are arguments so tests fix both.
 */
import { isWallDateTime } from '../schemas/dates';
import { Problem, type FieldProblem } from '../schemas/problems';
import { parseZonedDateTime } from '../time';
import { CAMPAIGN_MAX_AHEAD_DAYS } from './limits';

const DAY_MS = 24 * 3600_000;

/** The instant a branch wall-clock time happens (a time skipped by DST moves an hour later). */
export function scheduledInstant(wall: string, timeZone: string): Date {
  return parseZonedDateTime(wall, timeZone);
}

export function scheduleProblem(wall: string, timeZone: string, now: Date): FieldProblem | undefined {
  if (wall === '') return { code: Problem.REQUIRED };
  if (!isWallDateTime(wall)) return { code: Problem.DATE_INVALID };
  const at = scheduledInstant(wall, timeZone).getTime();
  if (at <= now.getTime()) return { code: Problem.DATE_PAST };
  if (at > now.getTime() + CAMPAIGN_MAX_AHEAD_DAYS * DAY_MS) return { code: Problem.DATE_INVALID };
  return undefined;
}
