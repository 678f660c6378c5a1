import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { safeReturnUrl } from '../features/auth/return-url';

type LoginSearch = { returnUrl?: string };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.returnUrl === 'string' ? { returnUrl: search.returnUrl } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => void navigate({ href: safeReturnUrl(returnUrl), replace: true })} />;
}
