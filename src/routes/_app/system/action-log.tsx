import { createFileRoute } from '@tanstack/react-router';
import { ACTION_LOG_PLAN, ActionLogRight } from '../../../domain/admin/action-log-rights';
import { ActionLogPage } from '../../../features/action-log/ActionLogPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [ActionLogRight.ACCESS];

export const Route = createFileRoute('/_app/system/action-log')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={ACTION_LOG_PLAN}>
      <ActionLogPage />
    </RequireAccess>
  ),
});
