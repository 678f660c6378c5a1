import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';
import { ensureSession } from '../features/auth/session-gate';
import { SessionState } from '../data/session';

/**
 * The pathless layout around every feature area. Signed-out users go to sign in (with the
 * path to come back to); a user with no branch and no tenant selection can only use
 * /appointment, which explains what to do.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    const load = await ensureSession();
    if (load.state === SessionState.SIGNED_OUT) {
      throw redirect({ to: '/login', search: { returnUrl: location.href } });
    }
    const auth = load.session.checkLogin.authData;
    if (auth && auth.branchId === null && !auth.isTenantSelection && location.pathname !== '/appointment') {
      throw redirect({ to: '/appointment' });
    }
  },
  component: AppLayout,
});
