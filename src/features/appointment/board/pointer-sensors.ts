/** dnd-kit's sensors with the board's drag thresholds (dnd-sensors.ts). */
import { PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { MOUSE_DRAG_DISTANCE, TOUCH_DRAG_DELAY, TOUCH_DRAG_TOLERANCE } from './dnd-sensors';

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

export function useBoardSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY, tolerance: TOUCH_DRAG_TOLERANCE } }),
  );
}
