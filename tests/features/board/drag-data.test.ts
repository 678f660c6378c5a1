import { describe, expect, it, vi } from 'vitest';
import { dragPayloadOf, type DragSlot } from '../../../src/features/appointment/board/drag-data';
import { createDragStore, type DragSource } from '../../../src/features/appointment/board/drag-preview-store';
import { card } from './fixtures';

describe('dragPayloadOf', () => {
  it('reads the card a board slot points at, as it is at the time of reading', () => {
    const slot: DragSlot = { kind: 'slot', payload: null };
    expect(dragPayloadOf(slot)).toBeNull();
    const a = card('a');
    slot.payload = { kind: 'card', card: a };
    expect(dragPayloadOf(slot)).toEqual({ kind: 'card', card: a });
    slot.payload = { kind: 'resize', card: a };
    expect(dragPayloadOf(slot)?.kind).toBe('resize');
  });

  it('reads a clipboard item as it is and refuses anything else', () => {
    const clip = { kind: 'clipboard', guestId: 'g1', label: 'ANN', minutes: 30 };
    expect(dragPayloadOf(clip)).toBe(clip);
    expect(dragPayloadOf({ kind: 'board' })).toBeNull();
    expect(dragPayloadOf(undefined)).toBeNull();
  });
});

describe('drag store source', () => {
  it('tells listeners when the dragged card changes, not when it is set again', () => {
    const store = createDragStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const source: DragSource = { technicianId: 't1', cardId: 'a', kind: 'card' };
    store.setSource(source);
    store.setSource(source);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().source).toBe(source);
    store.setSource(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get().source).toBeNull();
  });
});
