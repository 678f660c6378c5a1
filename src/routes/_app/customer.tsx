import { createFileRoute } from '@tanstack/react-router';
import { CUSTOMER_PLAN, CustomerRight } from '../../domain/people/rights';
import { CustomerPage } from '../../features/customer/CustomerPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [CustomerRight.ACCESS];

export const Route = createFileRoute('/_app/customer')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={CUSTOMER_PLAN}>
      <CustomerPage />
    </RequireAccess>
  ),
});
