/**
 * The vouchers screen's /api contract (spec part 2 §2 vouchers, §3 Voucher; issue 15): paths,
 * the list's request with its filters, and answer shapes, shared by the browser and the server.
 */
import { z } from '../schemas/zod';
import { listRequestSchema } from '../admin/list-request';
import type { Cents } from '../money';
import { VoucherAudience } from '../bill/types';
import type { VoucherValues } from './voucher-form';

export const VoucherPath = {
  LIST: '/api/voucher/list',
  CREATE: '/api/voucher/create',
  UPDATE: '/api/voucher/update',
  /** GET {DETAIL}/{id}: the voucher with the paid bills that used it. */
  DETAIL: '/api/voucher/detail',
  /** POST ?id= */
  DELETE: '/api/voucher/delete',
  /** GET ?branchId=: the branch's services, for the services it discounts. */
  FORM_OPTIONS: '/api/voucher/form-options',
} as const;

export const VOUCHER_SORT = ['code', 'startDate', 'endDate', 'createdAt'] as const;
export type VoucherSort = (typeof VOUCHER_SORT)[number];

export const voucherListQuery = listRequestSchema(VOUCHER_SORT, {
  /** The branch the screen is in: its vouchers and those of every branch. */
  branchId: z.uuid(),
  active: z.optional(z.enum(['true', 'false'])),
  /** "ALL": only the vouchers of every branch; "BRANCH": only this branch's. */
  scope: z.optional(z.enum(['ALL', 'BRANCH'])),
  audience: z.optional(z.enum([VoucherAudience.GENERAL, VoucherAudience.BIRTHDAY])),
});
export type VoucherListQuery = z.output<typeof voucherListQuery>;

/** The list's filters as the screen holds them; null is "any". */
export type VoucherFilters = { active: boolean | null; scope: 'ALL' | 'BRANCH' | null; audience: VoucherAudience | null };
export const NO_VOUCHER_FILTERS: VoucherFilters = { active: null, scope: null, audience: null };

export function voucherFilterParams(filters: VoucherFilters): Record<string, string | undefined> {
  return { active: filters.active === null ? undefined : String(filters.active), scope: filters.scope ?? undefined, audience: filters.audience ?? undefined };
}

export type VoucherRow = VoucherValues & {
  id: string;
  branchName: string | null;
  customerName: string | null;
  customerPhone: string | null;
  services: { id: string; name: string }[];
  /** Paid bills that used it. */
  used: number;
  /** null: unlimited. */
  usesLeft: number | null;
  createdAt: string;
};

/** A paid bill that used the voucher. */
export type VoucherUse = { billId: string; billCode: string; branchId: string; actionTime: string; customerName: string; discount: Cents };

export type VoucherDetail = VoucherRow & { uses: VoucherUse[]; deletable: boolean };

export type VoucherFormOptions = {
  services: { id: string; name: string; groupName: string }[];
  /** The branch's packages, for a PACKAGE-kind voucher; an options copy stored before packages has none. */
  packages?: { id: string; code: string; content: string }[];
};
