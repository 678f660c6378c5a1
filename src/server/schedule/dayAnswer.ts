/** What GET DAY_BOOKINGS answers for one branch day, read straight from the database (the route keeps it per day version). */
import type { Db } from '../db/db';
import type { DayBookingsResult } from '../../domain/api';
import { zonedDayRange, type IsoDate } from '../../domain/time';
import { dayTurns } from '../turns/turnRepository';
import { bookingsInRange } from './scheduleRepository';
import { toBookingsAndGuests } from './scheduleMapper';

export async function readDayAnswer(db: Db, input: { tenantId: string; branchId: string; date: IsoDate; timeZone: string }): Promise<DayBookingsResult> {
  const { start, end } = zonedDayRange(input.date, input.timeZone);
  const [rows, turns] = await Promise.all([bookingsInRange(db, input.tenantId, input.branchId, start, end), dayTurns(db, input.tenantId, input.branchId, input.date)]);
  return { ...toBookingsAndGuests(rows, input.timeZone), turns };
}
