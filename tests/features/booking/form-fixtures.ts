import { Gender } from '../../../src/domain/api';
import { addExtraLine, addServiceLine, setSlotTechnician, updateGuest, updateLine } from '../../../src/features/booking/form-edits';
import { lineId, type BookingFormState } from '../../../src/features/booking/form-model';
import { blankGuest, newBookingState } from '../../../src/features/booking/initial-form-state';
import { ANNA, BEA, CAL, CONFIG, COUPLES, idCounter, leaf, NAILS, TECHNICIANS } from './fixtures';

/** Main guest: a manicure (30) then a couples massage (60, two technicians); a second guest with an extra. */
export function filledState(): BookingFormState {
  const newId = idCounter();
  let state = newBookingState({ date: '2026-03-10', today: '2026-03-10', nowMinute: 600, config: CONFIG, preset: null, newId });
  state = { ...state, phone: '416 555 0101', customerName: 'jane doe', email: ' jane@example.com ', color: '#228be6', note: ' hi ' };
  const main = state.guests[0]?.id ?? '';
  state = updateGuest(state, main, (g) => addServiceLine(g, { service: leaf(NAILS), technicians: TECHNICIANS, presetTechnicianId: null, newId }));
  state = updateGuest(state, main, (g) =>
    addServiceLine(g, { service: leaf(COUPLES, { name: 'Couples', duration: 60, price: 9000, numberTechnician: 2 }), technicians: TECHNICIANS, presetTechnicianId: null, newId }),
  );
  const [manicure, couples] = state.guests[0]?.lines.map(lineId) ?? [];
  state = updateGuest(state, main, (g) => setSlotTechnician(setSlotTechnician(setSlotTechnician(g, manicure ?? '', 0, ANNA), couples ?? '', 0, ANNA), couples ?? '', 1, BEA));
  const second = { ...blankGuest(newId()), name: 'kid', gender: Gender.MALE };
  state = { ...state, guests: [...(state.guests[0] ? [state.guests[0]] : []), second] };
  state = updateGuest(state, second.id, (g) => addExtraLine(g, { technicians: TECHNICIANS, presetTechnicianId: CAL.id, newId }));
  const extra = state.guests[1]?.lines[0];
  state = updateGuest(state, second.id, (g) => updateLine(g, extra ? lineId(extra) : '', { serviceName: 'Nail art', price: 500, duration: 15 }));
  return state;
}

