/**
 * When a press becomes a drag: mouse and pen after 6 px; a finger only after holding 180 ms
 * still, so a swipe on the board scrolls it instead of grabbing the card under the finger.
 * The board's own card drag (card-press.ts) and dnd-kit's sensors (pointer-sensors.ts, for
 * clipboard guests and sortable lists) share these; this file stays free of dnd-kit, which
 * the board's first load does without.
 */
export const MOUSE_DRAG_DISTANCE = 6;
export const TOUCH_DRAG_DELAY = 180;
export const TOUCH_DRAG_TOLERANCE = 6;
