import { createFileRoute } from '@tanstack/react-router';
import { BRANCH_PLAN, BranchRight } from '../../domain/branch/rights';
import { BranchPage } from '../../features/branch/BranchPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [BranchRight.ACCESS];

export const Route = createFileRoute('/_app/branch')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={BRANCH_PLAN}>
      <BranchPage />
    </RequireAccess>
  ),
});
