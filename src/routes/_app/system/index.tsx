import { createFileRoute } from '@tanstack/react-router';
import { BRANCH_PLAN, BranchRight } from '../../../domain/branch/rights';
import { SystemSettingsPage } from '../../../features/system-settings/SystemSettingsPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [BranchRight.ACCESS];

export const Route = createFileRoute('/_app/system/')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={BRANCH_PLAN}>
      <SystemSettingsPage />
    </RequireAccess>
  ),
});
