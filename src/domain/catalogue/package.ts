/**
 * Packages (spec part 2 §3 "Package": code, content, price, start and end time, enabled or
 * disabled, services): a set price for services booked together. Start and end are branch wall
 * clock times ("YYYY-MM-DD HH:mm", as the spec sends times), so they compare as text and mean
 * the same on a tablet offline as on the server. Shared by the form and the server.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { isWallDateTime } from '../schemas/dates';
import { problemsOf, type FieldProblem, type FieldProblems } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { requiredCentsProblem, requiredTextProblem } from './form-rules';

export const PACKAGE_CODE_MAX = 30;
export const PACKAGE_CONTENT_MAX = 500;
/** More services than one visit holds is a typo. */
export const PACKAGE_SERVICES_MAX = 20;
const PACKAGE_CODE = /^[A-Z0-9_-]+$/;

export const PackageStatus = { ENABLED: 'ENABLED', DISABLED: 'DISABLED' } as const;
export type PackageStatus = (typeof PackageStatus)[keyof typeof PackageStatus];
export const PACKAGE_STATUSES: readonly [PackageStatus, ...PackageStatus[]] = [PackageStatus.ENABLED, PackageStatus.DISABLED];

export function normalisePackageCode(code: string): string {
  return code.trim().toUpperCase();
}

export type PackageValues = {
  code: string;
  content: string;
  price: Cents | null;
  /** "YYYY-MM-DD HH:mm", branch wall clock; "" until chosen. */
  startTime: string;
  endTime: string;
  status: PackageStatus;
  /** In the order they are booked. */
  serviceIds: string[];
};
export type PackageField = keyof PackageValues;

export const EMPTY_PACKAGE_VALUES: PackageValues = {
  code: '',
  content: '',
  price: null,
  startTime: '',
  endTime: '',
  status: PackageStatus.ENABLED,
  serviceIds: [],
};

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normalisePackageCode(raw);
  if (code === '') return { code: 'REQUIRED' };
  if (code.length > PACKAGE_CODE_MAX) return { code: 'TOO_LONG', max: PACKAGE_CODE_MAX };
  return PACKAGE_CODE.test(code) ? undefined : { code: 'CODE_FORMAT' };
}

function wallTimeProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') return { code: 'REQUIRED' };
  return isWallDateTime(value) ? undefined : { code: 'DATE_INVALID' };
}

function servicesProblem(ids: readonly string[]): FieldProblem | undefined {
  if (ids.length === 0) return { code: 'REQUIRED' };
  if (ids.length > PACKAGE_SERVICES_MAX) return { code: 'TOO_MANY', max: PACKAGE_SERVICES_MAX };
  return new Set(ids).size === ids.length ? undefined : { code: 'INVALID' };
}

/** The package form's rules, as one schema: the form validates with it and the server parses with it. */
export const packageValuesSchema = z
  .object({
    code: z.string().check(ruleCheck(codeProblem)),
    content: z.string().check(ruleCheck((text: string) => requiredTextProblem(text, PACKAGE_CONTENT_MAX))),
    price: z.nullable(z.number()).check(ruleCheck((price: Cents | null) => requiredCentsProblem(price))),
    startTime: z.string().check(ruleCheck(wallTimeProblem)),
    endTime: z.string().check(ruleCheck(wallTimeProblem)),
    status: z.enum(PACKAGE_STATUSES),
    serviceIds: z.array(z.string()).check(ruleCheck(servicesProblem)),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!isWallDateTime(values.startTime) || !isWallDateTime(values.endTime) || values.endTime >= values.startTime) return;
      const problem = { code: 'DATE_ORDER' } as const;
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must come after the start', params: { problem } });
    }),
  );

export function packageProblems(values: PackageValues): FieldProblems<PackageField> {
  return problemsOf(packageValuesSchema, values);
}

/** What the booking form and the server both ask of a package named on a booking. */
export type PackageWindow = { status: PackageStatus; startTime: string; endTime: string };

/** Offered, and accepted, only enabled and for a booking starting between its start and end time. */
export function isPackageBookable(pkg: PackageWindow, bookingStart: string): boolean {
  return pkg.status === PackageStatus.ENABLED && pkg.startTime <= bookingStart && bookingStart <= pkg.endTime;
}
