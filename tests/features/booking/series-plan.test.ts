import { describe, expect, it } from 'vitest';
import { bookingSaveArgs } from '../../../src/domain/booking/args';
import { RecurrenceEnd } from '../../../src/domain/booking/recurrence';
import { OccurrenceState, type OccurrenceCheck } from '../../../src/domain/booking/series-check';
import { ChoiceKind, chosenStart, NO_REPEAT, ruleOf, seriesBookings } from '../../../src/features/booking/series-plan';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const draft = bookingSaveArgs.parse({
  id: uuid(1), branchId: uuid(2), code: 'DT-1-1', customer: { name: 'ANNA', phone: '4165550100' }, startTime: '2026-12-01 10:00',
  guests: [{ id: uuid(3), name: '', displayIndex: 0, segments: [
    { id: uuid(4), type: 'service', serviceId: uuid(9), serviceName: 'Pedicure', technicianId: uuid(8), startTime: '2026-12-01 10:00', duration: 45, price: 4000, displayIndex: 0 },
    { id: uuid(5), type: 'service', serviceId: uuid(9), serviceName: 'Pedicure', technicianId: uuid(7), startTime: '2026-12-01 10:00', duration: 45, price: 0, displayIndex: 1, parentId: uuid(4) },
  ] }],
});

describe('the Repeat fields', () => {
  it('give a rule only when on and in range', () => {
    expect(ruleOf(NO_REPEAT)).toBeNull();
    expect(ruleOf({ ...NO_REPEAT, on: true })).toEqual({ everyWeeks: 1, end: { kind: RecurrenceEnd.COUNT, count: 6 } });
    expect(ruleOf({ ...NO_REPEAT, on: true, everyWeeks: 13 })).toBeNull();
    expect(ruleOf({ ...NO_REPEAT, on: true, end: RecurrenceEnd.UNTIL, until: null })).toBeNull();
    expect(ruleOf({ ...NO_REPEAT, on: true, end: RecurrenceEnd.UNTIL, until: '2027-01-05' })).toEqual({ everyWeeks: 1, end: { kind: RecurrenceEnd.UNTIL, until: '2027-01-05' } });
  });
});

describe('the desk’s choices', () => {
  const check: OccurrenceCheck = { occurrence: { index: 2, date: '2026-12-15', startTime: '2026-12-15 10:00', shifted: false }, state: OccurrenceState.CONFLICT, reason: null, proposal: '2026-12-15 11:00' };
  it('keep, take the proposal, move or skip', () => {
    expect(chosenStart(check, { kind: ChoiceKind.KEEP })).toBe('2026-12-15 10:00');
    expect(chosenStart(check, { kind: ChoiceKind.PROPOSAL })).toBe('2026-12-15 11:00');
    expect(chosenStart(check, { kind: ChoiceKind.MOVE, startTime: '2026-12-15 14:00' })).toBe('2026-12-15 14:00');
    expect(chosenStart(check, { kind: ChoiceKind.SKIP })).toBeNull();
  });

  it('make one booking per date kept, linked, the first with the form’s ids and the others their own', () => {
    let n = 100;
    const made = seriesBookings({ draft, starts: [{ index: 0, startTime: '2026-12-01 10:00' }, { index: 2, startTime: '2026-12-15 14:00' }], seriesId: uuid(50), newId: () => uuid(n++) });
    expect(made.map((b) => [b.id, b.seriesId, b.startTime])).toEqual([[uuid(1), uuid(50), '2026-12-01 10:00'], [made[1]?.id, uuid(50), '2026-12-15 14:00']]);
    const [first, later] = made;
    expect(first?.guests[0]?.segments.map((s) => s.id)).toEqual([uuid(4), uuid(5)]);
    const lines = later?.guests[0]?.segments ?? [];
    expect(new Set([later?.id, later?.guests[0]?.id, ...lines.map((s) => s.id)]).size).toBe(4);
    expect(lines.map((s) => s.startTime)).toEqual(['2026-12-15 14:00', '2026-12-15 14:00']);
    // The helper technician's line still belongs to its main line.
    expect(lines[1]?.parentId).toBe(lines[0]?.id);
    expect(made.every((b) => bookingSaveArgs.safeParse(b).success)).toBe(true);
  });
});
