/**
 * A report screen's state: its filter (the current branch, or all branches when the whole
 * business is selected; this month by default, or the branch's today for a one-day report), what
 * the filters offer for the branch, and the report read for the filter, kept as the tablet's last
 * copy so a report opened before the connection dropped still shows, read-only.
 */
import { useState } from 'react';
import { ALL_BRANCHES, type ReportFilter, type ReportKey, type ReportOptions, type ReportResult } from '../../domain/report/contract';
import { DatePreset, presetRange } from '../../domain/report/date-presets';
import { formatZonedDate } from '../../domain/time';
import { fetchReport, fetchReportOptions } from '../../data/reports';
import { useShellSession } from '../shell/session-context';
import { useReadWithCopy, type CopyRead } from '../admin/use-read-with-copy';
import { deskNow } from '../../data/desk-clock';

export type ReportState<Result> = {
  filter: ReportFilter;
  setFilter: (next: Partial<ReportFilter>) => void;
  /** The branch's day today, which the presets count from. */
  today: string;
  options: ReportOptions | null;
  read: CopyRead<Result>;
  online: boolean;
  retry: () => void;
};

export function useReport<Row, Totals>(key: ReportKey, mode: { oneDay?: boolean } = {}): ReportState<ReportResult<Row, Totals>> {
  const { auth, timeZone } = useShellSession();
  const today = formatZonedDate(deskNow(), timeZone);
  const [filter, setFilterState] = useState<ReportFilter>(() => {
    const branchId = auth.isTenantSelection || !auth.branchId ? ALL_BRANCHES : auth.branchId;
    const range = mode.oneDay ? { from: today, to: today } : presetRange({ preset: DatePreset.THIS_MONTH, today });
    return { branchId, ...range };
  });
  const options = useReadWithCopy<ReportOptions>({ key: `report-options|${auth.userId}|${filter.branchId}`, load: () => fetchReportOptions(filter.branchId) });
  const report = useReadWithCopy<ReportResult<Row, Totals>>({
    key: `report|${key}|${auth.userId}|${JSON.stringify(filter)}`,
    load: () => fetchReport<ReportResult<Row, Totals>>(key, filter),
  });
  const optionsRead = options.read;
  const offered = optionsRead.status === 'ready' ? optionsRead.fetched.data : optionsRead.status === 'loading' ? (optionsRead.previous?.data ?? null) : null;
  return {
    filter,
    setFilter: (next) =>
      setFilterState((f) => {
        const merged = { ...f, ...next };
        // Another branch has other technicians: a technician of the last one no longer applies.
        return next.branchId !== undefined && next.branchId !== f.branchId ? { ...merged, technicianId: undefined } : merged;
      }),
    today: offered?.today ?? today,
    options: offered,
    read: report.read,
    online: report.online,
    retry: report.retry,
  };
}
