import { createFileRoute } from '@tanstack/react-router';
import { USER_PLAN, UserRight } from '../../domain/people/rights';
import { UserPage } from '../../features/user/UserPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [UserRight.ACCESS];

export const Route = createFileRoute('/_app/user')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={USER_PLAN}>
      <UserPage />
    </RequireAccess>
  ),
});
