/**
 * Whose technicians and which opening hours the booking form offers for the date it shows.
 * The board's day comes from the board itself (pending changes included); another date
 * comes from that day's stored copy, fetched from the server when online. Offline, a day
 * never stored here falls back to the board's technicians and the branch's hours, and the
 * form says so. Pure: the hook feeds it.
 */
import type { DayConfigResult, ScheduleTechnician } from '../../domain/api';
import type { DayHours } from '../../domain/scheduler/working-hours';
import type { IsoDate } from '../../domain/time';

/** A day's hours and, where that day's config is known, whether the branch is closed then. */
export type FormDayConfig = DayHours & Partial<Pick<DayConfigResult, 'isHoliday' | 'holiday'>>;

export type BoardDay = { date: IsoDate; config: FormDayConfig; technicians: readonly ScheduleTechnician[] };

/** The stored copy of the form's date, as far as it goes. */
export type StoredDay = { config: FormDayConfig | null; technicians: readonly ScheduleTechnician[] | null; fetchedAt: number };

export const FormDaySource = {
  /** The board's own day. */
  BOARD: 'board',
  /** The stored copy of that day (fresh from the server when online). */
  STORED: 'stored',
  /** Not stored yet; asking the server. */
  LOADING: 'loading',
  /** Not stored and the server cannot be asked (offline) or failed. */
  NOT_STORED: 'not-stored',
} as const;
export type FormDaySource = (typeof FormDaySource)[keyof typeof FormDaySource];

export type FormDay = { date: IsoDate; source: FormDaySource; config: FormDayConfig; technicians: readonly ScheduleTechnician[] };

/** Hours alone: a fallback (often the board's own config) says nothing of whether another date is closed. */
const hoursOnly = (h: DayHours): DayHours => ({ startTime: h.startTime, endTime: h.endTime, workingOverTime: h.workingOverTime });

export function formDayOf(input: {
  date: IsoDate;
  board: BoardDay | null;
  /** `undefined` while reading Dexie, `null` when never stored. */
  stored: StoredDay | null | undefined;
  /** A fetch of this date is under way. */
  loading: boolean;
  /** Branch opening hours, for a day nothing is known of. */
  fallbackHours: DayHours;
}): FormDay {
  const { date, board, stored } = input;
  if (board && board.date === date) return { date, source: FormDaySource.BOARD, config: board.config, technicians: board.technicians };
  const fallback = { config: stored?.config ?? hoursOnly(input.fallbackHours), technicians: board?.technicians ?? [] };
  if (stored?.config && stored.technicians) return { date, source: FormDaySource.STORED, config: stored.config, technicians: stored.technicians };
  if (stored === undefined || input.loading) return { date, source: FormDaySource.LOADING, ...fallback };
  return { date, source: FormDaySource.NOT_STORED, ...fallback };
}
