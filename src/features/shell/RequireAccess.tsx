/**
 * Route guard with the domain's rule: plan right first (upgrade page), then the user's
 * right (403 page). Rendered in place so the address bar keeps the requested screen.
 */
import type { ReactNode } from 'react';
import { Access, checkAccess } from '../../domain/rights';
import { AccessDeniedPage } from './AccessDeniedPage';
import { UpgradePlanPage } from './UpgradePlanPage';
import { useShellSession } from './session-context';

export function RequireAccess(props: {
  required?: readonly string[];
  requiredPlan?: readonly string[];
  children: ReactNode;
}) {
  const { rights, rightsPM } = useShellSession();
  const access = checkAccess({ required: props.required, requiredPlan: props.requiredPlan, rights, rightsPM });
  if (access === Access.UPGRADE) return <UpgradePlanPage />;
  if (access === Access.FORBIDDEN) return <AccessDeniedPage />;
  return <>{props.children}</>;
}
