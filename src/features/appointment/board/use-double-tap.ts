/**
 * Double click with a mouse, double tap with a finger: mobile browsers do not reliably send
 * dblclick for two taps, and some send it as well, so touch is detected here and the
 * browser's dblclick is ignored after a touch.
 */
import { useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';
import type { Point } from './board-types';
import { useLatest } from './use-latest';

export const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 24;

export type DoubleTapHandlers = {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onDoubleClick: (event: MouseEvent) => void;
};

export function useDoubleTap({
  onDoubleTap,
  enabled = true,
  accept,
}: {
  onDoubleTap: (at: Point) => void;
  enabled?: boolean;
  accept: (target: EventTarget) => boolean;
}): DoubleTapHandlers {
  const options = useLatest({ onDoubleTap, enabled, accept });
  const lastTap = useRef<{ time: number; at: Point } | null>(null);
  const lastPointerType = useRef('mouse');

  return useMemo(
    () => ({
      onPointerDown: (event) => {
        lastPointerType.current = event.pointerType;
      },
      onPointerUp: (event) => {
        const { enabled: on, accept: ours } = options.current;
        if (event.pointerType !== 'touch' || !on || !ours(event.target)) return;
        const at = { x: event.clientX, y: event.clientY };
        const prev = lastTap.current;
        if (prev && event.timeStamp - prev.time <= DOUBLE_TAP_MS && Math.hypot(at.x - prev.at.x, at.y - prev.at.y) <= DOUBLE_TAP_DISTANCE) {
          lastTap.current = null;
          options.current.onDoubleTap(at);
        } else {
          lastTap.current = { time: event.timeStamp, at };
        }
      },
      onDoubleClick: (event) => {
        const { enabled: on, accept: ours } = options.current;
        if (lastPointerType.current === 'touch' || !on || !ours(event.target)) return;
        options.current.onDoubleTap({ x: event.clientX, y: event.clientY });
      },
    }),
    [options],
  );
}
