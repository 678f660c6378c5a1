/**
 * The working-time forms' rules (spec part 2 §5 "Working time config"): at least one shift for
 * shift work ("Please add at least one working hours"), every required field "This fill is
 * required", shifts on 15-minute steps that end after they start and do not overlap; the quick
 * timesheet's "to date must be greater than from date". One zod schema per form: the form
 * validates with it and the server parses with it.
 */
import { z } from '../schemas/zod';
import { isCalendarDate } from '../schemas/dates';
import { fieldProblemMessage, Problem, type FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { text } from '../schemas/text';
import { addDays, isHourMinute, minutesOfDay, type IsoDate } from '../time';
import { MAX_RANGE_DAYS, MAX_SHIFTS, SHIFT_STEP_MINUTES, shiftEndMinute, TimeOffType, WorkType, type Shift } from './working-time';

export const TIME_OFF_NOTE_MAX = 500;

function problemIssue(ctx: z.core.$RefinementCtx, path: (string | number)[], problem: FieldProblem): void {
  ctx.addIssue({ code: 'custom', path, message: fieldProblemMessage(problem), params: { problem } });
}

export function requiredDateProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') return { code: Problem.FILL_REQUIRED };
  return isCalendarDate(value) ? undefined : { code: Problem.DATE_INVALID };
}

export function optionalDateProblem(value: string): FieldProblem | undefined {
  return value === '' ? undefined : requiredDateProblem(value);
}

export function shiftTimeProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') return { code: Problem.FILL_REQUIRED };
  if (!isHourMinute(value)) return { code: Problem.TIME_INVALID };
  return minutesOfDay(value) % SHIFT_STEP_MINUTES === 0 ? undefined : { code: Problem.QUARTER_HOUR };
}

/** A date the server will not let a change start before: the branch's today. */
export function notPastProblem(date: IsoDate, today: IsoDate): FieldProblem | undefined {
  return isCalendarDate(date) && date < today ? { code: Problem.DATE_PAST } : undefined;
}

const requiredDate = z.string().check(ruleCheck(requiredDateProblem));
const optionalDate = z.string().check(ruleCheck(optionalDateProblem));
const shiftTime = z.string().check(ruleCheck(shiftTimeProblem));

export const shiftSchema = z.object({ start: shiftTime, end: shiftTime });

/** Problems of a day's shifts as a whole: order within each, overlap between them. */
export function checkShifts(shifts: readonly Shift[], ctx: z.core.$RefinementCtx, at: (string | number)[]): void {
  const valid = shifts.map((s, i) => ({ s, i })).filter(({ s }) => shiftTimeProblem(s.start) === undefined && shiftTimeProblem(s.end) === undefined);
  for (const { s, i } of valid) {
    if (shiftEndMinute(s.end) <= minutesOfDay(s.start)) problemIssue(ctx, [...at, i, 'end'], { code: Problem.SHIFT_ORDER });
  }
  const ordered = valid.filter(({ s }) => shiftEndMinute(s.end) > minutesOfDay(s.start)).sort((a, b) => minutesOfDay(a.s.start) - minutesOfDay(b.s.start));
  for (let k = 1; k < ordered.length; k++) {
    const previous = ordered[k - 1];
    const current = ordered[k];
    if (previous && current && minutesOfDay(current.s.start) < shiftEndMinute(previous.s.end)) {
      problemIssue(ctx, [...at, current.i, 'start'], { code: Problem.SHIFT_OVERLAP });
    }
  }
}

/** Shift work needs at least one shift; the other types keep none. */
export function checkWorkShifts(value: { workType: string; shifts: readonly Shift[] }, ctx: z.core.$RefinementCtx): void {
  if (value.workType === WorkType.SHIFT) {
    if (value.shifts.length === 0) problemIssue(ctx, ['shifts'], { code: Problem.SHIFTS_REQUIRED });
    else checkShifts(value.shifts, ctx, ['shifts']);
  }
}

const workType = z.enum([WorkType.FULL_TIME, WorkType.SHIFT, WorkType.OFF]);
const shifts = z.array(shiftSchema).check(z.maxLength(MAX_SHIFTS));

function rangeTooLong(from: string, to: string): boolean {
  return isCalendarDate(from) && isCalendarDate(to) && to > addDays(from, MAX_RANGE_DAYS - 1);
}

/** The working-time configuration form: type, shifts, from and (optional) to date, apply date. */
export type WorkingTimeValues = { workType: WorkType; shifts: Shift[]; fromDate: string; toDate: string; applyDate: string };

export const workingTimeValuesSchema = z
  .object({ workType, shifts, fromDate: requiredDate, toDate: optionalDate, applyDate: requiredDate }).check(z.superRefine((v, ctx) => {
    checkWorkShifts(v, ctx);
    if (v.toDate !== '' && isCalendarDate(v.fromDate) && isCalendarDate(v.toDate) && v.toDate < v.fromDate) {
      problemIssue(ctx, ['toDate'], { code: Problem.DATE_ORDER });
    }
    if (v.toDate !== '' && isCalendarDate(v.applyDate) && isCalendarDate(v.toDate) && v.applyDate > v.toDate) {
      problemIssue(ctx, ['applyDate'], { code: Problem.DATE_ORDER });
    }
  }));

/** The quick timesheet: a technician, from and to date (to after from), the type and shifts. */
export type QuickTimesheetValues = { technicianId: string; workType: WorkType; shifts: Shift[]; fromDate: string; toDate: string };

export const quickTimesheetValuesSchema = z
  .object({
    technicianId: z.string().check(ruleCheck((id: string) => (id === '' ? { code: Problem.FILL_REQUIRED } : z.uuid().safeParse(id).success ? undefined : { code: Problem.INVALID }))),
    workType,
    shifts,
    fromDate: requiredDate,
    toDate: requiredDate,
  }).check(z.superRefine((v, ctx) => {
    checkWorkShifts(v, ctx);
    if (isCalendarDate(v.fromDate) && isCalendarDate(v.toDate) && v.toDate <= v.fromDate) problemIssue(ctx, ['toDate'], { code: Problem.TO_DATE_AFTER_FROM });
    else if (rangeTooLong(v.fromDate, v.toDate)) problemIssue(ctx, ['toDate'], { code: Problem.TOO_MANY, max: MAX_RANGE_DAYS });
  }));

/** Paid or unpaid time off: one day (to date = from date) or a range. */
export type TimeOffValues = { technicianId: string; type: TimeOffType; fromDate: string; toDate: string; note: string };

export const timeOffValuesSchema = z
  .object({
    technicianId: quickTimesheetValuesSchema.shape.technicianId,
    type: z.enum([TimeOffType.PAID, TimeOffType.UNPAID]),
    fromDate: requiredDate,
    toDate: requiredDate,
    note: text({ max: TIME_OFF_NOTE_MAX, multiline: true }),
  }).check(z.superRefine((v, ctx) => {
    if (isCalendarDate(v.fromDate) && isCalendarDate(v.toDate) && v.toDate < v.fromDate) problemIssue(ctx, ['toDate'], { code: Problem.DATE_ORDER });
    else if (rangeTooLong(v.fromDate, v.toDate)) problemIssue(ctx, ['toDate'], { code: Problem.TOO_MANY, max: MAX_RANGE_DAYS });
  }));

/** Shifts as one line of text, the way a form field carries them: "09:00-13:00,14:00-18:00". */
export function shiftsText(list: readonly Shift[]): string {
  return list.map((s) => `${s.start}-${s.end}`).join(',');
}

/** The shifts of a text line; a part that is not "start-end" keeps its text, for the rules to refuse. */
export function parseShiftsText(value: string): Shift[] {
  if (value.trim() === '') return [];
  return value.split(',').map((part) => {
    const [start = '', end = '', ...rest] = part.trim().split('-');
    return rest.length === 0 ? { start: start.trim(), end: end.trim() } : { start: part, end: '' };
  });
}
