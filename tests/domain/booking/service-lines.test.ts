import { describe, expect, it } from 'vitest';
import { groupServiceLines, type SavedServiceLine } from '../../../src/domain/booking/service-lines';

const line = (over: Partial<SavedServiceLine> & { id: string; displayIndex: number }): SavedServiceLine => ({
  type: 'service',
  serviceId: 'couples',
  technicianId: `t-${over.id}`,
  startTime: '2026-03-10 10:00',
  ...over,
});
const ids = (groups: SavedServiceLine[][]): string[][] => groups.map((g) => g.map((l) => l.id));
const needs = (counts: Record<string, number>) => (serviceId: string) => counts[serviceId];

describe('a guest’s lines grouped by service', () => {
  it('follows parentId when the source gives it, whatever the order', () => {
    const lines = [line({ id: 'b', displayIndex: 1, parentId: 'a' }), line({ id: 'a', displayIndex: 0, parentId: null }), line({ id: 'c', displayIndex: 2, parentId: null })];
    expect(ids(groupServiceLines(lines, needs({})))).toEqual([['a', 'b'], ['c']]);
  });

  it('on the board’s copy, takes the next line of the same service at the same start on another technician as a helper, while the service needs one', () => {
    const lines = [0, 1, 2].map((i) => line({ id: `s${i}`, displayIndex: i }));
    expect(ids(groupServiceLines(lines, needs({ couples: 2 })))).toEqual([['s0', 's1'], ['s2']]);
    // The tree not stored: every such line joins.
    expect(ids(groupServiceLines(lines, needs({})))).toEqual([['s0', 's1', 's2']]);
    expect(ids(groupServiceLines(lines, needs({ couples: 1 })))).toEqual([['s0'], ['s1'], ['s2']]);
  });

  it('keeps apart another start, another service, an extra line and the same technician twice', () => {
    const counts = needs({ couples: 2 });
    const first = line({ id: 'a', displayIndex: 0 });
    expect(ids(groupServiceLines([first, line({ id: 'b', displayIndex: 1, startTime: '2026-03-10 10:30' })], counts))).toEqual([['a'], ['b']]);
    expect(ids(groupServiceLines([first, line({ id: 'b', displayIndex: 1, serviceId: 'nails' })], counts))).toEqual([['a'], ['b']]);
    expect(ids(groupServiceLines([first, line({ id: 'b', displayIndex: 1, type: 'extra', serviceId: null })], counts))).toEqual([['a'], ['b']]);
    expect(ids(groupServiceLines([first, line({ id: 'b', displayIndex: 1, technicianId: 't-a' })], counts))).toEqual([['a'], ['b']]);
    // On the clipboard nobody has a technician yet: two empty ones are still two technicians.
    expect(ids(groupServiceLines([line({ id: 'a', displayIndex: 0, technicianId: '' }), line({ id: 'b', displayIndex: 1, technicianId: '' })], counts))).toEqual([['a', 'b']]);
  });
});
