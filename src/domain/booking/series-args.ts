/**
 * The args of "this and the following" (a recurring series' two changes), apart from the
 * rules of series-following.ts: the outbox contract needs only these.
 */
import { z } from '../schemas/zod';
import { wallDateTime } from '../schemas/dates';
import { note } from '../schemas/text';
import { bookingSaveArgs } from './args';

/** "Change this and the following": the changed occurrence, and where the series stood before. */
export const seriesUpdateArgs = z.object({
  seriesId: z.uuid(),
  /** The occurrence's start before the change: later occurrences are those after it. */
  from: wallDateTime(),
  booking: bookingSaveArgs,
});
export type SeriesUpdateArgs = z.infer<typeof seriesUpdateArgs>;

/** "Cancel this and the following". */
export const seriesCancelArgs = z.object({
  seriesId: z.uuid(),
  bookingId: z.uuid(),
  branchId: z.uuid(),
  /** The occurrence's start: it and every later occurrence still open are cancelled. */
  from: wallDateTime(),
  note: note(500),
});
export type SeriesCancelArgs = z.infer<typeof seriesCancelArgs>;
