import { createFileRoute } from '@tanstack/react-router';
import { CHECKOUT_METHOD_PLAN, CheckoutMethodRight } from '../../../domain/catalogue/rights';
import { CheckoutMethodPage } from '../../../features/checkout-method/CheckoutMethodPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [CheckoutMethodRight.ACCESS];

export const Route = createFileRoute('/_app/system/checkout-method')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={CHECKOUT_METHOD_PLAN}>
      <CheckoutMethodPage />
    </RequireAccess>
  ),
});
