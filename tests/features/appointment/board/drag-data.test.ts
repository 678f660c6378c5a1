import { describe, expect, it, vi } from 'vitest';
import { clipboardDragOf } from '../../../../src/features/appointment/board/drag-data';
import { createDragStore, type DragSource } from '../../../../src/features/appointment/board/drag-preview-store';
import { card } from './fixtures';

describe('clipboardDragOf', () => {
  it('reads a clipboard item and refuses anything else', () => {
    const clip = { kind: 'clipboard', guestId: 'g1', label: 'ANN', minutes: 30 };
    expect(clipboardDragOf(clip)).toEqual(clip);
    expect(clipboardDragOf({ kind: 'clipboard', guestId: 'g1' })).toBeNull();
    expect(clipboardDragOf({ kind: 'card', card: card('a') })).toBeNull();
    expect(clipboardDragOf({ kind: 'board' })).toBeNull();
    expect(clipboardDragOf(undefined)).toBeNull();
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

describe('drag store', () => {
  it('tells listeners once for a patch of several fields, and not at all for one that changes nothing', () => {
    const store = createDragStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const source: DragSource = { technicianId: 't1', cardId: 'a', kind: 'card' };
    store.update({ source, ghost: { technicianId: 't2', start: 600, minutes: 30, kind: 'move' }, overClipboard: false });
    expect(listener).toHaveBeenCalledTimes(1);
    // The same highlight, another object: no render.
    store.update({ ghost: { technicianId: 't2', start: 600, minutes: 30, kind: 'move' } });
    expect(listener).toHaveBeenCalledTimes(1);
    store.update({ ghost: null, source: null, preview: null, overClipboard: false });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({ ghost: null, source: null, preview: null, overClipboard: false, clipboardGuest: false });
  });

  it("tells listeners when a clipboard guest's drag starts and ends (the board's walk-in suggestion)", () => {
    const store = createDragStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ clipboardGuest: true });
    store.update({ clipboardGuest: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().clipboardGuest).toBe(true);
    store.update({ ghost: null, clipboardGuest: false });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get().clipboardGuest).toBe(false);
  });

  it('hands the pointer offset to its own listeners without telling the snapshot listeners', () => {
    const store = createDragStore();
    const listener = vi.fn();
    const follower = vi.fn();
    store.subscribe(listener);
    const stop = store.onOffset(follower);
    store.setOffset({ x: 5, y: -3 });
    expect(follower).toHaveBeenCalledWith({ x: 5, y: -3 });
    expect(store.offset()).toEqual({ x: 5, y: -3 });
    expect(listener).not.toHaveBeenCalled();
    stop();
    store.setOffset({ x: 0, y: 0 });
    expect(follower).toHaveBeenCalledTimes(1);
  });
});
