import { createFileRoute } from '@tanstack/react-router';
import { PAYMENT_METHOD_PLAN, PaymentMethodRight } from '../../../domain/catalogue/rights';
import { PaymentMethodPage } from '../../../features/payment-method/PaymentMethodPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [PaymentMethodRight.ACCESS];

export const Route = createFileRoute('/_app/system/payment-method')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={PAYMENT_METHOD_PLAN}>
      <PaymentMethodPage />
    </RequireAccess>
  ),
});
