/**
 * Where a dragged window may go: it stays inside the viewport (a window wider or taller than
 * the screen may slide, but its header never leaves it, so it can always be dragged back).
 */
export type Offset = { x: number; y: number };
export type Box = { left: number; top: number; width: number; height: number };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The window's offset after the pointer moved by `delta` since the drag began, when at that
 * moment it sat at `rect` with offset `start`. `keepVisible` is the header's height.
 */
export function draggedOffset(input: {
  start: Offset;
  rect: Box;
  delta: Offset;
  viewport: { width: number; height: number };
  keepVisible: number;
}): Offset {
  const { rect, viewport } = input;
  const spareX = viewport.width - rect.width;
  const left = clamp(rect.left + input.delta.x, Math.min(0, spareX), Math.max(0, spareX));
  const maxTop = Math.max(0, Math.min(viewport.height - rect.height, viewport.height - input.keepVisible));
  const top = clamp(rect.top + input.delta.y, 0, maxTop);
  return { x: input.start.x + (left - rect.left), y: input.start.y + (top - rect.top) };
}
