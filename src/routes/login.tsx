import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { safeReturnUrl } from '../features/auth/return-url';
import { SetupState, useSetupState } from '../features/setup/use-setup-status';

type LoginSearch = { returnUrl?: string };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.returnUrl === 'string' ? { returnUrl: search.returnUrl } : {},
  component: LoginRoute,
});

/** While no business exists there is nobody to sign in: the first visit creates it. */
function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  const navigate = useNavigate();
  const setup = useSetupState();
  if (setup === SetupState.NEEDED) return <Navigate to="/setup" replace />;
  return <LoginPage onSignedIn={() => void navigate({ href: safeReturnUrl(returnUrl), replace: true })} />;
}
