import { describe, expect, it } from 'vitest';
import type { PackageRow } from '../../../src/domain/catalogue/package-contract';
import { addPackageLines } from '../../../src/features/booking/form-edits';
import { blankGuest } from '../../../src/features/booking/initial-form-state';
import { toDraft } from '../../../src/features/booking/save-input';
import { BEA, CONFIG, COUPLES, idCounter, leaf, NAILS, TECHNICIANS, uuid } from './fixtures';
import { newBookingState } from '../../../src/features/booking/initial-form-state';

const SPA = uuid(90);
const pkg: PackageRow = {
  id: SPA, branchId: uuid(1), code: 'SPA', content: 'Spa day', price: 9999, startTime: '2026-01-01 00:00', endTime: '2026-12-31 23:59', status: 'ENABLED',
  services: [
    { id: NAILS, code: 'N', name: 'Manicure', price: 6000, duration: 45 },
    { id: COUPLES, code: 'C', name: 'Couples massage', price: 4000, duration: 60 },
  ],
};
const groups = [{ id: uuid(50), name: 'Nails', children: [leaf(NAILS, { duration: 45, price: 6000 }), leaf(COUPLES, { name: 'Couples massage', price: 4000, duration: 60, numberTechnician: 2 })] }];

describe('a package picked in the booking form', () => {
  it('adds its services in order at their shares of the package price, each line naming the package, the board cell’s technician on the first', () => {
    const g = addPackageLines(blankGuest('g'), { pkg, groups, technicians: TECHNICIANS, presetTechnicianId: BEA.id, newId: idCounter() });
    expect(g.lines.map((l) => [l.serviceId, l.price, l.packageId, l.slots.length])).toEqual([
      [NAILS, 5999, SPA, 1],
      [COUPLES, 4000, SPA, 2],
    ]);
    expect(g.lines[0]?.slots[0]?.technicianId).toBe(BEA.id);
    expect(g.lines.reduce((sum, l) => sum + (l.price ?? 0), 0)).toBe(pkg.price);
  });

  it('books a service the stored tree no longer has with the package’s facts of it', () => {
    const g = addPackageLines(blankGuest('g'), { pkg, groups: null, technicians: TECHNICIANS, presetTechnicianId: null, newId: idCounter() });
    expect(g.lines.map((l) => [l.serviceName, l.duration, l.slots.length])).toEqual([['Manicure', 45, 1], ['Couples massage', 60, 1]]);
  });

  it('sends each segment with its package id, the prices adding up to the package price', () => {
    const state = newBookingState({ date: '2026-03-10', today: '2026-03-10', nowMinute: 600, config: CONFIG, preset: null, newId: idCounter() });
    const guest = state.guests[0];
    if (!guest) throw new Error('no main guest');
    const filled = { ...state, time: 660, guests: [addPackageLines(guest, { pkg, groups, technicians: TECHNICIANS, presetTechnicianId: BEA.id, newId: idCounter(5000) })] };
    const segments = toDraft(filled, { branchId: uuid(1), start: false }).guests[0]?.segments ?? [];
    expect(segments.map((s) => s.packageId)).toEqual([SPA, SPA, SPA]);
    expect(segments.reduce((sum, s) => sum + s.price, 0)).toBe(pkg.price);
  });
});
