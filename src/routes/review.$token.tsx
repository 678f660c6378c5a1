import { createFileRoute } from '@tanstack/react-router';
import { PublicReviewPage } from '../features/public-review/PublicReviewPage';

/** The customer's review link (issue 17): outside the signed-in layout, no session needed. */
export const Route = createFileRoute('/review/$token')({
  component: ReviewRoute,
});

function ReviewRoute() {
  const { token } = Route.useParams();
  return <PublicReviewPage token={token} />;
}
