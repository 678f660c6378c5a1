import { createFileRoute } from '@tanstack/react-router';
import { GIFT_CARD_PLAN, GiftCardRight } from '../../domain/catalogue/rights';
import { GiftCardPage } from '../../features/gift-card/GiftCardPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [GiftCardRight.ACCESS];

export const Route = createFileRoute('/_app/gift-card')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={GIFT_CARD_PLAN}>
      <GiftCardPage />
    </RequireAccess>
  ),
});
