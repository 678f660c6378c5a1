import { useCallback, useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PlanRight, Right } from '../../domain/rights';
import { AppointmentPage } from '../../features/appointment/AppointmentPage';
import { dropDayScreenHeadStart } from '../../features/appointment/controller/board-head-start';
import { isDayString } from '../../features/dates/branch-dates';
import { RequireAccess } from '../../features/shell/RequireAccess';

type AppointmentSearch = { date?: string };

export const Route = createFileRoute('/_app/appointment')({
  // A malformed date is dropped rather than failing the page: it falls back to today.
  validateSearch: (search: Record<string, unknown>): AppointmentSearch =>
    isDayString(search.date) ? { date: search.date } : {},
  component: AppointmentRoute,
});

const REQUIRED = [Right.APPOINTMENT_ACCESS];
const REQUIRED_PLAN = [PlanRight.APPOINTMENT];

function AppointmentRoute() {
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onDateChange = useCallback(
    (next: string | undefined, replace = false) =>
      void navigate({ search: next ? { date: next } : {}, replace }),
    [navigate],
  );
  // The board below subscribed first (children's effects run before their parent's): a head
  // start still untaken was for another day or branch, or the screen is refused; it stops.
  useEffect(() => dropDayScreenHeadStart(), []);
  return (
    <RequireAccess required={REQUIRED} requiredPlan={REQUIRED_PLAN}>
      <AppointmentPage requestedDate={date} onDateChange={onDateChange} />
    </RequireAccess>
  );
}
