import { createFileRoute } from '@tanstack/react-router';
import { REVIEW_PLAN, ReviewRight } from '../../domain/review/review-rights';
import { ReviewPage } from '../../features/review/ReviewPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [ReviewRight.ACCESS];

export const Route = createFileRoute('/_app/booking-review')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REVIEW_PLAN}>
      <ReviewPage />
    </RequireAccess>
  ),
});
