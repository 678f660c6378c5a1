/**
 * The part of a column that changes during a drag, split out so that only it re-renders:
 * the drop highlight follows the pointer.
 */
import type { DayBounds } from '../../../domain/scheduler/working-hours';
import { useBoardDnd } from './board-dnd-context';
import { minutesToPx } from './board-geometry';
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
