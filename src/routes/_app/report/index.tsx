import { createFileRoute } from '@tanstack/react-router';
import { REPORT_PLAN, ReportRight } from '../../../domain/report/report-rights';
import { ReportIndexPage } from '../../../features/report/ReportIndexPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [ReportRight.ACCESS];

export const Route = createFileRoute('/_app/report/')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REPORT_PLAN}>
      <ReportIndexPage />
    </RequireAccess>
  ),
});
