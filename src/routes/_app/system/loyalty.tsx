import { createFileRoute } from '@tanstack/react-router';
import { LOYALTY_PLAN, LoyaltyRight } from '../../../domain/loyalty/loyalty-rights';
import { LoyaltyRulePage } from '../../../features/loyalty/LoyaltyRulePage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [LoyaltyRight.ACCESS];

export const Route = createFileRoute('/_app/system/loyalty')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={LOYALTY_PLAN}>
      <LoyaltyRulePage />
    </RequireAccess>
  ),
});
