/**
 * Mouse and pen start a drag after 6 px; a finger only after holding 180 ms still, so a
 * swipe on the board scrolls it instead of grabbing the card under the finger.
 */
import { PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';

/**
 * PointerSensor also receives touch pointers, and pointerdown fires before touchstart: left
 * alone it would capture every touch with the distance rule and TouchSensor's delay would
 * never apply. This variant leaves touch to TouchSensor.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: ({ nativeEvent: event }, { onActivation }) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

export const MOUSE_DRAG_DISTANCE = 6;
export const TOUCH_DRAG_DELAY = 180;
export const TOUCH_DRAG_TOLERANCE = 6;

export function useBoardSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY, tolerance: TOUCH_DRAG_TOLERANCE } }),
  );
}
