import type { Db } from '../db/db';
import { addDays, formatZonedDate, minutesOfDay, zonedParts } from '../../domain/time';
import { createRand } from './prng';
import type { DemoGroup } from './demoCatalogue';
import { insertCatalogue, insertCustomers, insertTechnicians, type SeedBranch } from './seedBranch';
import { insertPlannedDay, planDay } from './seedBookings';

export type BranchContent = {
  groups: readonly DemoGroup[];
  technicianNames: readonly string[];
  customers: number;
  areaCodes: readonly string[];
  bookings: number;
  clipboard: number;
  open: string;
  close: string;
  offToday?: readonly number[];
  allServices?: boolean;
  maxGuests?: number;
};

/**
 * Catalogue, customers, technicians with a week of shifts around today, and today's
 * bookings of one branch. Its own PRNG stream keeps each branch stable on its own.
 */
export async function seedBranchContent(db: Db, branch: SeedBranch, content: BranchContent, now: Date): Promise<void> {
  const rand = createRand(`branch:${branch.code}`);
  const today = formatZonedDate(now, branch.timeZone);
  const services = await insertCatalogue(db, rand, branch, content.groups, now);
  const customers = await insertCustomers(db, rand, branch, { count: content.customers, areaCodes: content.areaCodes, now });
  const technicians = await insertTechnicians(db, rand, branch, {
    names: content.technicianNames,
    services,
    today,
    open: content.open,
    close: content.close,
    fromDate: addDays(today, -1),
    days: 8,
    offToday: content.offToday ?? [],
    allServices: content.allServices ?? false,
    now,
  });
  const local = zonedParts(now, branch.timeZone);
  const planned = planDay(rand, {
    technicians,
    services,
    customers,
    count: content.bookings,
    nowMinute: local.hour * 60 + local.minute,
    maxGuests: content.maxGuests ?? 2,
    clipboardCount: content.clipboard,
    open: minutesOfDay(content.open),
  });
  await insertPlannedDay(db, rand, branch, { date: today, planned, firstCode: 1001, now });
}
