/**
 * The daily technician report (issue 16, report 9): one day, each technician's book and takings.
 *
 *   bookings  the bookings with at least one of their services that day (by the service's start,
 *             in the branch's time zone), cancelled and no-show guests left out
 *   services  those services (booked, whether done yet or not)
 *   revenue   as the technician report counts it: their service lines of the day's paid bills,
 *             less their fair part of each bill's discounts, before tax and fees
 *   tips      their shares of the day's tips (as the technician tip report counts them)
 * A technician with none of these that day is not listed.
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';
import { sumFigures } from './figures';

export type DailyTechnicianRow = {
  technicianId: string;
  technician: string;
  bookings: number;
  services: number;
  revenue: Cents;
  tips: Cents;
};

export type DailyTechnicianTotals = Omit<DailyTechnicianRow, 'technicianId' | 'technician'>;

const NOTHING: DailyTechnicianTotals = { bookings: 0, services: 0, revenue: 0, tips: 0 };

export const sumDailyTechnician = (rows: readonly DailyTechnicianTotals[]): DailyTechnicianTotals => sumFigures(rows, NOTHING);

export const DAILY_TECHNICIAN_COLUMNS = [
  { key: 'technician', kind: ColumnKind.TEXT },
  { key: 'bookings', kind: ColumnKind.COUNT },
  { key: 'services', kind: ColumnKind.COUNT },
  { key: 'revenue', kind: ColumnKind.MONEY },
  { key: 'tips', kind: ColumnKind.MONEY },
] as const satisfies readonly { key: keyof DailyTechnicianRow; kind: ColumnKind }[];
