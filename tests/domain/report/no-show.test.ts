import { describe, expect, it } from 'vitest';
import { MissedKind, noShowTables, type MissedGuest } from '../../../src/domain/report/no-show';

const missed = (m: Partial<MissedGuest>): MissedGuest => ({
  kind: MissedKind.NO_SHOW, day: '2026-12-01', customerId: null, customerName: 'Ann', phone: '5140000000', technicianId: 't1', technicianName: 'Tia', ...m,
});

describe('the no-show report’s tables', () => {
  it('groups by customer (a record, or the phone and name typed) and by technician, the most missed first', () => {
    const { rows, totals } = noShowTables([
      missed({ customerId: 'c1', customerName: 'Zoe', day: '2026-12-03' }),
      missed({ customerId: 'c1', customerName: 'Zoe', kind: MissedKind.LATE_CANCEL, day: '2026-12-02', technicianId: null, technicianName: '' }),
      missed({}),
      missed({ customerName: 'Ann B' }),
    ]);
    expect(rows).toEqual([
      { key: 'c1', name: 'Zoe', phone: '5140000000', noShows: 1, lateCancellations: 1, missed: 2, last: '2026-12-03' },
      { key: '5140000000|Ann', name: 'Ann', phone: '5140000000', noShows: 1, lateCancellations: 0, missed: 1, last: '2026-12-01' },
      { key: '5140000000|Ann B', name: 'Ann B', phone: '5140000000', noShows: 1, lateCancellations: 0, missed: 1, last: '2026-12-01' },
    ]);
    expect(totals).toEqual({
      noShows: 3,
      lateCancellations: 1,
      missed: 4,
      customers: 3,
      technicians: [
        { technicianId: 't1', name: 'Tia', noShows: 3, lateCancellations: 0, missed: 3 },
        { technicianId: null, name: '', noShows: 0, lateCancellations: 1, missed: 1 },
      ],
    });
  });

  it('has zero totals and no rows when nobody missed', () => {
    expect(noShowTables([])).toEqual({ rows: [], totals: { noShows: 0, lateCancellations: 0, missed: 0, customers: 0, technicians: [] } });
  });
});
