/** How the scheduler names technicians and tells whether one works that day. */
import { WorkingType, type ScheduleTechnician } from '../../domain/api';

export function isWorking(technician: ScheduleTechnician): boolean {
  return technician.technicianWorkings.some((w) => w.type === WorkingType.WORKING);
}

/** "ANNA" → "ANNA-FS" for full-service technicians (the spec's suffix). */
export function technicianLabel(technician: Pick<ScheduleTechnician, 'name' | 'fullService'>): string {
  return technician.fullService ? `${technician.name}-FS` : technician.name;
}
