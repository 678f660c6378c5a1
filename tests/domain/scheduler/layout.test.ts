import { describe, expect, it } from 'vitest';
import { layoutDay, MIN_EVENT_MINUTES, type LaidOutEvent } from '../../../src/domain/scheduler/layout';
import { dateTimeAt } from '../../../src/domain/scheduler/clock';
import { prng } from '../prng';
import { DATE } from './fixtures';

const ev = (id: string, from: number, to: number, technicianId = 't1') => ({
  id,
  technicianId,
  startTime: dateTimeAt(DATE, from),
  endTime: dateTimeAt(DATE, to),
});

function byId(events: LaidOutEvent[] | undefined): Record<string, LaidOutEvent> {
  return Object.fromEntries((events ?? []).map((e) => [e.id, e]));
}

describe('layoutDay', () => {
  it('gives a lone event the whole column, top measured from the origin', () => {
    const out = layoutDay({ items: [ev('a', 9 * 60, 10 * 60)], date: DATE, origin: 8 * 60 });
    expect(out.t1).toEqual([{ id: 'a', technicianId: 't1', top: 60, height: 60, lane: 0, lanes: 1 }]);
  });

  it('puts overlapping events side by side and touching ones in the same lane', () => {
    const out = byId(
      layoutDay({ items: [ev('a', 540, 600), ev('b', 570, 630), ev('c', 600, 660), ev('d', 700, 730)], date: DATE, origin: 0 }).t1,
    );
    expect([out.a?.lane, out.b?.lane, out.c?.lane]).toEqual([0, 1, 0]);
    expect([out.a?.lanes, out.b?.lanes, out.c?.lanes]).toEqual([2, 2, 2]);
    expect(out.d).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('draws zero-length lines one slot tall and lays them out as drawn', () => {
    const out = byId(layoutDay({ items: [ev('a', 540, 540), ev('b', 545, 560)], date: DATE, origin: 0 }).t1);
    expect(out.a?.height).toBe(MIN_EVENT_MINUTES);
    expect(out.b?.lane).toBe(1);
  });

  it('keeps technicians apart', () => {
    const out = layoutDay({ items: [ev('a', 540, 600, 't1'), ev('b', 540, 600, 't2')], date: DATE, origin: 0 });
    expect(out.t1?.[0]?.lanes).toBe(1);
    expect(out.t2?.[0]?.lanes).toBe(1);
  });

  it('property: events sharing a lane never overlap, lane < lanes, overlapping events never share a lane', () => {
    const r = prng(20260310);
    for (let c = 0; c < 300; c++) {
      const n = r.int(1, 40);
      const items = Array.from({ length: n }, (_, i) => {
        const start = r.int(0, 80) * 15;
        return ev(`e${i}`, start, start + r.int(0, 12) * 15, r.pick(['t1', 't2', 't3']));
      });
      const out = layoutDay({ items, date: DATE, origin: 0 });
      for (const events of Object.values(out)) {
        for (const e of events) expect(e.lane).toBeLessThan(e.lanes);
        for (const [i, a] of events.entries()) {
          for (const b of events.slice(i + 1)) {
            const overlap = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top) > 0;
            if (overlap) {
              expect(a.lane).not.toBe(b.lane);
              expect(a.lanes).toBe(b.lanes);
            }
          }
        }
      }
      expect(Object.values(out).reduce((s, l) => s + l.length, 0)).toBe(n);
    }
  });

  // Speed is measured by the benchmarks (tests/bench), never asserted here.
  it('lays out 2,000 bookings × 100 technicians with no overlapping lanes', () => {
    const r = prng(7);
    const items = [];
    for (let t = 0; t < 100; t++) {
      for (let i = 0; i < 20; i++) {
        const start = r.int(32, 68) * 15;
        items.push(ev(`t${t}-${i}`, start, start + r.int(1, 8) * 15, `t${t}`));
      }
    }
    const out = layoutDay({ items, date: DATE, origin: 480 });
    expect(Object.keys(out)).toHaveLength(100);
    for (const events of Object.values(out)) {
      expect(events).toHaveLength(20);
      for (const a of events)
        for (const b of events)
          if (a !== b && a.lane === b.lane) expect(a.top + a.height <= b.top || b.top + b.height <= a.top).toBe(true);
    }
  });
});
