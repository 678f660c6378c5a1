/**
 * The Branches and System settings screens' server calls. A change to a branch's hours,
 * holidays or settings also refreshes this tablet's copies at once (its branch config and the
 * day on screen); other tablets get them at their next sync (sync-pull.ts).
 */
import {
  BranchPath,
  SystemSettingsPath,
  type BranchDetail,
  type BranchRowView,
  type BranchSort,
  type DateConfigRow,
  type DateConfigSort,
  type HolidayRow,
  type HolidaySort,
  type Page,
  type BranchTaxesResult,
  type SavedId,
  type SystemSettingsResult,
  type WorkingTimeResult,
} from '../domain/branch/contract';
import type { BranchValues } from '../domain/branch/branch';
import type { DateConfigValues } from '../domain/branch/date-config';
import type { HolidayValues } from '../domain/branch/holiday';
import type { SystemSettingsValues } from '../domain/branch/system-settings';
import type { WorkingWeekValues } from '../domain/branch/working-time';
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import { apiGet, apiPost, apiPostForm } from './api-client';
import { appendImage, type ImageChoice } from './catalogue';
import { defaultEnv, type DataEnv } from './data-env';
import { DayPart, lastLoadedDay, loadDay } from './day';
import { loadBranchConfig } from './branch-config';
import { loadPaymentOptions } from './payment-options';
import type { BranchTax } from '../domain/branch/tax';

export function branchForm(input: { id?: string; values: BranchValues; image: ImageChoice }): FormData {
  const form = new FormData();
  if (input.id) form.append('id', input.id);
  for (const [key, value] of Object.entries(input.values)) form.append(key, String(value));
  appendImage(form, input.image);
  return form;
}

/**
 * This tablet's copies of a branch after a change: its config (if it is the branch in use)
 * and the day on screen, so the board follows without a reload.
 */
export async function refreshBranchCopies(branchId: string, env: DataEnv = defaultEnv): Promise<void> {
  const jobs: Promise<unknown>[] = [loadBranchConfig(branchId, env)];
  const day = lastLoadedDay(env.db.name);
  if (day?.branchId === branchId) jobs.push(loadDay(day.branchId, day.date, env, { parts: [DayPart.CONFIG], onScreen: false }));
  await Promise.allSettled(jobs);
}

async function thenRefresh<T>(branchId: string, call: Promise<T>): Promise<T> {
  const result = await call;
  await refreshBranchCopies(branchId);
  return result;
}

// ---- branches ----

export const fetchBranches = (q: ListRequest<BranchSort>) => apiGet<Page<BranchRowView>>(BranchPath.LIST, listRequestParams(q));
export const fetchBranch = (id: string) => apiGet<BranchDetail>(`${BranchPath.DETAIL}/${encodeURIComponent(id)}`);
export const createBranch = (input: { values: BranchValues; image: ImageChoice }) => apiPostForm<SavedId>(BranchPath.CREATE, branchForm(input));
export const updateBranch = (input: { id: string; values: BranchValues; image: ImageChoice }) => thenRefresh(input.id, apiPostForm<SavedId>(BranchPath.UPDATE, branchForm(input)));
export const changeBranchStatus = (id: string, active: boolean) => apiPost<SavedId>(BranchPath.CHANGE_STATUS, { id, active });

// ---- working time, holidays, settings by date ----

export const fetchWorkingTime = (branchId: string) => apiGet<WorkingTimeResult>(BranchPath.WORKING_TIME, { branchId });
// The tablet's payment options too: its next payment charges the new taxes.
export const fetchBranchTaxes = (branchId: string) => apiGet<BranchTaxesResult>(BranchPath.TAXES, { branchId });
export const saveBranchTaxes = (branchId: string, taxes: readonly BranchTax[]) =>
  thenRefresh(branchId, apiPost<SavedId>(BranchPath.UPDATE_TAXES, { branchId, taxes })).then(async (saved) => {
    await loadPaymentOptions(branchId).catch(() => undefined);
    return saved;
  });
export const saveWorkingTime = (branchId: string, week: WorkingWeekValues) => thenRefresh(branchId, apiPost<SavedId>(BranchPath.UPDATE_WORKING_TIME, { branchId, days: week.days }));

export const fetchHolidays = (branchId: string, q: ListRequest<HolidaySort>) => apiGet<Page<HolidayRow>>(BranchPath.HOLIDAY_LIST, { branchId, ...listRequestParams(q) });
export const createHoliday = (branchId: string, values: HolidayValues) => thenRefresh(branchId, apiPost<SavedId>(BranchPath.HOLIDAY_CREATE, { branchId, ...values }));
export const updateHoliday = (branchId: string, id: string, values: HolidayValues) => thenRefresh(branchId, apiPost<SavedId>(BranchPath.HOLIDAY_UPDATE, { id, ...values }));
export const deleteHoliday = (branchId: string, id: string) => thenRefresh(branchId, apiPost<null>(`${BranchPath.HOLIDAY_DELETE}?id=${encodeURIComponent(id)}`));

export const fetchDateConfigs = (branchId: string, q: ListRequest<DateConfigSort>) => apiGet<Page<DateConfigRow>>(BranchPath.DATE_CONFIG_LIST, { branchId, ...listRequestParams(q) });
export const saveDateConfigs = (branchId: string, values: DateConfigValues) => thenRefresh(branchId, apiPost<SavedId>(BranchPath.DATE_CONFIG_SAVE, { branchId, ...values }));

// ---- system settings ----

export const fetchSystemSettings = (branchId: string) => apiGet<SystemSettingsResult>(SystemSettingsPath.GET, { branchId });
export const saveSystemSettings = (branchId: string, values: SystemSettingsValues) => thenRefresh(branchId, apiPost<SavedId>(SystemSettingsPath.UPDATE, { branchId, ...values }));
