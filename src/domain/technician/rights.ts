/**
 * The technician screens' rights (spec part 2 §6): technicians (TECHNICIAN_*), and timesheets
 * (TIMESHEET_*) behind the plan's timesheet feature, named once for the route guards, the
 * buttons and the server.
 */
import { rightsOf } from '../catalogue/rights';
import { PlanRight } from '../rights';

export const TechnicianRight = rightsOf('TECHNICIAN');
export const TimesheetRight = rightsOf('TIMESHEET');

/** Technicians are the board's columns: every plan has them. */
export const TECHNICIAN_PLAN = [] as const;
export const TIMESHEET_PLAN = [PlanRight.TIMESHEET] as const;
