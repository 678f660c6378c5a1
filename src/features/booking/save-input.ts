/**
 * Form state → what is queued (BookingSaveInput). Lines are laid one after another from the
 * booking start; a service with several technicians becomes one segment per technician, the
 * helpers pointing at the first (which carries the price, so the total counts it once).
 */
import type { BookingSaveArgs, BookingSaveInput, GuestInput, SegmentInput } from '../../domain/booking/args';
import { SegmentType } from '../../domain/booking/args';
import { dateTimeAt } from '../../domain/scheduler/clock';
import { stripPhone } from '../../domain/phone';
import { Gender } from '../../domain/api';
import type { BookingFormState, FormGuest } from './form-model';
import { lineId } from './form-model';
import { lineStartTimes } from './line-times';

/** What the form hands its parent: a new booking has no code yet (the queue gives it one). */
export type BookingSubmitArgs = Omit<BookingSaveInput, 'code'> & { code?: string };

/** Fully filled (defaults applied), so the domain rules can read it as parsed args. */
export type BookingDraft = Omit<BookingSaveArgs, 'code'> & { code?: string };

export function startTimeOf(state: Pick<BookingFormState, 'date' | 'time'>): string {
  return state.time === null ? '' : dateTimeAt(state.date, state.time);
}

function segmentsOf(guest: FormGuest, state: BookingFormState): SegmentInput[] {
  const times = lineStartTimes(guest.lines, state.date, state.time);
  const fallback = startTimeOf(state);
  let index = 0;
  return guest.lines.flatMap((line, li) =>
    line.slots.map(
      (slot, si): SegmentInput => ({
        id: slot.id,
        type: line.type,
        serviceId: line.type === SegmentType.SERVICE ? line.serviceId : null,
        serviceName: line.serviceName.trim(),
        // Gaps are left empty here and reported by validation before anything is sent.
        technicianId: slot.technicianId ?? '',
        startTime: times[li] ?? fallback,
        duration: line.duration ?? 0,
        price: si === 0 ? (line.price ?? 0) : 0,
        displayIndex: index++,
        parentId: si === 0 ? null : lineId(line),
        packageId: line.packageId,
      }),
    ),
  );
}

export function toDraft(state: BookingFormState, input: { branchId: string; start: boolean }): BookingDraft {
  const customerName = state.customerName.trim().toUpperCase();
  const main = state.guests[0];
  const guests = state.guests.map(
    (g, gi): GuestInput => ({
      id: g.id,
      // The main guest is the customer.
      name: gi === 0 ? customerName : g.name.trim().toUpperCase(),
      gender: g.gender,
      block: g.block,
      isReOrder: g.isReOrder,
      displayIndex: gi,
      segments: segmentsOf(g, state),
    }),
  );
  const email = state.email.trim();
  return {
    id: state.id,
    ...(state.code ? { code: state.code } : {}),
    branchId: input.branchId,
    customerId: state.customerId,
    customer: { name: customerName, phone: stripPhone(state.phone), email: email || null, birthDay: state.birthDay },
    startTime: startTimeOf(state),
    note: state.note.trim(),
    color: state.color.trim() || null,
    gender: main?.gender ?? Gender.ANY,
    block: main?.block ?? false,
    isReOrder: main?.isReOrder ?? false,
    guests,
    start: input.start,
    force: false,
    clipboard: false,
    prebookedFromBillId: null,
    walkIn: state.walkIn,
    // A booking of a series keeps its series: the server never changes it on an update.
    seriesId: null,
  };
}

/** The draft as the parent receives it. */
export function toSubmitArgs(draft: BookingDraft): BookingSubmitArgs {
  return draft;
}
