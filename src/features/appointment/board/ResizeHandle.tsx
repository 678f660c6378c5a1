import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import type { BoardCard } from './board-types';
import { resizeDragId, type ResizeDrag } from './drag-data';
import classes from './board.module.css';

/** The bottom strip of a movable card: dragged vertically, it changes the end time. */
export function ResizeHandle({ card }: { card: BoardCard }) {
  const { t } = useLingui();
  const data: ResizeDrag = { kind: 'resize', card };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: resizeDragId(card.item.id), data });
  return (
    <div
      ref={setNodeRef}
      role="separator"
      aria-orientation="horizontal"
      aria-label={t`Resize`}
      className={classes.resize}
      data-active={isDragging || undefined}
      {...listeners}
    />
  );
}
