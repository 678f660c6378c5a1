/**
 * The packages screen's /api contract (spec part 2 §2 /package): list with a status filter,
 * detail, create, update, generic delete, and the branch's packages for the booking form and
 * the tablet's catalogue. Money in integer cents; times on the branch's wall clock.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { listRequestSchema } from '../admin/list-request';
import { text } from '../schemas/text';
import { PACKAGE_SERVICES_MAX, PACKAGE_STATUSES, type PackageStatus } from './package';

export const PACKAGE_SORT = ['code', 'content', 'price', 'startTime', 'endTime', 'status'] as const;
export type PackageSort = (typeof PACKAGE_SORT)[number];

export const packageListQuery = listRequestSchema(PACKAGE_SORT, { branchId: z.uuid(), status: z.optional(z.enum(PACKAGE_STATUSES)) });
export const packageOptionsQuery = z.object({ branchId: z.uuid() });

/** Text and numbers are checked by the form's rules (packageValuesSchema) once tidied. */
const packageFields = {
  code: text({ max: 100 }),
  content: text({ max: 2000, multiline: true }),
  price: z.nullable(z.number()),
  startTime: text({ max: 20 }),
  endTime: text({ max: 20 }),
  status: z.enum(PACKAGE_STATUSES),
  serviceIds: z.array(z.uuid()).check(z.maxLength(PACKAGE_SERVICES_MAX * 2)),
};
export const packageCreateBody = z.object({ branchId: z.uuid(), ...packageFields });
export const packageUpdateBody = z.object({ id: z.uuid(), ...packageFields });
export type PackageCreateBody = z.infer<typeof packageCreateBody>;
export type PackageUpdateBody = z.infer<typeof packageUpdateBody>;

// ---- answers ----

/** A service of a package, in its order, at its own price today. */
export type PackageService = { id: string; code: string; name: string; price: Cents; duration: number };

export type PackageRow = {
  id: string;
  branchId: string;
  code: string;
  content: string;
  price: Cents;
  startTime: string;
  endTime: string;
  status: PackageStatus;
  services: PackageService[];
};

export type PackageDetail = PackageRow & {
  createdAt: string;
  /** Booked lines that keep it. */
  bookedLines: number;
  deletable: boolean;
};
