/**
 * The live part of a drag (the highlighted drop slot and the dragged card's column) kept
 * outside React state: each column subscribes to its own slice, so a pointer move
 * re-renders one ghost rectangle instead of the board.
 */
import { useSyncExternalStore } from 'react';

export type DropGhost = {
  technicianId: string;
  /** Minutes after 00:00 of the day. */
  start: number;
  minutes: number;
  kind: 'move' | 'resize' | 'clipboard';
};

/** The card being dragged or resized. */
export type DragSource = { technicianId: string; cardId: string; kind: 'card' | 'resize' };

export type DragSnapshot = {
  ghost: DropGhost | null;
  /** Its column is kept mounted while the board scrolls; the card itself is drawn faded. */
  source: DragSource | null;
};

export type DragStore = {
  get: () => DragSnapshot;
  setGhost: (ghost: DropGhost | null) => void;
  setSource: (source: DragSource | null) => void;
  subscribe: (listener: () => void) => () => void;
};

function sameGhost(a: DropGhost | null, b: DropGhost | null): boolean {
  if (a === null || b === null) return a === b;
  return a.technicianId === b.technicianId && a.start === b.start && a.minutes === b.minutes && a.kind === b.kind;
}

export function createDragStore(): DragStore {
  let snapshot: DragSnapshot = { ghost: null, source: null };
  const listeners = new Set<() => void>();
  const publish = (next: DragSnapshot): void => {
    snapshot = next;
    for (const l of listeners) l();
  };
  return {
    get: () => snapshot,
    setGhost: (ghost) => {
      if (!sameGhost(snapshot.ghost, ghost)) publish({ ...snapshot, ghost });
    },
    setSource: (source) => {
      if (snapshot.source !== source) publish({ ...snapshot, source });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
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

/** The technician whose card is being dragged or resized. */
export function useDragSource(store: DragStore): string | null {
  return useSyncExternalStore(store.subscribe, () => store.get().source?.technicianId ?? null);
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
