/**
 * The parts of a column that change during a drag, split out so that only they re-render:
 * the drop highlight follows the pointer, the droppable follows dnd-kit's context.
 */
import { useDroppable } from '@dnd-kit/core';
import type { DayBounds } from '../../../domain/scheduler/working-hours';
import { useBoardDnd } from './board-dnd-context';
import { minutesToPx } from './board-geometry';
import { columnDropId, type ColumnDrop } from './drag-data';
import { useColumnGhost } from './drag-preview-store';
import classes from './board.module.css';

export function ColumnGhost({ technicianId, bounds }: { technicianId: string; bounds: DayBounds }) {
  const { store } = useBoardDnd();
  const ghost = useColumnGhost(store, technicianId);
  if (!ghost) return null;
  return (
    <div
      className={classes.ghost}
      data-kind={ghost.kind}
      aria-hidden="true"
      style={{ top: minutesToPx(ghost.start - bounds.start), height: minutesToPx(ghost.minutes) }}
    />
  );
}

/** The column's one droppable: the slot is computed from the pointer, not from per-cell targets. */
export function ColumnDropArea({ technicianId, label }: { technicianId: string; label: string }) {
  const data: ColumnDrop = { kind: 'column', technicianId, label };
  const { setNodeRef } = useDroppable({ id: columnDropId(technicianId), data });
  return <div ref={setNodeRef} className={classes.dropArea} aria-hidden="true" />;
}
