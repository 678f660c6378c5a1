import { createFileRoute } from '@tanstack/react-router';
import { OnlineBookingPage } from '../features/online-booking/OnlineBookingPage';

/** The public booking page of a branch (its QR code): outside the signed-in layout, no session needed. */
export const Route = createFileRoute('/book/$branchCode')({
  component: BookRoute,
});

function BookRoute() {
  const { branchCode } = Route.useParams();
  return <OnlineBookingPage branchCode={branchCode} />;
}
