import { createFileRoute } from '@tanstack/react-router';
import { TENANT_PLAN, TenantRight } from '../../domain/people/rights';
import { BusinessPage } from '../../features/business/BusinessPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [TenantRight.ACCESS];

export const Route = createFileRoute('/_app/tenant')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={TENANT_PLAN}>
      <BusinessPage />
    </RequireAccess>
  ),
});
