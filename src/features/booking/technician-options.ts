/**
 * Who may be chosen for a line: a technician working that day who offers the service (any
 * one for an extra line) and fits the guest's gender. A service needing several technicians
 * needs different ones, so a slot does not offer those already chosen in the other slots.
 */
import { Gender, type ScheduleTechnician } from '../../domain/api';
import { genderAllows, offersService } from '../../domain/scheduler/placement';
import type { FormGuest, FormLine } from './form-model';

export type TechnicianOption = { value: string; label: string };

type Technician = ScheduleTechnician;

export function technicianLabel(technician: Pick<ScheduleTechnician, 'name' | 'fullService'>): string {
  return technician.fullService ? `${technician.name}-FS` : technician.name;
}

export function canServe(technician: Technician, serviceId: string | null, gender: Gender): boolean {
  return genderAllows(gender, technician.gender) && offersService(technician, serviceId);
}

export function technicianOptions(input: {
  technicians: readonly Technician[];
  serviceId: string | null;
  gender: Gender;
  /** Chosen in the line's other slots. */
  taken: readonly string[];
  /** The slot's current technician, kept listed (with its stored name) even if the rules changed. */
  current: { id: string; name: string } | null;
}): TechnicianOption[] {
  const options = input.technicians
    .filter((t) => canServe(t, input.serviceId, input.gender) && !input.taken.includes(t.id))
    .map((t) => ({ value: t.id, label: technicianLabel(t) }));
  const current = input.current;
  if (current && !options.some((o) => o.value === current.id)) {
    const known = input.technicians.find((t) => t.id === current.id);
    options.unshift({ value: current.id, label: known ? technicianLabel(known) : current.name || '—' });
  }
  return options;
}

/** Options for each slot of a line. */
export function slotOptions(input: { technicians: readonly Technician[]; line: FormLine; gender: Gender }): TechnicianOption[][] {
  const { line } = input;
  return line.slots.map((slot, i) =>
    technicianOptions({
      technicians: input.technicians,
      serviceId: line.serviceId,
      gender: input.gender,
      taken: line.slots.filter((_, j) => j !== i).flatMap((s) => (s.technicianId ? [s.technicianId] : [])),
      current: slot.technicianId ? { id: slot.technicianId, name: slot.technicianName } : null,
    }),
  );
}

/**
 * A new gender for a guest: technicians of the other gender leave its lines. A technician
 * not on today's list is kept, since nothing says they are of the other gender.
 */
export function withGuestGender(guest: FormGuest, gender: Gender, technicians: readonly Pick<ScheduleTechnician, 'id' | 'gender'>[]): FormGuest {
  if (gender === Gender.ANY) return { ...guest, gender };
  const byId = new Map(technicians.map((t) => [t.id, t]));
  return {
    ...guest,
    gender,
    lines: guest.lines.map((line) => ({
      ...line,
      slots: line.slots.map((slot) => {
        const tech = slot.technicianId ? byId.get(slot.technicianId) : undefined;
        return tech && tech.gender !== gender ? { ...slot, technicianId: null, technicianName: '' } : slot;
      }),
    })),
  };
}

/** The technician a new line starts with: the board cell's, when they can do it. */
export function presetTechnicianFor(input: {
  technicians: readonly Technician[];
  presetId: string | null;
  serviceId: string | null;
  gender: Gender;
}): Technician | null {
  if (!input.presetId) return null;
  const tech = input.technicians.find((t) => t.id === input.presetId);
  return tech && canServe(tech, input.serviceId, input.gender) ? tech : null;
}
