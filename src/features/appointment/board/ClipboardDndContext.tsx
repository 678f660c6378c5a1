/**
 * dnd-kit's context for the clipboard panel's guests, which can be dragged onto the board:
 * sensors, collision detection, the pointer position, the drop highlight, the overlay and the
 * dispatch to the board's handlers. It comes with the panel's chunk, so the board's first load
 * carries no dnd-kit; it reaches the board through the shared <BoardDndProvider>.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DndContext, DragOverlay, pointerWithin, type Announcements, type DragEndEvent, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { useBoardDnd } from './board-dnd-context';
import type { Point } from './board-types';
import { BoardDropTarget } from './BoardDropTarget';
import { useBoardSensors } from './pointer-sensors';
import { clipboardDragOf, type ClipboardDrag } from './drag-data';
import { ClipboardPreview, OVERLAY_Z_INDEX } from './DragPreview';
import { useDragPhrases, type DragPhrases, type DragSpeaker } from './drag-speech';
import { applyOutcome, dropOutcome, ghostOf, type DropOutcome } from './drop-outcome';
import { eventPoint, grabOffsetY, trackPointer } from './pointer-tracking';

const NO_DROP: DropOutcome = { kind: 'none' };

export function ClipboardDndContext({ children }: { children: ReactNode }) {
  const { store, board, speaker, instructions } = useBoardDnd();
  const sensors = useBoardSensors();
  const [dragging, setDragging] = useState<ClipboardDrag | null>(null);
  const pointer = useRef<Point | null>(null);
  const grabOffset = useRef(0);
  const stopTracking = useRef<(() => void) | null>(null);
  const phrases = useDragPhrases();
  const announcements = useAnnouncements(speaker, phrases);

  const reset = useCallback(() => {
    stopTracking.current?.();
    stopTracking.current = null;
    pointer.current = null;
    store.update({ ghost: null, clipboardGuest: false });
    setDragging(null);
  }, [store]);
  useEffect(() => reset, [reset]);

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
      board: board(),
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
    store.update({ clipboardGuest: true });
    setDragging(drag);
  };

  // Also called when only the scroll position changed: the cell under a still pointer moves.
  const onDragMove = (event: DragMoveEvent) => {
    const ghost = ghostOf(outcomeOf(event));
    store.setGhost(ghost);
    const drag = clipboardDragOf(event.active.data.current);
    const label = ghost ? board()?.columnLabel(ghost.technicianId) : null;
    if (drag && ghost && label) speaker.say(ghost.technicianId, phrases.over(drag.label, label), label);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const outcome = outcomeOf(event);
    const binding = board();
    reset();
    if (binding) applyOutcome(outcome, binding);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: instructions },
      }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      {children}
      <BoardDropTarget board={board} />
      {createPortal(
        // No drop animation: after a drop the page either places the guest or leaves it on the clipboard.
        <DragOverlay dropAnimation={null} zIndex={OVERLAY_Z_INDEX}>
          {dragging ? <ClipboardPreview payload={dragging} /> : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
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
