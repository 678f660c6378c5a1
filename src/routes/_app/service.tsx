import { createFileRoute } from '@tanstack/react-router';
import { SERVICE_PLAN, ServiceRight } from '../../domain/catalogue/rights';
import { ServicePage } from '../../features/service/ServicePage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [ServiceRight.ACCESS];

export const Route = createFileRoute('/_app/service')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={SERVICE_PLAN}>
      <ServicePage />
    </RequireAccess>
  ),
});
