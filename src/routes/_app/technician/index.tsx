import { createFileRoute } from '@tanstack/react-router';
import { TECHNICIAN_PLAN, TechnicianRight } from '../../../domain/technician/rights';
import { TechnicianPage } from '../../../features/technician/TechnicianPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [TechnicianRight.ACCESS];

export const Route = createFileRoute('/_app/technician/')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={TECHNICIAN_PLAN}>
      <TechnicianPage />
    </RequireAccess>
  ),
});
