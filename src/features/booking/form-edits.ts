/** The form's edits as pure functions of its state, so the rules are tested without React. */
import { BookingStatus, Gender, type ScheduleTechnician } from '../../domain/api';
import { SegmentType } from '../../domain/booking/args';
import type { CustomerOption, ServiceGroupNode, ServiceLeaf } from '../../domain/booking/reads';
import { sharePackagePrice } from '../../domain/booking/package-price';
import type { PackageRow } from '../../domain/catalogue/package-contract';
import { isGuestReadOnly } from '../../domain/booking/status';
import { stripPhone } from '../../domain/phone';
import type { BookingFormState, FormGuest, FormLine, NewId } from './form-model';
import { lineId } from './form-model';
import { blankGuest } from './initial-form-state';
import { presetTechnicianFor, technicianLabel, withGuestGender } from './technician-options';
import { findService } from './service-tree-filter';

type Technician = ScheduleTechnician;

export function updateGuest(state: BookingFormState, guestId: string, change: (guest: FormGuest) => FormGuest): BookingFormState {
  return { ...state, guests: state.guests.map((g) => (g.id === guestId ? change(g) : g)) };
}

export function addGuest(state: BookingFormState, input: { newId: NewId; status: BookingStatus }): BookingFormState {
  return { ...state, guests: [...state.guests, blankGuest(input.newId(), input.status)] };
}

/** The main guest stays, and a Completed guest cannot be removed (it has been paid). */
export function canRemoveGuest(state: BookingFormState, guestId: string): boolean {
  const index = state.guests.findIndex((g) => g.id === guestId);
  return index > 0 && state.guests[index]?.status !== BookingStatus.COMPLETED;
}

export function removeGuest(state: BookingFormState, guestId: string): BookingFormState {
  if (!canRemoveGuest(state, guestId)) return state;
  return { ...state, guests: state.guests.filter((g) => g.id !== guestId) };
}

export function isGuestLocked(guest: Pick<FormGuest, 'status'>): boolean {
  return guest.status !== null && isGuestReadOnly(guest.status);
}

/** A picked service: one slot per technician it needs; the board cell's technician takes the first. */
export function addServiceLine(
  guest: FormGuest,
  input: { service: ServiceLeaf; technicians: readonly Technician[]; presetTechnicianId: string | null; newId: NewId },
): FormGuest {
  const { service } = input;
  const count = Math.max(1, service.numberTechnician);
  const preset = guest.lines.length === 0
    ? presetTechnicianFor({ technicians: input.technicians, presetId: input.presetTechnicianId, serviceId: service.id, gender: guest.gender })
    : null;
  const line: FormLine = {
    type: SegmentType.SERVICE,
    serviceId: service.id,
    serviceName: service.name,
    slots: Array.from({ length: count }, (_, i) => ({
      id: input.newId(),
      technicianId: i === 0 && preset ? preset.id : null,
      technicianName: i === 0 && preset ? technicianLabel(preset) : '',
    })),
    duration: service.duration,
    price: service.price,
    fixedStart: null,
    packageId: null,
  };
  return { ...guest, lines: [...guest.lines, line] };
}

/**
 * A picked package: its services as lines one after the other, each at its share of the
 * package price (sharePackagePrice) and naming the package. A service the stored tree lacks
 * (made inactive since) is booked with the package's own facts of it.
 */
export function addPackageLines(
  guest: FormGuest,
  input: { pkg: PackageRow; groups: readonly ServiceGroupNode[] | null; technicians: readonly Technician[]; presetTechnicianId: string | null; newId: NewId },
): FormGuest {
  const { pkg } = input;
  const prices = sharePackagePrice(pkg.price, pkg.services.map((s) => s.price));
  return pkg.services.reduce((g, s, i) => {
    const leaf = findService(input.groups, s.id) ?? { id: s.id, groupId: '', code: s.code, name: s.name, price: s.price, duration: s.duration, cleaning: 0, numberTechnician: 1 };
    const added = addServiceLine(g, { service: { ...leaf, price: prices[i] ?? 0 }, technicians: input.technicians, presetTechnicianId: input.presetTechnicianId, newId: input.newId });
    return { ...added, lines: added.lines.map((line, li) => (li === added.lines.length - 1 ? { ...line, packageId: pkg.id } : line)) };
  }, guest);
}

/** A free-text line: a name, a technician and a price, no service. */
export function addExtraLine(guest: FormGuest, input: { technicians: readonly Technician[]; presetTechnicianId: string | null; newId: NewId }): FormGuest {
  const preset = guest.lines.length === 0
    ? presetTechnicianFor({ technicians: input.technicians, presetId: input.presetTechnicianId, serviceId: null, gender: guest.gender })
    : null;
  const line: FormLine = {
    type: SegmentType.EXTRA,
    serviceId: null,
    serviceName: '',
    slots: [{ id: input.newId(), technicianId: preset?.id ?? null, technicianName: preset ? technicianLabel(preset) : '' }],
    duration: 0,
    price: null,
    fixedStart: null,
    packageId: null,
  };
  return { ...guest, lines: [...guest.lines, line] };
}

export function removeLine(guest: FormGuest, id: string): FormGuest {
  return { ...guest, lines: guest.lines.filter((l) => lineId(l) !== id) };
}

/** Up (-1) or down (+1) one place; nothing happens at either end. */
export function moveLine(guest: FormGuest, id: string, delta: -1 | 1): FormGuest {
  const from = guest.lines.findIndex((l) => lineId(l) === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= guest.lines.length) return guest;
  const lines = [...guest.lines];
  const [moved] = lines.splice(from, 1);
  if (moved) lines.splice(to, 0, moved);
  return { ...guest, lines };
}

export function updateLine(guest: FormGuest, id: string, patch: Partial<Pick<FormLine, 'duration' | 'price' | 'serviceName'>>): FormGuest {
  return { ...guest, lines: guest.lines.map((l) => (lineId(l) === id ? { ...l, ...patch } : l)) };
}

export function setSlotTechnician(
  guest: FormGuest,
  id: string,
  slotIndex: number,
  technician: Pick<ScheduleTechnician, 'id' | 'name' | 'fullService'> | null,
): FormGuest {
  return {
    ...guest,
    lines: guest.lines.map((l) =>
      lineId(l) !== id
        ? l
        : {
            ...l,
            slots: l.slots.map((s, i) =>
              i === slotIndex ? { ...s, technicianId: technician?.id ?? null, technicianName: technician ? technicianLabel(technician) : '' } : s,
            ),
          },
    ),
  };
}

export function setGuestGender(state: BookingFormState, guestId: string, gender: Gender, technicians: readonly Pick<ScheduleTechnician, 'id' | 'gender'>[]): BookingFormState {
  return updateGuest(state, guestId, (g) => withGuestGender(g, gender, technicians));
}

export const GENDER_CHOICES: readonly Gender[] = [Gender.ANY, Gender.MALE, Gender.FEMALE];

/** A segmented control's string back to a gender (ANY for anything unexpected). */
export function asGender(value: string): Gender {
  return GENDER_CHOICES.find((g) => g === value) ?? Gender.ANY;
}

// ---- customer ----

/** The customer record keeps several emails as a comma list; the last one is current. */
export function lastEmail(raw: string | null): string {
  if (!raw) return '';
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

export function withCustomer(state: BookingFormState, option: CustomerOption): BookingFormState {
  return {
    ...state,
    customerId: option.value,
    customerName: option.name.toUpperCase(),
    phone: stripPhone(option.phone),
    email: lastEmail(option.email),
    customerBlocked: option.block,
    customerNotes: option.notes,
  };
}

/**
 * A typed phone: spaces stripped. Another number is another customer, so the chosen one is
 * let go (offline the server matches the customer by phone).
 */
export function withTypedPhone(state: BookingFormState, typed: string): BookingFormState {
  const phone = stripPhone(typed);
  if (phone === state.phone) return state;
  return { ...state, phone, customerId: null, customerBlocked: false, customerNotes: [] };
}

export function withTypedName(state: BookingFormState, typed: string): BookingFormState {
  return { ...state, customerName: typed.toUpperCase() };
}
