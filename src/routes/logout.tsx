import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/LogoutPage';

export const Route = createFileRoute('/logout')({ component: LogoutRoute });

function LogoutRoute() {
  const navigate = useNavigate();
  const done = useCallback(() => void navigate({ to: '/login', replace: true }), [navigate]);
  return <LogoutPage onSignedOut={done} />;
}
