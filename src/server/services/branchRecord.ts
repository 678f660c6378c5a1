import { AppError, ErrorCode } from '../../domain/errors';

/** A record looked up in the caller's tenant: missing is not found, in a branch not theirs is refused. */
export function inCallerBranches<T extends { branch_id: string }>(record: T | null, branches: readonly { id: string }[]): T {
  if (!record) throw new AppError(ErrorCode.NOT_FOUND);
  if (!branches.some((b) => b.id === record.branch_id)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return record;
}
