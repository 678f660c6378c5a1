/**
 * The /api contract of merging two customers: paths, the request and the answers, shared by
 * the browser and the server. A merge needs both CUSTOMER_UPDATE (the kept one changes) and
 * CUSTOMER_DELETE (the other is gone), and the connection.
 */
import { z } from '../schemas/zod';
import { rightsOf } from '../catalogue/rights';

export const CustomerMergePath = {
  /** POST { keepId, mergeId }: moves everything of mergeId to keepId, then removes mergeId. */
  MERGE: '/api/customer/merge',
  /** GET ?keepId=&mergeId=: both customers and what the kept one will have. */
  PREVIEW: '/api/customer/merge-preview',
} as const;

const CustomerRight = rightsOf('CUSTOMER');
/** Every one of these is needed (not any). */
export const CUSTOMER_MERGE_RIGHTS = [CustomerRight.UPDATE, CustomerRight.DELETE] as const;

export const customerMergeBody = z.object({ keepId: z.uuid(), mergeId: z.uuid() });
export type CustomerMergeBody = z.infer<typeof customerMergeBody>;

/** One side of the merge window, or what the kept customer will have. */
export type MergeSide = {
  id: string;
  name: string;
  /** Digits; the kept customer's first, then the other's kept as a note. */
  phones: string[];
  email: string | null;
  level: string | null;
  birthDay: string | null;
  blocked: boolean;
  bookings: number;
  bills: number;
  /** Loyalty money, cents. */
  loyaltyMoney: number;
  giftCards: number;
  notes: number;
};

export type MergePreview = { keep: MergeSide; merge: MergeSide; result: MergeSide };

/** The kept customer's id; `alreadyMerged` when the same merge had been done before. */
export type MergeResult = { id: string; alreadyMerged: boolean };
