import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClosingPage } from '../features/auth/ClosingPage';

export const Route = createFileRoute('/closing')({ component: ClosingRoute });

function ClosingRoute() {
  const navigate = useNavigate();
  const toLogin = useCallback(
    () => void navigate({ to: '/login', search: { returnUrl: '/closing' }, replace: true }),
    [navigate],
  );
  return <ClosingPage onSignedOut={toLogin} />;
}
