import { createFileRoute } from '@tanstack/react-router';
import { REPORT_PLAN, ReportRight } from '../../../domain/report/report-rights';
import { DailyTechnicianReportPage } from '../../../features/report/daily-technician/DailyTechnicianReportPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [ReportRight.ACCESS];

export const Route = createFileRoute('/_app/report/daily-technician')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REPORT_PLAN}>
      <DailyTechnicianReportPage />
    </RequireAccess>
  ),
});
