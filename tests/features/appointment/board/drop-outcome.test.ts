import { describe, expect, it, vi } from 'vitest';
import type { BoardBinding } from '../../../../src/features/appointment/board/board-dnd-context';
import { applyOutcome, dropOutcome, ghostOf, type DropSituation } from '../../../../src/features/appointment/board/drop-outcome';
import { CLIPBOARD_ZONE_ID, type DragPayload } from '../../../../src/features/appointment/board/drag-data';
import { SLOT_HEIGHT } from '../../../../src/features/appointment/board/board-geometry';
import { BOUNDS, card, DATE } from './fixtures';

function binding(cell: { technicianId: string; minute: number } | null = null): BoardBinding {
  return {
    date: DATE,
    bounds: BOUNDS,
    cellAt: vi.fn(() => cell),
    columnLabel: vi.fn(() => 'BEA'),
    onMove: vi.fn(),
    onResize: vi.fn(),
    onDropFromClipboard: vi.fn(),
    onMoveToClipboard: vi.fn(),
    scroller: null,
  };
}

const onBoard = { kind: 'board' };

function situation(drag: DragPayload, board: BoardBinding, overrides: Partial<DropSituation> = {}): DropSituation {
  return { drag, overId: 'board', overData: onBoard, deltaY: 0, pointer: { x: 300, y: 300 }, grabOffsetY: 12, board, ...overrides };
}

describe('dropOutcome and applyOutcome', () => {
  it('moves a card to the cell under the pointer and highlights it with the card length', () => {
    const c = card('s1');
    const board = binding({ technicianId: 't2', minute: 13 * 60 });
    const outcome = dropOutcome(situation({ kind: 'card', card: c }, board));
    expect(board.cellAt).toHaveBeenCalledWith({ x: 300, y: 300 }, 12, 60);
    expect(ghostOf(outcome)).toEqual({ technicianId: 't2', start: 780, minutes: 60, kind: 'move' });
    applyOutcome(outcome, board);
    expect(board.onMove).toHaveBeenCalledWith(c, { technicianId: 't2', start: `${DATE} 13:00` });
  });

  it('reports nothing when the card is dropped where it already is', () => {
    const board = binding({ technicianId: 't1', minute: 10 * 60 });
    applyOutcome(dropOutcome(situation({ kind: 'card', card: card('s1') }, board)), board);
    expect(board.onMove).not.toHaveBeenCalled();
  });

  it('does nothing off the grid or over no column', () => {
    const board = binding(null);
    const outcome = dropOutcome(situation({ kind: 'card', card: card('s1') }, board));
    expect(ghostOf(outcome)).toBeNull();
    const away = binding({ technicianId: 't2', minute: 600 });
    expect(dropOutcome(situation({ kind: 'card', card: card('s1') }, away, { overId: null, overData: undefined })).kind).toBe('none');
  });

  it('sends a card dropped on the clipboard panel back to the clipboard', () => {
    const c = card('s1');
    const board = binding({ technicianId: 't2', minute: 600 });
    const outcome = dropOutcome(situation({ kind: 'card', card: c }, board, { overId: CLIPBOARD_ZONE_ID, overData: undefined }));
    expect(ghostOf(outcome)).toBeNull();
    applyOutcome(outcome, board);
    expect(board.onMoveToClipboard).toHaveBeenCalledWith(c);
    expect(board.onMove).not.toHaveBeenCalled();
  });

  it('resizes from the drag distance, snapped, whatever the pointer is over', () => {
    const c = card('s1');
    const board = binding(null);
    const outcome = dropOutcome(situation({ kind: 'resize', card: c }, board, { deltaY: 2 * SLOT_HEIGHT + 3, overId: null, overData: undefined }));
    expect(ghostOf(outcome)).toEqual({ technicianId: 't1', start: 600, minutes: 90, kind: 'resize' });
    applyOutcome(outcome, board);
    expect(board.onResize).toHaveBeenCalledWith(c, `${DATE} 11:30`);
  });

  it('reports no resize when the end does not change', () => {
    const board = binding(null);
    applyOutcome(dropOutcome(situation({ kind: 'resize', card: card('s1') }, board, { deltaY: 5 })), board);
    expect(board.onResize).not.toHaveBeenCalled();
  });

  it('drops a clipboard guest on the cell under the pointer', () => {
    const board = binding({ technicianId: 't2', minute: 9 * 60 + 15 });
    const outcome = dropOutcome(situation({ kind: 'clipboard', guestId: 'g9', label: 'CARL', minutes: 45 }, board));
    expect(ghostOf(outcome)).toEqual({ technicianId: 't2', start: 555, minutes: 45, kind: 'clipboard' });
    applyOutcome(outcome, board);
    expect(board.onDropFromClipboard).toHaveBeenCalledWith('g9', { technicianId: 't2', start: `${DATE} 09:15` });
  });

  it('does nothing without a registered board', () => {
    expect(dropOutcome(situation({ kind: 'card', card: card('s1') }, binding(), { board: null })).kind).toBe('none');
  });
});
