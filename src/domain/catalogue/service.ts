/**
 * Services and their groups (spec part 2 §3 "Service"): what the service form may hold, shared
 * by the form and the server. A duration is counted in the scheduler's 15-minute slots (a line
 * shorter than one slot is refused on the board, part 1 §9), the cleaning after it in 5 minutes.
 * A service may be a variant of another (its parent): a main service of the same group, one
 * level deep, so the booking form's picker stays the two-level tree of groups and services.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { SLOT_MINUTES } from '../scheduler/working-hours';
import { problemsOf, type FieldProblem, type FieldProblems } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { requiredCentsProblem, requiredTextProblem } from './form-rules';

export const SERVICE_CODE_MAX = 30;
export const SERVICE_NAME_MAX = 120;
export const SERVICE_GROUP_NAME_MAX = 80;
const SERVICE_CODE = /^[A-Z0-9_-]+$/;

/** Eight hours: a day's longest treatment, a typo guard beyond it. */
export const SERVICE_DURATION_MAX = 480;
export const SERVICE_DURATION_STEP = SLOT_MINUTES;
export const SERVICE_CLEANING_MAX = 120;
export const SERVICE_CLEANING_STEP = 5;
/** Technicians one service may need at once (a couples massage needs two). */
export const SERVICE_TECHNICIANS_MAX = 4;
export const COUPLE_TECHNICIANS_MIN = 2;

/** A main service, or an add-on booked beside one (nail art with a manicure). */
export const ServiceType = { MAIN: 'MAIN', ADD_ON: 'ADD_ON' } as const;
export type ServiceType = (typeof ServiceType)[keyof typeof ServiceType];
export const SERVICE_TYPES: readonly [ServiceType, ...ServiceType[]] = [ServiceType.MAIN, ServiceType.ADD_ON];

export function normaliseServiceCode(code: string): string {
  return code.trim().toUpperCase();
}

export type ServiceValues = {
  code: string;
  name: string;
  /** "" until one is chosen. */
  groupId: string;
  parentId: string | null;
  price: Cents | null;
  /** Minutes. */
  duration: number | null;
  cleaning: number | null;
  numberTechnician: number | null;
  couple: boolean;
  type: ServiceType;
  active: boolean;
};
export type ServiceField = keyof ServiceValues;

export const EMPTY_SERVICE_VALUES: ServiceValues = {
  code: '',
  name: '',
  groupId: '',
  parentId: null,
  price: null,
  duration: 60,
  cleaning: 0,
  numberTechnician: 1,
  couple: false,
  type: ServiceType.MAIN,
  active: true,
};

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normaliseServiceCode(raw);
  if (code === '') return { code: 'REQUIRED' };
  if (code.length > SERVICE_CODE_MAX) return { code: 'TOO_LONG', max: SERVICE_CODE_MAX };
  return SERVICE_CODE.test(code) ? undefined : { code: 'CODE_FORMAT' };
}

/** Whole minutes from `min` to `max` in steps of `step`. */
export function minutesProblem(minutes: number | null, range: { min: number; max: number; step: number }): FieldProblem | undefined {
  if (minutes === null || !Number.isFinite(minutes)) return { code: 'REQUIRED' };
  if (!Number.isInteger(minutes)) return { code: 'WHOLE_NUMBER' };
  if (minutes < range.min) return { code: 'NUMBER_TOO_SMALL', min: range.min };
  if (minutes > range.max) return { code: 'NUMBER_TOO_LARGE', max: range.max };
  return minutes % range.step === 0 ? undefined : { code: 'MINUTES_STEP', step: range.step };
}

export const durationProblem = (minutes: number | null) =>
  minutesProblem(minutes, { min: SERVICE_DURATION_STEP, max: SERVICE_DURATION_MAX, step: SERVICE_DURATION_STEP });
export const cleaningProblem = (minutes: number | null) => minutesProblem(minutes, { min: 0, max: SERVICE_CLEANING_MAX, step: SERVICE_CLEANING_STEP });

function techniciansProblem(count: number | null): FieldProblem | undefined {
  if (count === null || !Number.isFinite(count)) return { code: 'REQUIRED' };
  if (!Number.isInteger(count)) return { code: 'WHOLE_NUMBER' };
  if (count < 1) return { code: 'NUMBER_TOO_SMALL', min: 1 };
  return count > SERVICE_TECHNICIANS_MAX ? { code: 'NUMBER_TOO_LARGE', max: SERVICE_TECHNICIANS_MAX } : undefined;
}

const requiredChoice = (id: string): FieldProblem | undefined => (id.trim() === '' ? { code: 'REQUIRED' } : undefined);

/** The service form's rules, as one schema: the form validates with it and the server parses with it. */
export const serviceValuesSchema = z
  .object({
    code: z.string().check(ruleCheck(codeProblem)),
    name: z.string().check(ruleCheck((name: string) => requiredTextProblem(name, SERVICE_NAME_MAX))),
    groupId: z.string().check(ruleCheck(requiredChoice)),
    parentId: z.nullable(z.string()),
    price: z.nullable(z.number()).check(ruleCheck((price: Cents | null) => requiredCentsProblem(price))),
    duration: z.nullable(z.number()).check(ruleCheck(durationProblem)),
    cleaning: z.nullable(z.number()).check(ruleCheck(cleaningProblem)),
    numberTechnician: z.nullable(z.number()).check(ruleCheck(techniciansProblem)),
    couple: z.boolean(),
    type: z.enum(SERVICE_TYPES),
    active: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      // A couple is served side by side: two technicians at least.
      const count = values.numberTechnician;
      if (values.couple && count !== null && Number.isInteger(count) && count >= 1 && count < COUPLE_TECHNICIANS_MIN) {
        const problem = { code: 'NUMBER_TOO_SMALL', min: COUPLE_TECHNICIANS_MIN } as const;
        ctx.addIssue({ code: 'custom', path: ['numberTechnician'], message: `Enter at least ${COUPLE_TECHNICIANS_MIN}`, params: { problem } });
      }
    }),
  );

export function serviceProblems(values: ServiceValues): FieldProblems<ServiceField> {
  return problemsOf(serviceValuesSchema, values);
}

/** What a parent must be, given the service's own id (null while new) and whether it has variants itself. */
export type ParentCandidate = { id: string; groupId: string; parentId: string | null };

/**
 * The parent rule: none, or a main service (no parent of its own) of the same group that is
 * not the service itself; a service that has variants cannot become one.
 */
export function parentProblem(input: {
  serviceId: string | null;
  groupId: string;
  parent: ParentCandidate | null;
  parentId: string | null;
  hasVariants: boolean;
}): FieldProblem | undefined {
  if (input.parentId === null) return undefined;
  const parent = input.parent;
  if (!parent || parent.id !== input.parentId) return { code: 'PARENT_INVALID' };
  if (parent.id === input.serviceId || parent.parentId !== null || parent.groupId !== input.groupId || input.hasVariants) {
    return { code: 'PARENT_INVALID' };
  }
  return undefined;
}

export type ServiceGroupValues = { name: string; active: boolean };
export const EMPTY_SERVICE_GROUP_VALUES: ServiceGroupValues = { name: '', active: true };

export const serviceGroupValuesSchema = z.object({
  name: z.string().check(ruleCheck((name: string) => requiredTextProblem(name, SERVICE_GROUP_NAME_MAX))),
  active: z.boolean(),
});

/** A booked line keeps its service; a variant keeps its parent; a package keeps its services; a group keeps its services. */
export function canDeleteService(links: { segments: number; variants: number; packages?: number }): boolean {
  return links.segments === 0 && links.variants === 0 && (links.packages ?? 0) === 0;
}

export function canDeleteServiceGroup(links: { services: number }): boolean {
  return links.services === 0;
}
