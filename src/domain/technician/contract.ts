/**
 * The technician and timesheet screens' /api contract (spec part 2 §2, §3, §7 "technicians,
 * timesheet lists: not shown"): paths, request schemas shared by the browser and the server,
 * and answer shapes.
 */
import { z } from '../schemas/zod';
import { listRequestSchema } from '../admin/list-request';
import { calendarDate } from '../schemas/dates';
import { wholeNumberText } from '../schemas/numbers';
import { text } from '../schemas/text';
import { TechnicianGender, type TechnicianValues } from './technician';
import { parseShiftsText } from './working-time-rules';
import { TimeOffType, WorkType, type Shift } from './working-time';

export const TechnicianPath = {
  LIST: '/api/technician/list',
  /** multipart, the avatar as `image` */
  CREATE: '/api/technician/create',
  /** multipart, with id */
  UPDATE: '/api/technician/update',
  /** GET ?id= */
  DETAIL: '/api/technician/show-detail',
  /** POST ?id= */
  DELETE: '/api/technician/delete',
  /** GET ?branchId=: the branch's services to pick from. */
  SERVICE_OPTIONS: '/api/technician/service-options',
  /** GET ?branchId=: the branch's technicians, for the timesheet's filter and forms. */
  OPTIONS: '/api/technician/options',
} as const;

export const TimesheetAdminPath = {
  /** GET: working times and time off of a branch, filtered by technician and dates. */
  LIST: '/api/timesheet/list',
  /** GET ?branchId&technicianId&fromDate&toDate: each day's working time, as the board has it. */
  DAYS: '/api/timesheet/days',
  WORKING_TIME_CREATE: '/api/timesheet/working-time/create',
  QUICK: '/api/timesheet/quick-timesheet',
  TIME_OFF_CREATE: '/api/timesheet/time-off/create',
  /** POST ?id=: a working time not yet begun. */
  WORKING_TIME_DELETE: '/api/timesheet/working-time/delete',
  /** POST ?id= */
  TIME_OFF_DELETE: '/api/timesheet/time-off/delete',
} as const;

export const TECHNICIAN_SORT = ['name', 'priority', 'active', 'workType', 'createdAt'] as const;
export type TechnicianSort = (typeof TECHNICIAN_SORT)[number];
export const TIMESHEET_SORT = ['technician', 'kind', 'fromDate', 'toDate', 'createdAt'] as const;
export type TimesheetSort = (typeof TIMESHEET_SORT)[number];

export const technicianListQuery = listRequestSchema(TECHNICIAN_SORT, { branchId: z.uuid() });

/** An optional date filter: empty or left out means none. */
const dateFilter = z.optional(z.union([z.literal(''), calendarDate()]));

export const timesheetListQuery = listRequestSchema(TIMESHEET_SORT, {
  branchId: z.uuid(),
  technicianId: z.optional(z.union([z.literal(''), z.uuid()])),
  fromDate: dateFilter,
  toDate: dateFilter,
});

/** The day view covers at most this many days at once. */
export const TIMESHEET_DAYS_MAX = 62;
export const timesheetDaysQuery = z.object({
  branchId: z.uuid(),
  technicianId: z.optional(z.union([z.literal(''), z.uuid()])),
  fromDate: calendarDate(),
  toDate: calendarDate(),
  page: z._default(wholeNumberText(1, 100_000), 1),
});

// ---- the technician form, as multipart text fields ----

const flag = z.enum(['true', 'false']);
const field = (max: number, multiline = false) => z._default(text({ max, multiline }), '');

export const technicianFields = z.object({
  id: z.optional(z.uuid()),
  branchId: z.uuid(),
  name: field(500),
  phone: field(60),
  email: field(400),
  gender: z.enum([TechnicianGender.MALE, TechnicianGender.FEMALE]),
  address: field(1000, true),
  description: field(10_000, true),
  active: z._default(flag, 'true'),
  priority: z._default(z.union([z.literal(''), wholeNumberText(0, 1_000_000)]), ''),
  autoPriority: z._default(flag, 'false'),
  fullService: z._default(flag, 'false'),
  /** Comma-separated service ids. */
  serviceIds: field(20_000),
  workType: z.enum([WorkType.FULL_TIME, WorkType.SHIFT, WorkType.OFF]),
  /** "09:00-13:00,14:00-18:00" */
  shifts: field(200),
  startDate: field(20),
  image: z.optional(z.string().check(z.maxLength(100))),
});
export type TechnicianFields = z.infer<typeof technicianFields>;

export function technicianValuesOf(fields: TechnicianFields): TechnicianValues {
  return {
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    gender: fields.gender,
    address: fields.address.trim(),
    description: fields.description.trim(),
    active: fields.active === 'true',
    priority: fields.priority === '' ? null : fields.priority,
    autoPriority: fields.autoPriority === 'true',
    fullService: fields.fullService === 'true',
    serviceIds: fields.serviceIds.split(',').map((s) => s.trim()).filter((s) => s !== ''),
    workType: fields.workType,
    shifts: fields.workType === WorkType.SHIFT ? parseShiftsText(fields.shifts) : [],
    startDate: fields.startDate.trim(),
  };
}

// ---- timesheet bodies (JSON) ----

const shiftBody = z.object({ start: z.string().check(z.maxLength(10)), end: z.string().check(z.maxLength(10)) });
const dateText = z.string().check(z.maxLength(20));

export const workingTimeCreateBody = z.object({
  branchId: z.uuid(),
  technicianId: z.uuid(),
  workType: z.enum([WorkType.FULL_TIME, WorkType.SHIFT, WorkType.OFF]),
  shifts: z._default(z.array(shiftBody).check(z.maxLength(20)), []),
  fromDate: dateText,
  toDate: z._default(dateText, ''),
  applyDate: dateText,
});
export type WorkingTimeCreateBody = z.infer<typeof workingTimeCreateBody>;

export const quickTimesheetBody = z.object({
  branchId: z.uuid(),
  technicianId: z.string().check(z.maxLength(60)),
  workType: z.enum([WorkType.FULL_TIME, WorkType.SHIFT, WorkType.OFF]),
  shifts: z._default(z.array(shiftBody).check(z.maxLength(20)), []),
  fromDate: dateText,
  toDate: dateText,
});
export type QuickTimesheetBody = z.infer<typeof quickTimesheetBody>;

export const timeOffCreateBody = z.object({
  branchId: z.uuid(),
  technicianId: z.string().check(z.maxLength(60)),
  type: z.enum([TimeOffType.PAID, TimeOffType.UNPAID]),
  fromDate: dateText,
  toDate: dateText,
  note: z._default(text({ max: 2000, multiline: true }), ''),
});
export type TimeOffCreateBody = z.infer<typeof timeOffCreateBody>;

// ---- answers ----

export type TechnicianRow = {
  id: string;
  branchId: string;
  name: string;
  phone: string | null;
  email: string | null;
  gender: TechnicianGender;
  address: string | null;
  description: string | null;
  active: boolean;
  priority: number;
  autoPriority: boolean;
  fullService: boolean;
  workType: WorkType;
  shifts: Shift[];
  avatar: string | null;
  avatarId: string | null;
  serviceCount: number;
  createdAt: string;
};

export type TechnicianDetail = TechnicianRow & {
  services: { id: string; name: string }[];
  deletable: boolean;
};

export type ServiceOption = { id: string; name: string; groupName: string; active: boolean };
export type TechnicianOption = { id: string; name: string; active: boolean };

export const TimesheetKind = { WORKING_TIME: 'WORKING_TIME', TIME_OFF: 'TIME_OFF' } as const;
export type TimesheetKind = (typeof TimesheetKind)[keyof typeof TimesheetKind];

export type TimesheetEntryRow = {
  id: string;
  kind: TimesheetKind;
  technicianId: string;
  technicianName: string;
  /** WORKING_TIME: its type and shifts. */
  workType: WorkType | null;
  shifts: Shift[];
  /** TIME_OFF: paid or unpaid. */
  timeOffType: TimeOffType | null;
  fromDate: string;
  /** Null: open-ended. */
  toDate: string | null;
  applyDate: string | null;
  /** Made by the quick timesheet. */
  quick: boolean;
  note: string | null;
  createdAt: string;
  /** A working time already begun stays (the days worked keep it); time off may always go. */
  deletable: boolean;
};

export type TimesheetDayRow = {
  technicianId: string;
  technicianName: string;
  date: string;
  source: 'TIME_OFF' | 'MANUAL' | 'CONFIG' | 'NONE';
  workType: WorkType | null;
  timeOffType: TimeOffType | null;
  shifts: Shift[];
  minutes: number;
};
