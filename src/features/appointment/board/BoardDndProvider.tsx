/**
 * The drag-and-drop context of the board and the clipboard panel, so a card can be dropped on
 * the panel and a clipboard guest on the board. The board's cards drag by our own pointer
 * handling (use-card-drag.ts); the clipboard's guests by dnd-kit, wired here: sensors,
 * collision detection, the pointer position, the drop highlight, the overlay and the dispatch
 * to the page's handlers (which the board registers; see board-dnd-context.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DndContext, DragOverlay, pointerWithin, type Announcements, type DragEndEvent, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { BoardDndContext, type BoardBinding, type BoardDnd } from './board-dnd-context';
import { CardDragHost, type CardPress } from './CardDragHost';
import type { Point } from './board-types';
import { useBoardSensors } from './dnd-sensors';
import { clipboardDragOf, type ClipboardDrag } from './drag-data';
import { createDragStore } from './drag-preview-store';
import { CardDragPreview, ClipboardPreview, OVERLAY_Z_INDEX } from './DragPreview';
import { useDragPhrases, useDragSpeaker, type DragPhrases, type DragSpeaker } from './drag-speech';
import { applyOutcome, dropOutcome, ghostOf, type DropOutcome } from './drop-outcome';
import { eventPoint, grabOffsetY, trackPointer } from './pointer-tracking';
import { useCardDrags } from './use-card-drag';
import classes from './board.module.css';

const NO_DROP: DropOutcome = { kind: 'none' };

export function BoardDndProvider({ children }: { children: ReactNode }) {
  const sensors = useBoardSensors();
  const instructions = useInstructions();
  const describedBy = useId();
  const [store] = useState(createDragStore);
  const [dragging, setDragging] = useState<ClipboardDrag | null>(null);
  const board = useRef<(() => BoardBinding) | null>(null);
  const clipboardZone = useRef<HTMLElement | null>(null);
  const pointer = useRef<Point | null>(null);
  const grabOffset = useRef(0);
  const stopTracking = useRef<(() => void) | null>(null);
  const phrases = useDragPhrases();
  const speaker = useDragSpeaker();
  const announcements = useAnnouncements(speaker, phrases);
  const cardDrags = useCardDrags({ store, board, clipboardZone, speaker, phrases });

  const reset = useCallback(() => {
    stopTracking.current?.();
    stopTracking.current = null;
    pointer.current = null;
    store.update({ ghost: null });
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
      cancelDrag: cardDrags.cancel,
      setClipboardZone: (element) => {
        clipboardZone.current = element;
      },
    }),
    [store, cardDrags],
  );
  const cardPress = useMemo<CardPress>(() => ({ press: cardDrags.press, describedBy }), [cardDrags, describedBy]);

  const outcomeOf = (event: DragMoveEvent): DropOutcome => {
    const drag = clipboardDragOf(event.active.data.current);
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
    const drag = clipboardDragOf(started.data.current);
    if (!drag) return;
    speaker.begin('');
    pointer.current = eventPoint(activatorEvent);
    grabOffset.current = grabOffsetY(activatorEvent, pointer.current);
    stopTracking.current?.();
    stopTracking.current = trackPointer((p) => {
      pointer.current = p;
    });
    setDragging(drag);
  };

  // Also called when only the scroll position changed: the cell under a still pointer moves.
  const onDragMove = (event: DragMoveEvent) => {
    const ghost = ghostOf(outcomeOf(event));
    store.setGhost(ghost);
    const drag = clipboardDragOf(event.active.data.current);
    const label = ghost ? board.current?.().columnLabel(ghost.technicianId) : null;
    if (drag && ghost && label) speaker.say(ghost.technicianId, phrases.over(drag.label, label), label);
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
        collisionDetection={pointerWithin}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
      >
        <CardDragHost value={cardPress}>{children}</CardDragHost>
        {createPortal(
          // No drop animation: after a drop the page either places the guest or leaves it on the clipboard.
          <DragOverlay dropAnimation={null} zIndex={OVERLAY_Z_INDEX}>
            {dragging ? <ClipboardPreview payload={dragging} /> : null}
          </DragOverlay>,
          document.body,
        )}
      </DndContext>
      <CardDragPreview store={store} />
      {createPortal(
        <>
          <div id={describedBy} hidden>
            {instructions}
          </div>
          <div ref={speaker.region} className={classes.liveRegion} role="status" aria-live="assertive" aria-atomic="true" />
        </>,
        document.body,
      )}
    </BoardDndContext.Provider>
  );
}

function useInstructions(): string {
  const { t } = useLingui();
  return t`To move an appointment, press it and drag it to another time or technician, or onto the clipboard. Drag its bottom edge to change its length. Press Escape to cancel.`;
}

/** What screen readers hear during a clipboard guest's drag (dnd-kit's defaults are English). */
function useAnnouncements(speaker: DragSpeaker, phrases: DragPhrases): Announcements {
  const nameOf = (data: unknown): string => clipboardDragOf(data)?.label ?? phrases.unnamed;
  return {
    onDragStart: ({ active }) => phrases.pickedUp(nameOf(active.data.current)),
    // Over the board, the column is said by the speaker; nothing else takes a guest.
    onDragOver: ({ active, over }) => (over ? undefined : phrases.notOver(nameOf(active.data.current))),
    onDragEnd: ({ active, over }) => phrases.dropped(nameOf(active.data.current), over ? speaker.label() : null),
    onDragCancel: ({ active }) => phrases.cancelled(nameOf(active.data.current)),
  };
}
