/**
 * Route guard with the domain's rule: plan right first (upgrade page), then the user's
 * right (403 page). Rendered in place so the address bar keeps the requested screen.
 * Both pages load when one is shown: a tablet allowed its board never fetches them.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Access, checkAccess } from '../../domain/rights';
import { useShellSession } from './session-context';

const AccessDeniedPage = lazy(() => import('./AccessDeniedPage').then((m) => ({ default: m.AccessDeniedPage })));
const UpgradePlanPage = lazy(() => import('./UpgradePlanPage').then((m) => ({ default: m.UpgradePlanPage })));

export function RequireAccess(props: {
  required?: readonly string[];
  requiredPlan?: readonly string[];
  children: ReactNode;
}) {
  const { rights, rightsPM } = useShellSession();
  const access = checkAccess({ required: props.required, requiredPlan: props.requiredPlan, rights, rightsPM });
  if (access === Access.ALLOWED) return <>{props.children}</>;
  return <Suspense fallback={null}>{access === Access.UPGRADE ? <UpgradePlanPage /> : <AccessDeniedPage />}</Suspense>;
}
