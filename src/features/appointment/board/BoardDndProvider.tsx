/**
 * The one dnd-kit context for the board and the clipboard panel, so a card can be dropped
 * on the panel and a clipboard guest on the board. All dnd-kit wiring is here: sensors,
 * collision detection, the pointer position, the drop highlight, the overlay and the
 * dispatch to the page's handlers (which the board registers; see board-dnd-context.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  DndContext,
  DragOverlay,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { BoardDndContext, type BoardBinding, type BoardDnd } from './board-dnd-context';
import { boardCollisions } from './board-collisions';
import { CardDragHost } from './CardDragHost';
import type { Point } from './board-types';
import { useBoardSensors } from './dnd-sensors';
import { dragPayloadOf, isClipboardZone, type DragPayload } from './drag-data';
import { createDragStore } from './drag-preview-store';
import { DragPreview } from './DragPreview';
import { applyOutcome, dropOutcome, ghostOf, type DropOutcome } from './drop-outcome';
import { eventPoint, grabOffsetY, trackPointer } from './pointer-tracking';
import { useLatest } from './use-latest';
import classes from './board.module.css';

/** Above Mantine's modals and menus (200–300): the dragged card must stay visible. */
const OVERLAY_Z_INDEX = 1000;

const NO_DROP: DropOutcome = { kind: 'none' };

export function BoardDndProvider({ children }: { children: ReactNode }) {
  const sensors = useBoardSensors();
  const instructions = useInstructions();
  const [store] = useState(createDragStore);
  const [dragging, setDragging] = useState<DragPayload | null>(null);
  const board = useRef<(() => BoardBinding) | null>(null);
  const pointer = useRef<Point | null>(null);
  const grabOffset = useRef(0);
  const stopTracking = useRef<(() => void) | null>(null);
  const active = useRef(false);
  const columnSpeaker = useColumnSpeaker();
  const announcements = useAnnouncements(columnSpeaker);

  const reset = useCallback(() => {
    stopTracking.current?.();
    stopTracking.current = null;
    active.current = false;
    pointer.current = null;
    store.setGhost(null);
    store.setSource(null);
    setDragging(null);
  }, [store]);
  useEffect(() => reset, [reset]);

  const api = useMemo<BoardDnd>(
    () => ({
      store,
      registerBoard: (binding) => {
        board.current = binding;
        return () => {
          if (board.current === binding) board.current = null;
        };
      },
      cancelDrag: () => {
        // dnd-kit has no cancel call; its pointer and touch sensors end a drag on Escape.
        if (active.current) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));
      },
    }),
    [store],
  );

  const outcomeOf = (event: DragMoveEvent): DropOutcome => {
    const drag = dragPayloadOf(event.active.data.current);
    if (!drag) return NO_DROP;
    return dropOutcome({
      drag,
      overId: event.over?.id ?? null,
      overData: event.over?.data.current,
      deltaY: event.delta.y,
      pointer: pointer.current,
      grabOffsetY: grabOffset.current,
      board: board.current?.() ?? null,
    });
  };

  const onDragStart = ({ active: started, activatorEvent }: DragStartEvent) => {
    const drag = dragPayloadOf(started.data.current);
    if (!drag) return;
    active.current = true;
    columnSpeaker.begin();
    pointer.current = eventPoint(activatorEvent);
    grabOffset.current = grabOffsetY(activatorEvent, pointer.current);
    stopTracking.current?.();
    stopTracking.current = trackPointer((p) => {
      pointer.current = p;
    });
    store.setSource(drag.kind === 'clipboard' ? null : { technicianId: drag.card.event.technicianId, cardId: drag.card.item.id, kind: drag.kind });
    setDragging(drag);
  };

  // Also called when only the scroll position changed: the cell under a still pointer moves.
  const onDragMove = (event: DragMoveEvent) => {
    const ghost = ghostOf(outcomeOf(event));
    store.setGhost(ghost);
    const drag = dragPayloadOf(event.active.data.current);
    const label = ghost ? board.current?.().columnLabel(ghost.technicianId) : null;
    if (drag && ghost && label) columnSpeaker.say(ghost.technicianId, nameOfDrag(drag), label);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const outcome = outcomeOf(event);
    const binding = board.current?.() ?? null;
    reset();
    if (binding) applyOutcome(outcome, binding);
  };

  return (
    <BoardDndContext.Provider value={api}>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
      >
        <CardDragHost>{children}</CardDragHost>
        {createPortal(
          // No drop animation: after a drop the page either moves the card or leaves it where it was.
          <DragOverlay dropAnimation={null} zIndex={OVERLAY_Z_INDEX}>
            {dragging ? <DragPreview payload={dragging} /> : null}
          </DragOverlay>,
          document.body,
        )}
        {createPortal(<div ref={columnSpeaker.region} className={classes.liveRegion} role="status" aria-live="assertive" aria-atomic="true" />, document.body)}
      </DndContext>
    </BoardDndContext.Provider>
  );
}

function useInstructions(): string {
  const { t } = useLingui();
  return t`To move an appointment, press it and drag it to another time or technician, or onto the clipboard. Drag its bottom edge to change its length. Press Escape to cancel.`;
}

function nameOfDrag(drag: DragPayload): string {
  return drag.kind === 'clipboard' ? drag.label : drag.card.customerName;
}

/**
 * Which column a drag is over, for screen readers. The board is one droppable (see
 * BoardDropTarget.tsx), so dnd-kit's own announcement of what is under the drag cannot tell
 * its columns apart: the column is said here, each time the drop highlight changes column.
 */
type ColumnSpeaker = {
  region: RefObject<HTMLDivElement | null>;
  /** A drag starts: no column said yet. */
  begin: () => void;
  say: (technicianId: string, name: string, place: string) => void;
  /** The column said last, for the drop's announcement. */
  place: () => string | null;
};

function useColumnSpeaker(): ColumnSpeaker {
  const { t } = useLingui();
  const overText = useLatest((name: string, place: string) => t`${name} is over ${place}.`);
  const region = useRef<HTMLDivElement>(null);
  const spoken = useRef<{ technicianId: string; place: string } | null>(null);
  return useMemo(
    () => ({
      region,
      begin: () => {
        spoken.current = null;
        if (region.current) region.current.textContent = '';
      },
      say: (technicianId, name, place) => {
        if (spoken.current?.technicianId === technicianId || !region.current) return;
        spoken.current = { technicianId, place };
        region.current.textContent = overText.current(name, place);
      },
      place: () => spoken.current?.place ?? null,
    }),
    [overText],
  );
}

/** What screen readers hear during a drag, in the user's language (dnd-kit's defaults are English). */
function useAnnouncements(columns: ColumnSpeaker): Announcements {
  const { t } = useLingui();
  const nameOf = (a: Active): string => {
    const drag = dragPayloadOf(a.data.current);
    return drag ? nameOfDrag(drag) : t`Item`;
  };
  return {
    onDragStart: ({ active }) => {
      const name = nameOf(active);
      return t`Picked up ${name}.`;
    },
    onDragOver: ({ active, over }) => {
      const name = nameOf(active);
      // Over the board, the column is said by useColumnSpeaker.
      if (over && !isClipboardZone(over.id)) return undefined;
      const place = over ? t`the clipboard` : null;
      return place ? t`${name} is over ${place}.` : t`${name} is not over a drop area.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active);
      const place = over && isClipboardZone(over.id) ? t`the clipboard` : over ? columns.place() : null;
      return place ? t`${name} was dropped on ${place}.` : t`${name} was dropped.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active);
      return t`Moving ${name} was cancelled.`;
    },
  };
}
