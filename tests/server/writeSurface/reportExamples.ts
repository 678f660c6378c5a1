import { REPORT_OPTIONS_PATH, ReportKey, reportPath } from '../../../src/domain/report/contract';
import { DAY_CLOSES_PATH } from '../../../src/domain/day-close/day-close';
import { TEST_TODAY } from '../helpers';
import { Area, type Example } from './probe';

/** A report of Downtown's today: every report reads the same query. */
const reportOf = (key: ReportKey): Record<string, Example> => ({
  [`GET ${reportPath(key)}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, from: TEST_TODAY, to: TEST_TODAY } }) },
});

export const reportExamples: Record<string, Example> = {
  [`GET ${REPORT_OPTIONS_PATH}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  ...reportOf(ReportKey.REVENUE),
  ...reportOf(ReportKey.CUSTOMER),
  ...reportOf(ReportKey.MONTHLY_REVENUE),
  ...reportOf(ReportKey.NO_SHOW),
  ...reportOf(ReportKey.TECHNICIAN),
  ...reportOf(ReportKey.TECHNICIAN_TIP),
  ...reportOf(ReportKey.TECHNICIAN_WORKING),
  ...reportOf(ReportKey.DAILY_TECHNICIAN),
  ...reportOf(ReportKey.DAILY_TRANSACTION),
  ...reportOf(ReportKey.MONEY_FLOWS),
  ...reportOf(ReportKey.MONEY),
  [`GET ${DAY_CLOSES_PATH}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, date: TEST_TODAY } }) },
};
