import { createFileRoute } from '@tanstack/react-router';
import { REPORT_PLAN, ReportRight } from '../../../domain/report/report-rights';
import { MonthlyRevenueReportPage } from '../../../features/report/monthly-revenue/MonthlyRevenueReportPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [ReportRight.ACCESS];

export const Route = createFileRoute('/_app/report/monthly-revenue')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={REPORT_PLAN}>
      <MonthlyRevenueReportPage />
    </RequireAccess>
  ),
});
