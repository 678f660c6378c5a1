import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { bookableDates, onlineFreeTimes, type OnlineTime, type TimedService } from '../../domain/online-booking/free-times';
import type { IsoDate } from '../../domain/time';
import { loadBoard, type LoadedBoard } from '../booking/boardContext';
import type { PublicBranch } from './publicBranch';

/** A date the page does not offer (past, or beyond the horizon) is bad input, not "no time free". */
export function assertBookableDate(branch: PublicBranch, date: IsoDate, now: Date): void {
  const { first, last } = bookableDates(now, branch.settings.timeZone);
  if (date < first || date > last) {
    throw new AppError(ErrorCode.VALIDATION, { message: `date: choose a day from ${first} to ${last}`, fields: { date: `From ${first} to ${last}` } });
  }
}

/** The free times of a day, read as the board reads it (inside the caller's transaction when it locked the technicians). */
export async function freeTimesOf(
  db: Db,
  input: { branch: PublicBranch; date: IsoDate; services: readonly TimedService[]; technicianId: string | null; now: Date },
): Promise<{ board: LoadedBoard; times: OnlineTime[] }> {
  const { branch, now } = input;
  const board = await loadBoard(db, { tenantId: branch.tenant_id, branchId: branch.id, date: input.date, now });
  const times = onlineFreeTimes({
    day: { date: board.date, config: board.config, technicians: board.technicians, segments: board.segments, settings: board.settings },
    services: input.services,
    technicianId: input.technicianId,
    now,
    timeZone: board.clock.timeZone,
  });
  return { board, times };
}
