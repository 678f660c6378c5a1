/** The report screens' reads (server only: reports are not kept on the tablet beyond the last copy of each). */
import { REPORT_OPTIONS_PATH, reportParams, reportPath, type ReportFilter, type ReportKey, type ReportOptions } from '../domain/report/contract';
import { apiGet } from './api-client';

export const fetchReport = <T>(key: ReportKey, filter: ReportFilter) => apiGet<T>(reportPath(key), reportParams(filter));

export const fetchReportOptions = (branchId: string) => apiGet<ReportOptions>(REPORT_OPTIONS_PATH, { branchId });
