/**
 * The live part of a drag (the highlighted drop slot and the dragged card's column) kept
 * outside React state: each column subscribes to its own slice, so a pointer move
 * re-renders one ghost rectangle instead of the board.
 */
import { useSyncExternalStore } from 'react';
import type { BoardCard, Point } from './board-types';

export type DropGhost = {
  technicianId: string;
  /** Minutes after 00:00 of the day. */
  start: number;
  minutes: number;
  kind: 'move' | 'resize' | 'clipboard';
};

/** The card being dragged or resized. */
export type DragSource = { technicianId: string; cardId: string; kind: 'card' | 'resize' };

/** The copy of a moved card that follows the pointer, drawn over its place when the drag began. */
export type CardPreview = { card: BoardCard; rect: { left: number; top: number; width: number; height: number } };

export type DragSnapshot = {
  ghost: DropGhost | null;
  /** Its column is kept mounted while the board scrolls; the card itself is drawn faded. */
  source: DragSource | null;
  preview: CardPreview | null;
  /** A board card is over the clipboard panel, which takes it. */
  overClipboard: boolean;
  /** A clipboard guest is being dragged (set by the clipboard panel's dnd-kit context). */
  clipboardGuest: boolean;
};

export type DragStore = {
  get: () => DragSnapshot;
  /** Changes what differs in one notification (a drop clears everything in one render). */
  update: (patch: Partial<DragSnapshot>) => void;
  setGhost: (ghost: DropGhost | null) => void;
  setSource: (source: DragSource | null) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * How far the pointer is from where the drag began. Not part of the snapshot: the preview
   * follows it by setting its own transform, without a render per pointer move.
   */
  offset: () => Point;
  setOffset: (offset: Point) => void;
  onOffset: (listener: (offset: Point) => void) => () => void;
};

function sameGhost(a: DropGhost | null, b: DropGhost | null): boolean {
  if (a === null || b === null) return a === b;
  return a.technicianId === b.technicianId && a.start === b.start && a.minutes === b.minutes && a.kind === b.kind;
}

const NO_OFFSET: Point = { x: 0, y: 0 };

export function createDragStore(): DragStore {
  let snapshot: DragSnapshot = { ghost: null, source: null, preview: null, overClipboard: false, clipboardGuest: false };
  let offset = NO_OFFSET;
  const listeners = new Set<() => void>();
  const offsetListeners = new Set<(offset: Point) => void>();
  const update = (patch: Partial<DragSnapshot>): void => {
    const next = { ...snapshot, ...patch };
    if (sameGhost(snapshot.ghost, next.ghost)) next.ghost = snapshot.ghost;
    const changed =
      next.ghost !== snapshot.ghost ||
      next.source !== snapshot.source ||
      next.preview !== snapshot.preview ||
      next.overClipboard !== snapshot.overClipboard ||
      next.clipboardGuest !== snapshot.clipboardGuest;
    if (!changed) return;
    snapshot = next;
    for (const l of listeners) l();
  };
  return {
    get: () => snapshot,
    update,
    setGhost: (ghost) => update({ ghost }),
    setSource: (source) => update({ source }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offset: () => offset,
    setOffset: (next) => {
      offset = next;
      for (const l of offsetListeners) l(next);
    },
    onOffset: (listener) => {
      offsetListeners.add(listener);
      return () => offsetListeners.delete(listener);
    },
  };
}

/** The drop highlight when it is in this technician's column, else null. */
export function useColumnGhost(store: DragStore, technicianId: string): DropGhost | null {
  return useSyncExternalStore(store.subscribe, () => {
    const ghost = store.get().ghost;
    return ghost && ghost.technicianId === technicianId ? ghost : null;
  });
}

/**
 * The index of the column a card is dragged or resized from while that column is not among
 * the `mounted` ones (the board keeps it mounted when a drag scrolls it away), else -1. A drag
 * starts and ends on a mounted column: the answer stays -1, and the board does not render again
 * for it (at 4× CPU a few ms of the drag's first frame and of the drop).
 */
export function useUnmountedSource(store: DragStore, indexOf: (technicianId: string) => number, mounted: readonly number[]): number {
  return useSyncExternalStore(store.subscribe, () => {
    const source = store.get().source;
    if (!source) return -1;
    const index = indexOf(source.technicianId);
    return mounted.includes(index) ? -1 : index;
  });
}

/** The card being dragged or resized when it is in this technician's column, else null. */
export function useColumnDragSource(store: DragStore, technicianId: string): DragSource | null {
  return useSyncExternalStore(store.subscribe, () => {
    const source = store.get().source;
    return source && source.technicianId === technicianId ? source : null;
  });
}

/** Something is being dragged over the board: a card, its bottom edge or a clipboard guest. */
export function useDragActive(store: DragStore, enabled: boolean): boolean {
  return useSyncExternalStore(store.subscribe, () => {
    if (!enabled) return false;
    const { ghost, source } = store.get();
    return ghost !== null || source !== null;
  });
}

/** The moved card's copy that follows the pointer, while a board card is dragged. */
export function useCardPreview(store: DragStore): CardPreview | null {
  return useSyncExternalStore(store.subscribe, () => store.get().preview);
}

/** The clipboard panel: whether a dragged board card is over it. */
export function useClipboardOver(store: DragStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get().overClipboard);
}

/** True while a clipboard guest is being dragged (from its pick-up, before it reaches a cell). */
export function useClipboardGuestDrag(store: DragStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get().clipboardGuest);
}
