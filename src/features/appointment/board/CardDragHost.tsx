/**
 * The board's draggables: one for moving a card and one for resizing it, shared by every
 * card instead of a `useDraggable` per card. dnd-kit re-renders each of its draggables when a
 * drag starts or ends; with one per card (and one per resize strip) a drop re-rendered the
 * hundreds of cards in view before the moved card could show, and each column scrolled into
 * view paid for their hooks. Cards stay plain elements: a press on one points the shared
 * draggable at it (its data, the element a drag measures) and hands the event to dnd-kit.
 */
import { createContext, useContext, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { CARD_HOST_ID, RESIZE_HOST_ID, type CardDrag, type DragSlot, type ResizeDrag } from './drag-data';
import { useLatest } from './use-latest';

/** The events dnd-kit's sensors start from (see dnd-sensors.ts). */
export type ActivatorEvent = 'onPointerDown' | 'onTouchStart';

export type CardPress = {
  /**
   * A press on a card: dnd-kit may start dragging `payload` from it. `node` is the element
   * a drag moves (measured for the overlay), `handle` the one pressed.
   */
  press: (activator: ActivatorEvent, event: SyntheticEvent, payload: CardDrag | ResizeDrag, node: HTMLElement, handle: HTMLElement) => void;
  /** dnd-kit's hidden instructions on how to drag, for the cards' aria-describedby. */
  describedBy: string;
};

const CardPressContext = createContext<CardPress | null>(null);

export function useCardPress(): CardPress {
  const value = useContext(CardPressContext);
  if (!value) throw new Error('Render board cards inside <BoardDndProvider>.');
  return value;
}

function isListener(value: unknown): value is (event: SyntheticEvent) => void {
  return typeof value === 'function';
}

/** Whether dnd-kit's activator took this event: it marks the native event it captures. */
function captured(event: SyntheticEvent): boolean {
  return 'dndKit' in event.nativeEvent && event.nativeEvent.dndKit !== undefined;
}

function useSlotDraggable(id: string) {
  // The same object for the draggable's whole life: dnd-kit reads `data` back from a ref.
  const [slot] = useState<DragSlot>(() => ({ kind: 'slot', payload: null }));
  const { setNodeRef, setActivatorNodeRef, listeners, node, attributes } = useDraggable({ id, data: slot });
  const handle = useRef<HTMLElement | null>(null);
  const latest = useLatest({ listeners, setNodeRef, setActivatorNodeRef });
  const press = useMemo(
    () => (activator: ActivatorEvent, event: SyntheticEvent, payload: CardDrag | ResizeDrag, element: HTMLElement, pressed: HTMLElement) => {
      const listener = latest.current.listeners?.[activator];
      if (!isListener(listener) || captured(event)) return;
      // A press that dnd-kit turns down (a second finger while the first is pending, a right
      // button) must leave the slot as the pending press set it.
      const before = { payload: slot.payload, node: node.current, handle: handle.current };
      const point = (to: typeof before): void => {
        slot.payload = to.payload;
        latest.current.setNodeRef(to.node);
        latest.current.setActivatorNodeRef(to.handle);
        handle.current = to.handle;
      };
      point({ payload, node: element, handle: pressed });
      listener(event);
      if (!captured(event)) point(before);
    },
    [slot, node, latest],
  );
  return { press, describedBy: attributes['aria-describedby'] };
}

/** Inside dnd-kit's context: re-renders with every drag, its children (the board) do not. */
export function CardDragHost({ children }: { children: ReactNode }) {
  const move = useSlotDraggable(CARD_HOST_ID);
  const resize = useSlotDraggable(RESIZE_HOST_ID);
  const movePress = move.press;
  const resizePress = resize.press;
  const value = useMemo<CardPress>(
    () => ({
      press: (activator, event, payload, node, handle) =>
        (payload.kind === 'card' ? movePress : resizePress)(activator, event, payload, node, handle),
      describedBy: move.describedBy,
    }),
    [movePress, resizePress, move.describedBy],
  );
  return <CardPressContext.Provider value={value}>{children}</CardPressContext.Provider>;
}
