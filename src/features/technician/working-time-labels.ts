/** How working time reads on the technician and timesheet screens, in the user's language. */
import { useLingui } from '@lingui/react/macro';
import { TimeOffType, WorkType, type Shift } from '../../domain/technician/working-time';

export function useWorkTypeLabel(): (workType: WorkType | null) => string {
  const { t } = useLingui();
  return (workType) => {
    switch (workType) {
      case WorkType.FULL_TIME:
        return t`Full time`;
      case WorkType.SHIFT:
        return t`Shift work`;
      case WorkType.OFF:
        return t`Off`;
      case null:
        return '';
    }
  };
}

export function useTimeOffLabel(): (type: TimeOffType | null) => string {
  const { t } = useLingui();
  return (type) => (type === TimeOffType.PAID ? t`Paid time off` : type === TimeOffType.UNPAID ? t`Unpaid time off` : '');
}

/** "09:00–13:00, 14:00–18:00" */
export function workingHoursText(shifts: readonly Shift[]): string {
  return shifts.map((s) => `${s.start}–${s.end === '00:00' ? '24:00' : s.end}`).join(', ');
}
