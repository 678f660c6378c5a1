/**
 * "Booking invalid!" before anything is queued (spec part 1 §5): the gaps only the form can
 * see (an empty field, a line without a technician) and then the domain's own rules
 * (bookingFieldErrors, shared with the worker and the server), keyed by form field.
 */
import { z } from '../../domain/schemas/zod';
import { ErrorCode } from '../../domain/errors';
import { problemOfIssue, type FieldProblem as ValueProblem } from '../../domain/schemas/problems';
import { bookingSaveArgs, SegmentType } from '../../domain/booking/args';
import { bookingFieldErrors, type ServiceFacts } from '../../domain/booking/validate';
import type { ClosedDay } from '../../domain/booking/closed-day';
import type { PhoneSetting } from '../../domain/phone';
import type { BookingFormState } from './form-model';
import { lineId } from './form-model';
import { isGuestLocked } from './form-edits';
import type { BookingDraft } from './save-input';

export const FormProblem = {
  REQUIRED: 'FORM_REQUIRED',
  TECHNICIAN_REQUIRED: 'FORM_TECHNICIAN_REQUIRED',
  NO_SERVICE: 'FORM_NO_SERVICE',
} as const;
export type FormProblem = (typeof FormProblem)[keyof typeof FormProblem];

/** A gap of the form, a rule's code, or what the shared schema says of a value (too long, control characters, ...). */
export type FieldProblem = ErrorCode | FormProblem | ValueProblem;
export type FormErrors = Record<string, FieldProblem>;

const FORM_PROBLEMS: readonly string[] = Object.values(FormProblem);

export function isFormProblem(problem: FieldProblem): problem is FormProblem {
  return typeof problem === 'string' && FORM_PROBLEMS.includes(problem);
}

export const FieldKey = {
  PHONE: 'customer.phone',
  CUSTOMER_NAME: 'customer.name',
  EMAIL: 'customer.email',
  NOTE: 'note',
  START_TIME: 'startTime',
  /** Anything the schema refuses that no field shows. */
  FORM: 'form',
  guest: (guestId: string) => `guest.${guestId}`,
  guestName: (guestId: string) => `guest.${guestId}.name`,
  line: (id: string) => `line.${id}`,
  technician: (id: string, slot: number) => `line.${id}.technician.${slot}`,
  duration: (id: string) => `line.${id}.duration`,
  price: (id: string) => `line.${id}.price`,
  lineName: (id: string) => `line.${id}.name`,
} as const;

/** How many technicians each service of the form needs: the slots its line was given. */
export function serviceFactsOf(state: BookingFormState): Map<string, ServiceFacts> {
  const facts = new Map<string, ServiceFacts>();
  for (const guest of state.guests) {
    for (const line of guest.lines) {
      if (line.serviceId === null) continue;
      const known = facts.get(line.serviceId);
      facts.set(line.serviceId, { id: line.serviceId, numberTechnician: Math.max(known?.numberTechnician ?? 0, line.slots.length) });
    }
  }
  return facts;
}

function formGaps(state: BookingFormState): FormErrors {
  const errors: FormErrors = {};
  if (!state.phone.trim()) errors[FieldKey.PHONE] = FormProblem.REQUIRED;
  if (!state.customerName.trim()) errors[FieldKey.CUSTOMER_NAME] = FormProblem.REQUIRED;
  if (state.time === null) errors[FieldKey.START_TIME] = FormProblem.REQUIRED;
  for (const guest of state.guests) {
    if (isGuestLocked(guest)) continue;
    if (guest.lines.length === 0) errors[FieldKey.guest(guest.id)] = FormProblem.NO_SERVICE;
    for (const line of guest.lines) {
      const id = lineId(line);
      line.slots.forEach((slot, i) => {
        if (!slot.technicianId) errors[FieldKey.technician(id, i)] = FormProblem.TECHNICIAN_REQUIRED;
      });
      if (line.duration === null) errors[FieldKey.duration(id)] = FormProblem.REQUIRED;
      if (line.price === null) errors[FieldKey.price(id)] = FormProblem.REQUIRED;
      if (line.type === SegmentType.EXTRA && !line.serviceName.trim()) errors[FieldKey.lineName(id)] = FormProblem.REQUIRED;
    }
  }
  return errors;
}

/** The domain's keys (guests.{g}.segments[.{segmentId}]) → the form's. */
function domainKey(key: string, state: BookingFormState): string | null {
  const m = /^guests\.(\d+)\.segments(?:\.(.+))?$/.exec(key);
  if (!m) return key;
  const guest = state.guests[Number(m[1])];
  // A read-only guest cannot be fixed here, and the server leaves it as it is.
  if (!guest || isGuestLocked(guest)) return null;
  return m[2] ? FieldKey.line(m[2]) : FieldKey.guest(guest.id);
}

/** The form line holding a segment id (a helper technician's segment belongs to its line). */
function lineOfSegment(state: BookingFormState, segmentId: string): string | null {
  for (const guest of state.guests) {
    for (const line of guest.lines) if (line.slots.some((s) => s.id === segmentId)) return lineId(line);
  }
  return null;
}

/** The form field showing a schema issue at `path` of the draft, or null for the form as a whole. */
function fieldOfIssue(path: readonly PropertyKey[], draft: BookingDraft, state: BookingFormState): string | null {
  const [head, second, third, fourth, fifth] = path;
  if (head === 'customer' && second === 'phone') return FieldKey.PHONE;
  if (head === 'customer' && second === 'name') return FieldKey.CUSTOMER_NAME;
  if (head === 'customer' && second === 'email') return FieldKey.EMAIL;
  if (head === 'startTime') return FieldKey.START_TIME;
  if (head === 'note') return FieldKey.NOTE;
  if (head !== 'guests' || typeof second !== 'number') return null;
  const guest = draft.guests[second];
  if (third === 'name' && guest) return FieldKey.guestName(guest.id);
  if (third !== 'segments' || typeof fourth !== 'number') return null;
  const segment = guest?.segments[fourth];
  const line = segment ? lineOfSegment(state, segment.id) : null;
  if (line === null) return null;
  return fifth === 'serviceName' ? FieldKey.lineName(line) : FieldKey.line(line);
}

export function validateBookingForm(input: {
  state: BookingFormState;
  draft: BookingDraft;
  phone: PhoneSetting;
  /** The closed day the booking would come onto (closedDayRefusal), as the server would refuse it. */
  closedDay?: ClosedDay | null;
}): FormErrors {
  const { state, draft } = input;
  const errors = formGaps(state);
  if (input.closedDay) errors[FieldKey.START_TIME] ??= ErrorCode.CLOSED_DAY;
  const domain = bookingFieldErrors({ args: draft, phone: input.phone, services: serviceFactsOf(state) });
  for (const [key, code] of Object.entries(domain)) {
    const mapped = domainKey(key, state);
    if (mapped === null) continue;
    // A gap already says what is wrong with this field or line.
    const covered = Object.keys(errors).some((k) => k === mapped || k.startsWith(`${mapped}.`));
    if (!covered) errors[mapped] = code;
  }
  if (Object.keys(errors).length > 0) return errors;
  // Last guard: whatever else the shared schema refuses (a name too long, a control character,
  // ...), said at the field in the schema's words; what no field shows is "Booking invalid!".
  const parsed = z.omit(bookingSaveArgs, { code: true }).safeParse(draft);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = fieldOfIssue(issue.path, draft, state);
    if (key === null) errors[FieldKey.FORM] ??= ErrorCode.BOOKING_INVALID;
    else errors[key] ??= problemOfIssue(issue, draft);
  }
  return errors;
}
