import { z } from '../../../src/domain/schemas/zod';
import { describe, expect, it } from 'vitest';
import { bookingSaveArgs } from '../../../src/domain/booking/args';
import { Gender } from '../../../src/domain/api';
import { startTimeOf, toDraft } from '../../../src/features/booking/save-input';
import { ANNA, BEA, BRANCH, CAL, uuid } from './fixtures';
import { filledState } from './form-fixtures';

describe('save input', () => {
  it('builds a booking the shared schema accepts', () => {
    const draft = toDraft(filledState(), { branchId: BRANCH, start: false });
    const parsed = z.omit(bookingSaveArgs, { code: true }).safeParse(draft);
    expect(parsed.success).toBe(true);
    expect(draft).toMatchObject({
      branchId: BRANCH,
      customerId: null,
      customer: { name: 'JANE DOE', phone: '4165550101', email: 'jane@example.com', birthDay: null },
      startTime: '2026-03-10 10:00',
      note: 'hi',
      color: '#228be6',
      gender: Gender.ANY,
      start: false,
      force: false,
    });
    expect('code' in draft).toBe(false);
  });

  it('lays each guest’s lines one after another and splits a couples service per technician', () => {
    const draft = toDraft(filledState(), { branchId: BRANCH, start: true });
    const [main, second] = draft.guests;
    expect(main?.name).toBe('JANE DOE');
    expect(main?.segments.map((s) => [s.startTime, s.technicianId, s.price, s.displayIndex])).toEqual([
      ['2026-03-10 10:00', ANNA.id, 2500, 0],
      ['2026-03-10 10:30', ANNA.id, 9000, 1],
      ['2026-03-10 10:30', BEA.id, 0, 2],
    ]);
    const [, parent, helper] = main?.segments ?? [];
    expect(parent?.parentId).toBeNull();
    expect(helper?.parentId).toBe(parent?.id);
    expect(second).toMatchObject({ name: 'KID', gender: Gender.MALE, displayIndex: 1 });
    expect(second?.segments).toEqual([
      expect.objectContaining({ type: 'extra', serviceId: null, serviceName: 'Nail art', technicianId: CAL.id, startTime: '2026-03-10 10:00', duration: 15, price: 500 }),
    ]);
    expect(draft.start).toBe(true);
  });

  it('keeps the code of a saved booking and leaves empty optional fields null', () => {
    const state = { ...filledState(), code: 'B1-1-9', email: ' ', color: '' };
    const draft = toDraft(state, { branchId: BRANCH, start: false });
    expect(draft).toMatchObject({ code: 'B1-1-9', customer: { email: null }, color: null });
  });

  it('keeps the saved times of a read-only guest', () => {
    const state = filledState();
    const fixed = { ...state, guests: state.guests.map((g, i) => (i === 1 ? { ...g, lines: g.lines.map((l) => ({ ...l, fixedStart: '2026-03-10 08:00' })) } : g)) };
    const draft = toDraft(fixed, { branchId: BRANCH, start: false });
    expect(draft.guests[1]?.segments[0]?.startTime).toBe('2026-03-10 08:00');
  });

  it('writes the start time on the wall clock', () => {
    expect(startTimeOf({ date: '2026-03-10', time: 9 * 60 + 5 })).toBe('2026-03-10 09:05');
    expect(startTimeOf({ date: '2026-03-10', time: null })).toBe('');
    expect(uuid(1)).toMatch(/^0{8}-0{4}-4000-8000-0{11}1$/);
  });
});
