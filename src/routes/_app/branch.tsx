import { createFileRoute } from '@tanstack/react-router';
import { PlanRight, Right } from '../../domain/rights';
import { BranchSettingsPage } from '../../features/branch-settings/BranchSettingsPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [Right.BRANCH_UPDATE];
const REQUIRED_PLAN = [PlanRight.BRANCH_SETTINGS];

export const Route = createFileRoute('/_app/branch')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REQUIRED_PLAN}>
      <BranchSettingsPage />
    </RequireAccess>
  ),
});
