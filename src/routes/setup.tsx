import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SetupPage } from '../features/setup/SetupPage';
import { resetSessionGate } from '../features/auth/session-gate';

export const Route = createFileRoute('/setup')({ component: SetupRoute });

/** Created: the owner is signed in, and the app's sign-in flow runs afresh on the way to the day. */
function SetupRoute() {
  const navigate = useNavigate();
  return (
    <SetupPage
      onCreated={() => {
        resetSessionGate();
        void navigate({ to: '/appointment', replace: true });
      }}
      onBusinessExists={() => void navigate({ to: '/login', replace: true })}
    />
  );
}
