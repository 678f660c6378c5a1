import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { ErrorCode } from '../../../src/domain/errors';
import { DEFAULT_PHONE_SETTING } from '../../../src/domain/phone';
import { setSlotTechnician, updateGuest, updateLine } from '../../../src/features/booking/form-edits';
import { lineId, type BookingFormState } from '../../../src/features/booking/form-model';
import { FieldKey, FormProblem, isFormProblem, serviceFactsOf, validateBookingForm } from '../../../src/features/booking/form-validation';
import { blankGuest } from '../../../src/features/booking/initial-form-state';
import { toDraft } from '../../../src/features/booking/save-input';
import { ANNA, BRANCH, COUPLES, NAILS } from './fixtures';
import { filledState } from './form-fixtures';

const validate = (state: BookingFormState) =>
  validateBookingForm({ state, draft: toDraft(state, { branchId: BRANCH, start: false }), phone: DEFAULT_PHONE_SETTING });

const mainId = (state: BookingFormState) => state.guests[0]?.id ?? '';
const couplesId = (state: BookingFormState) => lineId(state.guests[0]?.lines[1] ?? { slots: [] });

describe('booking form validation', () => {
  it('accepts a complete booking', () => {
    expect(validate(filledState())).toEqual({});
  });

  it('requires phone, customer name and start time', () => {
    const errors = validate({ ...filledState(), phone: '', customerName: '  ', time: null });
    expect(errors[FieldKey.PHONE]).toBe(FormProblem.REQUIRED);
    expect(errors[FieldKey.CUSTOMER_NAME]).toBe(FormProblem.REQUIRED);
    expect(errors[FieldKey.START_TIME]).toBe(FormProblem.REQUIRED);
  });

  it('refuses a closed day at the start time, as the server would, and nothing else', () => {
    const state = filledState();
    const closedDay = { date: state.date, note: 'Christmas Day' };
    const errors = validateBookingForm({ state, draft: toDraft(state, { branchId: BRANCH, start: false }), phone: DEFAULT_PHONE_SETTING, closedDay });
    expect(errors).toEqual({ [FieldKey.START_TIME]: ErrorCode.CLOSED_DAY });
    // A missing time is said first: the time field shows one problem.
    const noTime = { ...state, time: null };
    expect(validateBookingForm({ state: noTime, draft: toDraft(noTime, { branchId: BRANCH, start: false }), phone: DEFAULT_PHONE_SETTING, closedDay })[FieldKey.START_TIME]).toBe(FormProblem.REQUIRED);
  });

  it('checks the phone against the branch pattern', () => {
    expect(validate({ ...filledState(), phone: '41655' })[FieldKey.PHONE]).toBe(ErrorCode.PHONE_INVALID);
    expect(validate({ ...filledState(), phone: '416555010x' })[FieldKey.PHONE]).toBe(ErrorCode.PHONE_INVALID);
  });

  it('needs at least one service per guest', () => {
    const state = filledState();
    const empty = { ...state, guests: [...state.guests, blankGuest('00000000-0000-4000-8000-000000009999')] };
    expect(validate(empty)[FieldKey.guest('00000000-0000-4000-8000-000000009999')]).toBe(FormProblem.NO_SERVICE);
  });

  it('needs a technician on every slot', () => {
    const state = filledState();
    const id = couplesId(state);
    const errors = validate(updateGuest(state, mainId(state), (g) => setSlotTechnician(g, id, 1, null)));
    expect(errors[FieldKey.technician(id, 1)]).toBe(FormProblem.TECHNICIAN_REQUIRED);
    // The gap is what the line shows, not a second "Booking invalid!".
    expect(errors[FieldKey.line(id)]).toBeUndefined();
  });

  it('needs different technicians for a service with several', () => {
    const state = filledState();
    const id = couplesId(state);
    const errors = validate(updateGuest(state, mainId(state), (g) => setSlotTechnician(g, id, 1, ANNA)));
    expect(errors).toEqual({ [FieldKey.line(id)]: ErrorCode.BOOKING_INVALID });
  });

  it('needs price and duration (0 allowed) and an extra line name', () => {
    const state = filledState();
    const main = state.guests[0];
    const first = lineId(main?.lines[0] ?? { slots: [] });
    expect(validate(updateGuest(state, mainId(state), (g) => updateLine(g, first, { duration: 0, price: 0 })))).toEqual({});
    const gaps = validate(updateGuest(state, mainId(state), (g) => updateLine(g, first, { duration: null, price: null })));
    expect(gaps[FieldKey.duration(first)]).toBe(FormProblem.REQUIRED);
    expect(gaps[FieldKey.price(first)]).toBe(FormProblem.REQUIRED);
    const second = state.guests[1];
    const extra = lineId(second?.lines[0] ?? { slots: [] });
    const unnamed = validate(updateGuest(state, second?.id ?? '', (g) => updateLine(g, extra, { serviceName: ' ' })));
    expect(unnamed[FieldKey.lineName(extra)]).toBe(FormProblem.REQUIRED);
  });

  it('leaves read-only guests alone', () => {
    const state = filledState();
    const id = couplesId(state);
    // A paid guest whose saved lines break today's rules: nothing here can fix it, so nothing is reported.
    const paid = updateGuest(state, mainId(state), (g) => ({ ...setSlotTechnician(g, id, 1, ANNA), status: BookingStatus.COMPLETED }));
    expect(validate(paid)).toEqual({});
    const emptyPaid = updateGuest(state, mainId(state), (g) => ({ ...g, lines: [], status: BookingStatus.CANCEL }));
    expect(validate(emptyPaid)[FieldKey.guest(mainId(state))]).toBeUndefined();
  });

  it('reports what only the schema refuses at its field, in the schema\'s words', () => {
    expect(validate({ ...filledState(), customerName: 'X'.repeat(201) })[FieldKey.CUSTOMER_NAME]).toEqual({ code: 'TOO_LONG', max: 200 });
    expect(validate({ ...filledState(), customerName: 'ANN\u0000' })[FieldKey.CUSTOMER_NAME]).toEqual({ code: 'TEXT_CHARACTERS' });
    expect(validate({ ...filledState(), note: 'call\u0007back' })[FieldKey.NOTE]).toEqual({ code: 'TEXT_CHARACTERS' });
    expect(validate({ ...filledState(), note: 'two\nlines' })).toEqual({});
    expect(validate({ ...filledState(), email: 'not-an-email' })[FieldKey.EMAIL]).toEqual({ code: 'EMAIL_INVALID' });
    const state = filledState();
    const second = state.guests[1];
    const broken = updateGuest(state, second?.id ?? '', (g) => ({ ...g, name: 'BEA\ud83d' }));
    expect(validate(broken)[FieldKey.guestName(second?.id ?? '')]).toEqual({ code: 'TEXT_CHARACTERS' });
    const extra = lineId(second?.lines[0] ?? { slots: [] });
    const badLine = updateGuest(state, second?.id ?? '', (g) => updateLine(g, extra, { serviceName: 'Tea\u0000' }));
    expect(validate(badLine)[FieldKey.lineName(extra)]).toEqual({ code: 'TEXT_CHARACTERS' });
  });

  it('counts technicians per service from the lines', () => {
    const facts = serviceFactsOf(filledState());
    expect(facts.get(NAILS)?.numberTechnician).toBe(1);
    expect(facts.get(COUPLES)?.numberTechnician).toBe(2);
  });

  it('tells form problems from error codes', () => {
    expect(isFormProblem(FormProblem.REQUIRED)).toBe(true);
    expect(isFormProblem(ErrorCode.BOOKING_INVALID)).toBe(false);
  });
});
