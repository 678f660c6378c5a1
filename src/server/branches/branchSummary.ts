import type { Db } from '../db/db';
import type { BranchSummary } from '../../domain/api';
import { branchTimeZone, type BranchRow } from './branchRepository';

export async function branchSummary(db: Db, branch: BranchRow): Promise<BranchSummary> {
  return { id: branch.id, name: branch.name, code: branch.code, timeZone: await branchTimeZone(db, branch.tenant_id, branch.id) };
}
