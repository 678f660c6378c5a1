import { hourMinute } from '../../domain/time';
import { TIME_STEP_MINUTES } from '../../domain/branch/working-time';

/** Every time of day on the picker's 15-minute grid (spec §9), 00:00 to 23:45. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) => hourMinute(i * TIME_STEP_MINUTES));
