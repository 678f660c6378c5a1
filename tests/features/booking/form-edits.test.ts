import { describe, expect, it } from 'vitest';
import { BookingStatus, Gender } from '../../../src/domain/api';
import type { CustomerOption } from '../../../src/domain/booking/reads';
import {
  addExtraLine,
  addGuest,
  addServiceLine,
  asGender,
  canRemoveGuest,
  lastEmail,
  moveLine,
  removeGuest,
  removeLine,
  setGuestGender,
  setSlotTechnician,
  updateLine,
  withCustomer,
  withTypedName,
  withTypedPhone,
} from '../../../src/features/booking/form-edits';
import { lineId } from '../../../src/features/booking/form-model';
import { blankGuest, newBookingState } from '../../../src/features/booking/initial-form-state';
import { ANNA, BEA, CAL, CONFIG, COUPLES, HAIR, idCounter, leaf, NAILS, TECHNICIANS } from './fixtures';

const fresh = () =>
  newBookingState({ date: '2026-03-10', today: '2026-03-10', nowMinute: 600, config: CONFIG, preset: null, newId: idCounter() });

describe('service lines', () => {
  it('adds a picked service with its price and duration', () => {
    const g = addServiceLine(blankGuest('g'), { service: leaf(NAILS), technicians: TECHNICIANS, presetTechnicianId: null, newId: idCounter() });
    expect(g.lines).toHaveLength(1);
    expect(g.lines[0]).toMatchObject({ type: 'service', serviceId: NAILS, serviceName: 'Manicure', duration: 30, price: 2500 });
    expect(g.lines[0]?.slots).toHaveLength(1);
  });

  it('gives a service one slot per technician it needs', () => {
    const g = addServiceLine(blankGuest('g'), {
      service: leaf(COUPLES, { numberTechnician: 2 }),
      technicians: TECHNICIANS,
      presetTechnicianId: null,
      newId: idCounter(),
    });
    expect(g.lines[0]?.slots.map((s) => s.technicianId)).toEqual([null, null]);
    expect(new Set(g.lines[0]?.slots.map((s) => s.id)).size).toBe(2);
  });

  it('gives the first line to the board cell technician when they can do it', () => {
    const ok = addServiceLine(blankGuest('g'), { service: leaf(NAILS), technicians: TECHNICIANS, presetTechnicianId: BEA.id, newId: idCounter() });
    expect(ok.lines[0]?.slots[0]).toMatchObject({ technicianId: BEA.id, technicianName: 'Bea-FS' });
    const cannot = addServiceLine(blankGuest('g'), { service: leaf(HAIR), technicians: TECHNICIANS, presetTechnicianId: BEA.id, newId: idCounter() });
    expect(cannot.lines[0]?.slots[0]?.technicianId).toBeNull();
    const second = addServiceLine(ok, { service: leaf(NAILS), technicians: TECHNICIANS, presetTechnicianId: BEA.id, newId: idCounter(2000) });
    expect(second.lines[1]?.slots[0]?.technicianId).toBeNull();
  });

  it('adds an extra line without a service', () => {
    const g = addExtraLine(blankGuest('g'), { technicians: TECHNICIANS, presetTechnicianId: CAL.id, newId: idCounter() });
    expect(g.lines[0]).toMatchObject({ type: 'extra', serviceId: null, serviceName: '', duration: 0, price: null });
    expect(g.lines[0]?.slots[0]?.technicianId).toBe(CAL.id);
  });

  it('moves, edits and removes lines', () => {
    const newId = idCounter();
    let g = blankGuest('g');
    for (const name of ['A', 'B', 'C']) {
      g = addServiceLine(g, { service: leaf(NAILS, { name }), technicians: TECHNICIANS, presetTechnicianId: null, newId });
    }
    const [a, b, c] = g.lines.map(lineId);
    expect(moveLine(g, c ?? '', -1).lines.map((l) => l.serviceName)).toEqual(['A', 'C', 'B']);
    expect(moveLine(g, a ?? '', -1)).toBe(g);
    expect(moveLine(g, c ?? '', 1)).toBe(g);
    expect(removeLine(g, b ?? '').lines.map((l) => l.serviceName)).toEqual(['A', 'C']);
    expect(updateLine(g, a ?? '', { duration: 0, price: null }).lines[0]).toMatchObject({ duration: 0, price: null });
    const withTech = setSlotTechnician(g, a ?? '', 0, ANNA);
    expect(withTech.lines[0]?.slots[0]).toMatchObject({ technicianId: ANNA.id, technicianName: 'Anna' });
    expect(setSlotTechnician(withTech, a ?? '', 0, null).lines[0]?.slots[0]?.technicianId).toBeNull();
  });
});

describe('guests', () => {
  it('adds a guest with the given status and removes it again', () => {
    const state = addGuest(fresh(), { newId: idCounter(5000), status: BookingStatus.WAITING });
    expect(state.guests).toHaveLength(2);
    const added = state.guests[1];
    expect(added?.status).toBe(BookingStatus.WAITING);
    expect(removeGuest(state, added?.id ?? '').guests).toHaveLength(1);
  });

  it('never removes the main guest or a completed one', () => {
    const base = fresh();
    const main = base.guests[0]?.id ?? '';
    expect(canRemoveGuest(base, main)).toBe(false);
    expect(removeGuest(base, main)).toBe(base);
    const withPaid = { ...base, guests: [...base.guests, { ...blankGuest('paid'), status: BookingStatus.COMPLETED }, { ...blankGuest('gone'), status: BookingStatus.CANCEL }] };
    expect(canRemoveGuest(withPaid, 'paid')).toBe(false);
    expect(canRemoveGuest(withPaid, 'gone')).toBe(true);
  });

  it('changes a guest gender through the gender rule', () => {
    const base = fresh();
    const main = base.guests[0]?.id ?? '';
    const state = {
      ...base,
      guests: [addServiceLine(base.guests[0] ?? blankGuest(main), { service: leaf(NAILS), technicians: TECHNICIANS, presetTechnicianId: ANNA.id, newId: idCounter(7000) })],
      presetTechnicianId: ANNA.id,
    };
    const male = setGuestGender(state, main, Gender.MALE, TECHNICIANS);
    expect(male.guests[0]?.gender).toBe(Gender.MALE);
    expect(male.guests[0]?.lines[0]?.slots[0]?.technicianId).toBeNull();
  });

  it('reads a gender from a control value', () => {
    expect(asGender('MALE')).toBe(Gender.MALE);
    expect(asGender('nonsense')).toBe(Gender.ANY);
  });
});

describe('customer', () => {
  const option: CustomerOption = {
    label: 'JANE DOE - 416 555 0101',
    value: '00000000-0000-4000-8000-000000000500',
    name: 'Jane Doe',
    phone: '416 555 0101',
    email: 'old@example.com, jane@example.com',
    notes: [{ id: 'n1', note: 'Allergic to acetone', createdTime: '2026-01-01 10:00' }],
    block: true,
  };

  it('fills id, name, phone and the last email from a pick', () => {
    const state = withCustomer(fresh(), option);
    expect(state).toMatchObject({
      customerId: option.value,
      customerName: 'JANE DOE',
      phone: '4165550101',
      email: 'jane@example.com',
      customerBlocked: true,
    });
    expect(state.customerNotes).toHaveLength(1);
  });

  it('lets the customer go when another phone is typed', () => {
    const picked = withCustomer(fresh(), option);
    expect(withTypedPhone(picked, '416 555 0101')).toBe(picked);
    const other = withTypedPhone(picked, '416 555 0199');
    expect(other).toMatchObject({ phone: '4165550199', customerId: null, customerBlocked: false, customerNotes: [] });
  });

  it('uppercases the name as typed', () => {
    expect(withTypedName(fresh(), 'jane d').customerName).toBe('JANE D');
  });

  it('takes the last of several emails', () => {
    expect(lastEmail('a@x.com, b@x.com')).toBe('b@x.com');
    expect(lastEmail('a@x.com,')).toBe('a@x.com');
    expect(lastEmail(null)).toBe('');
  });
});
