/** Sizes of the board grid, shared by the drawing and by the pointer arithmetic. */
import { SLOT_MINUTES } from '../../../domain/scheduler/working-hours';

/** Height of one 15-minute slot. */
export const SLOT_HEIGHT = 24;
/** The sticky technician header row. */
export const HEADER_HEIGHT = 64;
/** The sticky hour label column on the left. */
export const GUTTER_WIDTH = 64;
/** Technician columns rendered beyond each side of the viewport, so a fast scroll shows no gap. */
export const COLUMN_OVERSCAN = 2;

export const COLUMN_WIDTH = { MIN: 40, MAX: 300, STEP: 20, DEFAULT: 180 } as const;

export function minutesToPx(minutes: number): number {
  return (minutes / SLOT_MINUTES) * SLOT_HEIGHT;
}

export function pxToMinutes(px: number): number {
  return (px / SLOT_HEIGHT) * SLOT_MINUTES;
}
