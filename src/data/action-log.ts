/** The action log screen's reads (server only: the log is not kept on the tablet). */
import { ActionLogPath, type ActionLogFilter, type ActionLogRow, type ActionLogSort } from '../domain/admin/action-log';
import { listRequestParams, type ListRequest, type Page } from '../domain/admin/list';
import { apiGet } from './api-client';

export const fetchActionLog = (filter: ActionLogFilter, request: ListRequest<ActionLogSort>) =>
  apiGet<Page<ActionLogRow>>(ActionLogPath.LIST, { ...listRequestParams(request), ...filter });
