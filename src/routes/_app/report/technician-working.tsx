import { createFileRoute } from '@tanstack/react-router';
import { REPORT_PLAN, ReportRight } from '../../../domain/report/report-rights';
import { TechnicianWorkingReportPage } from '../../../features/report/technician-working/TechnicianWorkingReportPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [ReportRight.ACCESS];

export const Route = createFileRoute('/_app/report/technician-working')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REPORT_PLAN}>
      <TechnicianWorkingReportPage />
    </RequireAccess>
  ),
});
