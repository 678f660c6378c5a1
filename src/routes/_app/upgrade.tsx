import { createFileRoute } from '@tanstack/react-router';
import { UpgradePlanPage } from '../../features/shell/UpgradePlanPage';

export const Route = createFileRoute('/_app/upgrade')({ component: UpgradePlanPage });
