import { createFileRoute } from '@tanstack/react-router';
import { TIMESHEET_PLAN, TimesheetRight } from '../../../domain/technician/rights';
import { TimesheetPage } from '../../../features/technician/TimesheetPage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [TimesheetRight.ACCESS];

export const Route = createFileRoute('/_app/technician/time-sheet')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={TIMESHEET_PLAN}>
      <TimesheetPage />
    </RequireAccess>
  ),
});
