/** The board's column width (spec §9): 40 to 300 px in steps of 20, 180 by default. */

export const ZOOM_MIN = 40;
export const ZOOM_MAX = 300;
export const ZOOM_STEP = 20;
export const ZOOM_DEFAULT = 180;

/** Any number → the nearest allowed width; junk (NaN, a bad stored value) → the default. */
export function snapZoom(width: number): number {
  if (!Number.isFinite(width)) return ZOOM_DEFAULT;
  const clamped = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, width));
  return ZOOM_MIN + Math.round((clamped - ZOOM_MIN) / ZOOM_STEP) * ZOOM_STEP;
}

/** One step narrower (-1) or wider (+1), staying in range. */
export function stepZoom(width: number, direction: -1 | 1): number {
  return snapZoom(snapZoom(width) + direction * ZOOM_STEP);
}

/** The width is a per-user preference on this tablet. */
export function zoomStorageKey(userId: string): string {
  return `fd:zoom:${userId}`;
}

export function parseStoredZoom(raw: string | null): number {
  if (raw === null || raw.trim() === '') return ZOOM_DEFAULT;
  return snapZoom(Number(raw));
}
