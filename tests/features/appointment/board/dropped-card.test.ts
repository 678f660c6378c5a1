import { describe, expect, it } from 'vitest';
import { movedCard, withDroppedCard } from '../../../../src/features/appointment/board/dropped-card';
import { groupCards } from '../../../../src/features/appointment/board/group-cards';
import { BOUNDS, card, DATE } from './fixtures';

describe('a dropped card, drawn at once in its new cell', () => {
  it('keeps its length and takes the new technician and start, full width and not yet sent', () => {
    const moved = movedCard({ card: card('a', { start: '10:00', end: '11:00' }), technicianId: 't2', start: 13 * 60 }, DATE, BOUNDS);
    expect(moved.item).toMatchObject({ technicianId: 't2', startTime: `${DATE} 13:00`, endTime: `${DATE} 14:00` });
    expect(moved.event).toMatchObject({ technicianId: 't2', top: 13 * 60 - BOUNDS.start, height: 60, lane: 0, lanes: 1 });
    expect(moved.pending).toBe(true);
  });

  it('leaves its column and joins the target; untouched columns keep their arrays', () => {
    const groups = groupCards([card('a'), card('b'), card('c', { technicianId: 't2' }), card('d', { technicianId: 't3' })], new Map());
    const a = groups.get('t1')?.[0];
    if (!a) throw new Error('no card a');
    const shown = withDroppedCard(groups, { card: a, technicianId: 't2', start: 12 * 60 }, DATE, BOUNDS);
    expect(shown.get('t1')?.map((c) => c.item.id)).toEqual(['b']);
    expect(shown.get('t2')?.map((c) => c.item.id)).toEqual(['c', 'a']);
    expect(shown.get('t3')).toBe(groups.get('t3'));
    // The board's own grouping is not changed.
    expect(groups.get('t1')?.map((c) => c.item.id)).toEqual(['a', 'b']);
  });

  it('dropped again before the page has it in place, leaves the column the page still has it in', () => {
    const groups = groupCards([card('a'), card('b', { technicianId: 't2' })], new Map());
    const a = groups.get('t1')?.[0];
    if (!a) throw new Error('no card a');
    const first = withDroppedCard(groups, { card: a, technicianId: 't2', start: 12 * 60 }, DATE, BOUNDS);
    const drawn = first.get('t2')?.find((c) => c.item.id === 'a');
    if (!drawn) throw new Error('card a is not drawn in t2');
    // The board applies each drop to the page's own grouping, which still has it in t1.
    const second = withDroppedCard(groups, { card: drawn, technicianId: 't3', start: 14 * 60 }, DATE, BOUNDS);
    expect(second.get('t1')?.map((c) => c.item.id)).toEqual([]);
    expect(second.get('t2')?.map((c) => c.item.id)).toEqual(['b']);
    expect(second.get('t3')?.map((c) => c.item.id)).toEqual(['a']);
  });

  it('opens a column for a technician who had no cards', () => {
    const groups = groupCards([card('a')], new Map());
    const a = groups.get('t1')?.[0];
    if (!a) throw new Error('no card a');
    const shown = withDroppedCard(groups, { card: a, technicianId: 't9', start: 9 * 60 }, DATE, BOUNDS);
    expect(shown.get('t1')).toEqual([]);
    expect(shown.get('t9')?.map((c) => c.item.id)).toEqual(['a']);
  });
});
