import { createFileRoute } from '@tanstack/react-router';
import { REPORT_PLAN, ReportRight } from '../../../domain/report/report-rights';
import { TechnicianReportPage } from '../../../features/report/technician/TechnicianReportPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [ReportRight.ACCESS];

export const Route = createFileRoute('/_app/report/technician')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REPORT_PLAN}>
      <TechnicianReportPage />
    </RequireAccess>
  ),
});
