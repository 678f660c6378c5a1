/**
 * The technician and timesheet screens' server calls. Back-office reads, kept as the tablet's
 * copies by the admin kit; a change made here reaches the board at its next poll of the day's
 * technicians (and at once on a board opened afterwards).
 */
import { listRequestParams, type ListRequest, type Page } from '../domain/admin/list';
import type { SavedId } from '../domain/catalogue/contract';
import { NO_IMAGE } from '../domain/catalogue/paths';
import {
  TechnicianPath,
  TimesheetAdminPath,
  type QuickTimesheetBody,
  type ServiceOption,
  type TechnicianDetail,
  type TechnicianOption,
  type TechnicianRow,
  type TechnicianSort,
  type TimeOffCreateBody,
  type TimesheetDayRow,
  type TimesheetEntryRow,
  type TimesheetSort,
  type WorkingTimeCreateBody,
} from '../domain/technician/contract';
import type { TechnicianValues } from '../domain/technician/technician';
import { shiftsText } from '../domain/technician/working-time-rules';
import { apiGet, apiPost, apiPostForm } from './api-client';
import type { ImageChoice } from './catalogue';

export function technicianForm(input: { id?: string; branchId: string; values: TechnicianValues; image: ImageChoice }): FormData {
  const v = input.values;
  const form = new FormData();
  if (input.id) form.append('id', input.id);
  form.append('branchId', input.branchId);
  form.append('name', v.name);
  form.append('phone', v.phone);
  form.append('email', v.email);
  form.append('gender', v.gender);
  form.append('address', v.address);
  form.append('description', v.description);
  form.append('active', String(v.active));
  form.append('priority', v.priority === null ? '' : String(v.priority));
  form.append('autoPriority', String(v.autoPriority));
  form.append('fullService', String(v.fullService));
  form.append('serviceIds', v.serviceIds.join(','));
  form.append('workType', v.workType);
  form.append('shifts', shiftsText(v.shifts));
  form.append('startDate', v.startDate);
  if (input.image.kind === 'file') form.append('image', input.image.file, input.image.name);
  else form.append('image', input.image.kind === 'keep' && input.image.id ? input.image.id : NO_IMAGE);
  return form;
}

export const fetchTechnicians = (branchId: string, q: ListRequest<TechnicianSort>) => apiGet<Page<TechnicianRow>>(TechnicianPath.LIST, { branchId, ...listRequestParams(q) });
export const fetchTechnician = (id: string) => apiGet<TechnicianDetail>(TechnicianPath.DETAIL, { id });
export const fetchServiceOptions = (branchId: string) => apiGet<ServiceOption[]>(TechnicianPath.SERVICE_OPTIONS, { branchId });
export const fetchTechnicianOptions = (branchId: string) => apiGet<TechnicianOption[]>(TechnicianPath.OPTIONS, { branchId });
export const createTechnician = (input: Parameters<typeof technicianForm>[0]) => apiPostForm<SavedId>(TechnicianPath.CREATE, technicianForm(input));
export const updateTechnician = (input: Parameters<typeof technicianForm>[0] & { id: string }) => apiPostForm<SavedId>(TechnicianPath.UPDATE, technicianForm(input));
export const deleteTechnician = (id: string) => apiPost<null>(`${TechnicianPath.DELETE}?id=${encodeURIComponent(id)}`);

export type TimesheetFilter = { technicianId: string; fromDate: string; toDate: string };

export const fetchTimesheetEntries = (branchId: string, filter: TimesheetFilter, q: ListRequest<TimesheetSort>) =>
  apiGet<Page<TimesheetEntryRow>>(TimesheetAdminPath.LIST, { branchId, ...filter, ...listRequestParams(q) });
export const fetchTimesheetDays = (branchId: string, filter: TimesheetFilter, page: number) =>
  apiGet<Page<TimesheetDayRow>>(TimesheetAdminPath.DAYS, { branchId, ...filter, page });
export const createWorkingTime = (body: WorkingTimeCreateBody) => apiPost<SavedId>(TimesheetAdminPath.WORKING_TIME_CREATE, body);
export const createQuickTimesheet = (body: QuickTimesheetBody) => apiPost<SavedId>(TimesheetAdminPath.QUICK, body);
export const createTimeOff = (body: TimeOffCreateBody) => apiPost<SavedId>(TimesheetAdminPath.TIME_OFF_CREATE, body);
export const deleteWorkingTime = (id: string) => apiPost<null>(`${TimesheetAdminPath.WORKING_TIME_DELETE}?id=${encodeURIComponent(id)}`);
export const deleteTimeOff = (id: string) => apiPost<null>(`${TimesheetAdminPath.TIME_OFF_DELETE}?id=${encodeURIComponent(id)}`);
