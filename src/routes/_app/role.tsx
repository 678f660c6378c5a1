import { createFileRoute } from '@tanstack/react-router';
import { ROLE_PLAN, RoleRight } from '../../domain/people/rights';
import { RolePage } from '../../features/role/RolePage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [RoleRight.ACCESS];

export const Route = createFileRoute('/_app/role')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={ROLE_PLAN}>
      <RolePage />
    </RequireAccess>
  ),
});
