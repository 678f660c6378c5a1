/**
 * What a drag would do if released now: the same answer draws the drop highlight on every
 * move and performs the drop at the end, so what is highlighted is what is sent.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import { dateTimeAt, minutesFromDay } from '../../../domain/scheduler/clock';
import type { BoardBinding } from './board-dnd-context';
import type { BoardCard, Point } from './board-types';
import { isBoardDrop, isClipboardZone, type DragPayload } from './drag-data';
import type { DropGhost } from './drag-preview-store';
import { resizeEnd } from './pointer-slot';

export type DropOutcome =
  | { kind: 'none' }
  | { kind: 'move'; card: BoardCard; technicianId: string; start: number }
  | { kind: 'to-clipboard'; card: BoardCard }
  | { kind: 'resize'; card: BoardCard; start: number; end: number }
  | { kind: 'from-clipboard'; guestId: string; technicianId: string; start: number; minutes: number };

const NONE: DropOutcome = { kind: 'none' };

export type DropSituation = {
  drag: DragPayload;
  overId: UniqueIdentifier | null;
  overData: unknown;
  /** dnd-kit's delta: pointer travel plus the scrolling since the drag began. */
  deltaY: number;
  pointer: Point | null;
  grabOffsetY: number;
  board: Pick<BoardBinding, 'date' | 'bounds' | 'cellAt'> | null;
};

export function dropOutcome(s: DropSituation): DropOutcome {
  const { drag, board } = s;
  if (drag.kind === 'card' && isClipboardZone(s.overId)) return { kind: 'to-clipboard', card: drag.card };
  if (!board) return NONE;
  if (drag.kind === 'resize') {
    const start = minutesFromDay(drag.card.item.startTime, board.date);
    const end = minutesFromDay(drag.card.item.endTime, board.date);
    return { kind: 'resize', card: drag.card, start, end: resizeEnd({ start, end, deltaY: s.deltaY, bounds: board.bounds }) };
  }
  if (!s.pointer || !isBoardDrop(s.overData)) return NONE;
  const minutes = drag.kind === 'card' ? drag.card.event.height : drag.minutes;
  const cell = board.cellAt(s.pointer, s.grabOffsetY, minutes);
  if (!cell) return NONE;
  return drag.kind === 'card'
    ? { kind: 'move', card: drag.card, technicianId: cell.technicianId, start: cell.minute }
    : { kind: 'from-clipboard', guestId: drag.guestId, technicianId: cell.technicianId, start: cell.minute, minutes };
}

export function ghostOf(outcome: DropOutcome): DropGhost | null {
  switch (outcome.kind) {
    case 'move':
      return { technicianId: outcome.technicianId, start: outcome.start, minutes: outcome.card.event.height, kind: 'move' };
    case 'resize':
      return { technicianId: outcome.card.event.technicianId, start: outcome.start, minutes: outcome.end - outcome.start, kind: 'resize' };
    case 'from-clipboard':
      return { technicianId: outcome.technicianId, start: outcome.start, minutes: outcome.minutes, kind: 'clipboard' };
    case 'to-clipboard':
    case 'none':
      return null;
  }
}

/** Hands the outcome to the page; a drop that changes nothing is not reported. */
export function applyOutcome(outcome: DropOutcome, board: BoardBinding): void {
  switch (outcome.kind) {
    case 'move': {
      const { card } = outcome;
      const sameCell =
        outcome.technicianId === card.item.technicianId && outcome.start === minutesFromDay(card.item.startTime, board.date);
      if (!sameCell) board.onMove(card, { technicianId: outcome.technicianId, start: dateTimeAt(board.date, outcome.start) });
      return;
    }
    case 'resize': {
      const endTime = dateTimeAt(board.date, outcome.end);
      if (outcome.end !== minutesFromDay(outcome.card.item.endTime, board.date)) board.onResize(outcome.card, endTime);
      return;
    }
    case 'from-clipboard':
      board.onDropFromClipboard(outcome.guestId, { technicianId: outcome.technicianId, start: dateTimeAt(board.date, outcome.start) });
      return;
    case 'to-clipboard':
      board.onMoveToClipboard(outcome.card);
      return;
    case 'none':
      return;
  }
}
