/**
 * A technician (spec part 2 §3): name, phone by the branch's phone rule, email, gender, address,
 * description, status, priority and auto priority, full service (the board's -FS), the services
 * they perform, and their work type with its shifts from a start date (when creating: the day
 * they start; when the type changes: the apply date of the new working time). Shared by the form
 * and the server.
 */
import { z } from '../schemas/zod';
import type { PhoneSetting } from '../phone';
import { optionalEmailProblem, optionalPhoneProblem, optionalTextProblem, requiredTextProblem } from '../catalogue/form-rules';
import { Problem, type FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import type { IsoDate } from '../time';
import { MAX_SHIFTS, WorkType, type Shift } from './working-time';
import { checkWorkShifts, requiredDateProblem, shiftSchema } from './working-time-rules';

export const TECHNICIAN_TEXT_MAX = { name: 120, address: 300, description: 2000 } as const;
export const TECHNICIAN_PRIORITY_MAX = 999;
/** More services than any branch offers. */
export const TECHNICIAN_SERVICES_MAX = 500;

export const TechnicianGender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export type TechnicianGender = (typeof TechnicianGender)[keyof typeof TechnicianGender];

export type TechnicianValues = {
  name: string;
  phone: string;
  email: string;
  gender: TechnicianGender;
  address: string;
  description: string;
  active: boolean;
  priority: number | null;
  autoPriority: boolean;
  fullService: boolean;
  serviceIds: string[];
  workType: WorkType;
  shifts: Shift[];
  /** Creating: the first working day. Changing the work type or shifts: the apply date. */
  startDate: string;
};
export type TechnicianField = keyof TechnicianValues;

export function emptyTechnicianValues(today: IsoDate): TechnicianValues {
  return {
    name: '',
    phone: '',
    email: '',
    gender: TechnicianGender.FEMALE,
    address: '',
    description: '',
    active: true,
    priority: 0,
    autoPriority: false,
    fullService: false,
    serviceIds: [],
    workType: WorkType.FULL_TIME,
    shifts: [],
    startDate: today,
  };
}

function priorityProblem(priority: number | null): FieldProblem | undefined {
  if (priority === null || !Number.isFinite(priority)) return { code: Problem.REQUIRED };
  if (!Number.isInteger(priority)) return { code: Problem.WHOLE_NUMBER };
  if (priority < 0) return { code: Problem.NUMBER_TOO_SMALL, min: 0 };
  return priority > TECHNICIAN_PRIORITY_MAX ? { code: Problem.NUMBER_TOO_LARGE, max: TECHNICIAN_PRIORITY_MAX } : undefined;
}

/** The technician form's rules for a branch with this phone setting. */
/* @__NO_SIDE_EFFECTS__ */
export function technicianValuesSchema(phone: PhoneSetting) {
  return z
    .object({
      name: z.string().check(ruleCheck((v: string) => requiredTextProblem(v, TECHNICIAN_TEXT_MAX.name))),
      phone: z.string().check(ruleCheck((v: string) => optionalPhoneProblem(v, phone))),
      email: z.string().check(ruleCheck(optionalEmailProblem)),
      gender: z.enum([TechnicianGender.MALE, TechnicianGender.FEMALE]),
      address: z.string().check(ruleCheck((v: string) => optionalTextProblem(v, TECHNICIAN_TEXT_MAX.address))),
      description: z.string().check(ruleCheck((v: string) => optionalTextProblem(v, TECHNICIAN_TEXT_MAX.description))),
      active: z.boolean(),
      priority: z.nullable(z.number()).check(ruleCheck(priorityProblem)),
      autoPriority: z.boolean(),
      fullService: z.boolean(),
      serviceIds: z.array(z.uuid()).check(z.maxLength(TECHNICIAN_SERVICES_MAX)),
      workType: z.enum([WorkType.FULL_TIME, WorkType.SHIFT, WorkType.OFF]),
      shifts: z.array(shiftSchema).check(z.maxLength(MAX_SHIFTS)),
      startDate: z.string().check(ruleCheck(requiredDateProblem)),
    }).check(z.superRefine(checkWorkShifts));
}

/** Whether a save changes the working time (a new configuration from the start date). */
export function workingTimeChanged(before: { workType: WorkType; shifts: readonly Shift[] } | null, after: { workType: WorkType; shifts: readonly Shift[] }): boolean {
  if (!before) return true;
  if (before.workType !== after.workType) return true;
  if (after.workType !== WorkType.SHIFT) return false;
  const key = (list: readonly Shift[]) => list.map((s) => `${s.start}-${s.end}`).sort().join(',');
  return key(before.shifts) !== key(after.shifts);
}
