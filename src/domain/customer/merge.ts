/**
 * Merging two customers who turn out to be the same person (issue 14): the pure plan of what
 * the kept customer ends up with. The kept one's values win; a blank is filled from the other;
 * blocked if either was (a warning must never be lost by a merge); notes of both. The other's
 * phone, when it differs, stays as a note on the kept customer, so whoever reads the card sees
 * the number that person also used. Loyalty money is never added blindly: each transaction is
 * counted once, under the kept customer, plus whatever each balance held that no transaction
 * explains (money put there before transactions were recorded).
 */
import { AppError, ErrorCode } from '../errors';
import { emailList, usedEmail } from '../people/customer';

/** The fields of the kept customer that a merge may change. */
export type MergedValues = {
  name: string;
  phone: string;
  code: string | null;
  /** The emails as a comma list, the last the one used (`email`). */
  emails: string;
  email: string | null;
  address: string | null;
  description: string | null;
  level: string | null;
  mainTechnicianId: string | null;
  birthDay: string | null;
  blocked: boolean;
};

/** A customer as the merge reads it. `transactionsMoney`: the sum of its loyalty transactions. */
export type MergeCustomer = MergedValues & {
  id: string;
  tenantId: string;
  branchId: string;
  amountMoney: number;
  transactionsMoney: number;
};

export type MergePlan = {
  keepId: string;
  mergeId: string;
  values: MergedValues;
  /** The other's phone when it differs from the kept one's: kept as a note. */
  otherPhone: string | null;
};

const blank = (v: string | null): boolean => v === null || v.trim() === '';
const filled = (kept: string | null, other: string | null): string | null => (blank(kept) ? other : kept);

/** Both lists, the other's addresses first, so the kept customer's last stays the one used. */
function mergedEmails(kept: string, other: string): string {
  const keptList = emailList(kept);
  const seen = new Set(keptList.map((e) => e.toLowerCase()));
  return [...emailList(other).filter((e) => !seen.has(e.toLowerCase())), ...keptList].join(', ');
}

/** Refuses a merge of a customer with itself, or across tenants (not found) or branches. */
export function assertMergeable(keep: Pick<MergeCustomer, 'id' | 'tenantId' | 'branchId'>, merge: Pick<MergeCustomer, 'id' | 'tenantId' | 'branchId'>): void {
  if (keep.id === merge.id) throw new AppError(ErrorCode.CUSTOMER_MERGE_SELF);
  // Another tenant's customer does not exist for this one.
  if (keep.tenantId !== merge.tenantId) throw new AppError(ErrorCode.NOT_FOUND);
  if (keep.branchId !== merge.branchId) throw new AppError(ErrorCode.CUSTOMER_MERGE_OTHER_BRANCH);
}

export function planCustomerMerge(keep: MergeCustomer, merge: MergeCustomer): MergePlan {
  assertMergeable(keep, merge);
  return {
    keepId: keep.id,
    mergeId: merge.id,
    values: {
      name: filled(keep.name, merge.name) ?? keep.name,
      phone: filled(keep.phone, merge.phone) ?? keep.phone,
      code: filled(keep.code, merge.code),
      emails: mergedEmails(keep.emails, merge.emails),
      email: usedEmail(mergedEmails(keep.emails, merge.emails)) ?? filled(keep.email, merge.email),
      address: filled(keep.address, merge.address),
      description: filled(keep.description, merge.description),
      level: filled(keep.level, merge.level),
      mainTechnicianId: keep.mainTechnicianId ?? merge.mainTechnicianId,
      birthDay: filled(keep.birthDay, merge.birthDay),
      blocked: keep.blocked || merge.blocked,
    },
    otherPhone: blank(merge.phone) || merge.phone === keep.phone ? null : merge.phone,
  };
}

/**
 * The kept customer's loyalty money once every transaction of both is theirs: the transactions
 * counted once, plus each side's balance that no transaction explains.
 */
export function mergedLoyaltyMoney(input: {
  keep: Pick<MergeCustomer, 'amountMoney' | 'transactionsMoney'>;
  merge: Pick<MergeCustomer, 'amountMoney' | 'transactionsMoney'>;
  /** The sum of the kept customer's transactions after the move. */
  movedTransactionsMoney: number;
}): number {
  const unexplained = (c: Pick<MergeCustomer, 'amountMoney' | 'transactionsMoney'>): number => c.amountMoney - c.transactionsMoney;
  return input.movedTransactionsMoney + unexplained(input.keep) + unexplained(input.merge);
}

/** The note that keeps the other customer's phone on the kept one (stored text, the spec's English). */
export function otherPhoneNote(input: { name: string; phone: string }): string {
  return `Also reached at ${input.phone} (merged from ${input.name})`;
}
