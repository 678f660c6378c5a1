import type { Db, SqlValue } from '../db/db';
import { addDays, hourMinute, minutesOfDay, zonedTimeToInstant } from '../../domain/time';
import type { Rand } from './prng';
import { insertRows } from './insertRows';
import type { BranchTax } from '../../domain/branch/tax';
import { writeBranchTaxes } from '../branches/branchTaxes';
import { FIRST_NAMES, LAST_NAMES, MALE_TECHNICIANS, type DemoGroup } from './demoCatalogue';

export type SeedBranch = { tenantId: string; branchId: string; code: string; timeZone: string };
export type SeededService = { id: string; name: string; priceCents: number; duration: number; cleaning: number; numberTechnician: number };
export type SeededCustomer = { id: string; name: string; phone: string; email: string | null };
/** A technician's shift on one day, in minutes after midnight (branch time). */
export type Shift = { start: number; end: number; breakStart?: number; breakEnd?: number };
export type SeededTechnician = { id: string; name: string; gender: 'MALE' | 'FEMALE'; serviceIds: Set<string>; shift: Shift | null };

export async function insertBranch(
  db: Db,
  ids: Pick<Rand, 'uuid'>,
  input: {
    tenantId: string; code: string; name: string; address: string | null; phone: string | null; config: Record<string, string>; now: Date;
    /** Left out: the branch charges the HST of its config (a benchmark's, a test's). */
    taxes?: readonly BranchTax[];
  },
): Promise<string> {
  const id = ids.uuid();
  await insertRows(db, 'branch', ['id', 'tenant_id', 'code', 'name', 'address', 'phone', 'created_at'], [
    [id, input.tenantId, input.code, input.name, input.address, input.phone, input.now],
  ]);
  await insertRows(
    db,
    'branch_config',
    ['tenant_id', 'branch_id', 'key', 'value', 'updated_at'],
    Object.entries(input.config).map(([key, value]) => [input.tenantId, id, key, value, input.now]),
  );
  if (input.taxes) await writeBranchTaxes(db, { tenantId: input.tenantId, branchId: id, taxes: input.taxes });
  return id;
}

export async function insertDateConfig(db: Db, branch: SeedBranch, date: string, values: Record<string, string>, now: Date): Promise<void> {
  await insertRows(
    db,
    'branch_config_date',
    ['tenant_id', 'branch_id', 'date', 'key', 'value', 'updated_at'],
    Object.entries(values).map(([key, value]) => [branch.tenantId, branch.branchId, date, key, value, now]),
  );
}

export async function insertHoliday(db: Db, ids: Pick<Rand, 'uuid'>, branch: SeedBranch, holiday: { from: string; to: string; note: string }, now: Date): Promise<void> {
  await insertRows(db, 'branch_holiday', ['id', 'tenant_id', 'branch_id', 'from_date', 'to_date', 'note', 'created_at', 'updated_at'], [
    [ids.uuid(), branch.tenantId, branch.branchId, holiday.from, holiday.to, holiday.note, now, now],
  ]);
}

export async function insertCatalogue(db: Db, rand: Rand, branch: SeedBranch, groups: readonly DemoGroup[], now: Date): Promise<SeededService[]> {
  const groupRows: SqlValue[][] = [];
  const serviceRows: SqlValue[][] = [];
  const services: SeededService[] = [];
  groups.forEach((group, gi) => {
    const groupId = rand.uuid();
    groupRows.push([groupId, branch.tenantId, branch.branchId, group.name, gi + 1]);
    group.services.forEach((s, si) => {
      const id = rand.uuid();
      const numberTechnician = s.numberTechnician ?? 1;
      serviceRows.push([
        id, branch.tenantId, branch.branchId, groupId, `${branch.code}-S${gi + 1}${String(si + 1).padStart(2, '0')}`,
        s.name, s.priceCents, s.duration, s.cleaning, si + 1, numberTechnician > 1, numberTechnician, now,
      ]);
      services.push({ id, name: s.name, priceCents: s.priceCents, duration: s.duration, cleaning: s.cleaning, numberTechnician });
    });
  });
  await insertRows(db, 'service_group', ['id', 'tenant_id', 'branch_id', 'name', 'display_index'], groupRows);
  await insertRows(
    db,
    'service',
    ['id', 'tenant_id', 'branch_id', 'group_id', 'code', 'name', 'price_cents', 'duration', 'cleaning', 'display_index', 'couple', 'number_technician', 'created_at'],
    serviceRows,
  );
  return services;
}

export async function insertCustomers(
  db: Db,
  rand: Rand,
  branch: SeedBranch,
  input: { count: number; areaCodes: readonly string[]; now: Date },
): Promise<SeededCustomer[]> {
  const phones = new Set<string>();
  const customers: SeededCustomer[] = [];
  const rows: SqlValue[][] = [];
  const levels = [null, null, 'Bronze', 'Silver', 'Gold', 'Diamond'] as const;
  while (customers.length < input.count) {
    const phone = `${rand.pick(input.areaCodes)}555${String(rand.int(0, 9999)).padStart(4, '0')}`;
    if (phones.has(phone)) continue;
    phones.add(phone);
    const first = rand.pick(FIRST_NAMES);
    const last = rand.pick(LAST_NAMES);
    const email = rand.chance(0.6)
      ? `${first}.${last}${rand.int(1, 99)}@example.com`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      : null;
    const customer = { id: rand.uuid(), name: `${first} ${last}`.toUpperCase(), phone, email };
    customers.push(customer);
    const birthDay = rand.chance(0.5) ? `${rand.int(1955, 2006)}-${String(rand.int(1, 12)).padStart(2, '0')}-${String(rand.int(1, 28)).padStart(2, '0')}` : null;
    rows.push([
      customer.id, branch.tenantId, branch.branchId, customer.name, phone, email, rand.pick(levels), birthDay,
      rand.chance(0.02), rand.int(0, 40) * 100, input.now,
    ]);
  }
  await insertRows(
    db,
    'customer',
    ['id', 'tenant_id', 'branch_id', 'name', 'phone', 'email', 'level', 'birth_day', 'blocked', 'amount_money_cents', 'created_at'],
    rows,
  );
  return customers;
}

/** Technicians, the services each offers, and their shifts from `fromDate` for `days` days. */
export async function insertTechnicians(
  db: Db,
  rand: Rand,
  branch: SeedBranch,
  input: {
    names: readonly string[];
    services: readonly SeededService[];
    today: string;
    open: string;
    close: string;
    fromDate: string;
    days: number;
    /** Indexes (in names) off today. */
    offToday?: readonly number[];
    allServices?: boolean;
    now: Date;
  },
): Promise<SeededTechnician[]> {
  const open = minutesOfDay(input.open);
  const close = minutesOfDay(input.close);
  const techRows: SqlValue[][] = [];
  const mapRows: SqlValue[][] = [];
  const workRows: SqlValue[][] = [];
  const technicians: SeededTechnician[] = [];

  input.names.forEach((name, i) => {
    const id = rand.uuid();
    const gender = MALE_TECHNICIANS.has(name) ? 'MALE' : 'FEMALE';
    const fullService = input.allServices || i % 4 === 0;
    const serviceIds = new Set(
      input.services.filter(() => fullService || rand.chance(0.55)).map((s) => s.id),
    );
    techRows.push([id, branch.tenantId, branch.branchId, name, gender, i + 1, fullService, `416555${String(1000 + i)}`, input.now]);
    for (const sid of serviceIds) mapRows.push([branch.tenantId, branch.branchId, id, sid]);

    let todayShift: Shift | null = null;
    for (let d = 0; d < input.days; d++) {
      const date = addDays(input.fromDate, d);
      const isToday = date === input.today;
      if (isToday && input.offToday?.includes(i)) continue;
      // Early, late or full-day shifts, snapped to the quarter hour and inside opening hours.
      const kind = (i + d) % 3;
      const start = kind === 1 ? Math.min(open + 120, close - 240) : open;
      const end = kind === 0 ? Math.min(open + 480, close) : close;
      const shift: Shift = { start, end };
      workRows.push(workingRow(rand, branch, id, 'WORKING', date, start, end, null, input.now));
      if (rand.chance(0.45) && end - start >= 360) {
        const breakStart = start + 180 + rand.int(0, 4) * 15;
        const paid = rand.chance(0.5);
        const breakEnd = breakStart + (paid ? 15 : 30);
        shift.breakStart = breakStart;
        shift.breakEnd = breakEnd;
        workRows.push(
          workingRow(rand, branch, id, paid ? 'BREAK_PAID' : 'BREAK_UNPAID', date, breakStart, breakEnd, paid ? 'Coffee break' : 'Lunch', input.now),
        );
      }
      if (isToday) todayShift = shift;
    }
    technicians.push({ id, name, gender, serviceIds, shift: todayShift });
  });

  await insertRows(db, 'technician', ['id', 'tenant_id', 'branch_id', 'name', 'gender', 'priority', 'full_service', 'phone', 'created_at'], techRows);
  await insertRows(db, 'technician_service', ['tenant_id', 'branch_id', 'technician_id', 'service_id'], mapRows);
  await insertRows(
    db,
    'technician_working',
    ['id', 'tenant_id', 'branch_id', 'technician_id', 'type', 'start_time', 'end_time', 'note', 'created_at'],
    workRows,
  );
  return technicians;
}

function workingRow(
  rand: Rand,
  branch: SeedBranch,
  technicianId: string,
  type: string,
  date: string,
  start: number,
  end: number,
  note: string | null,
  now: Date,
): SqlValue[] {
  return [
    rand.uuid(), branch.tenantId, branch.branchId, technicianId, type,
    zonedTimeToInstant(date, hourMinute(start), branch.timeZone),
    zonedTimeToInstant(date, hourMinute(end), branch.timeZone),
    note, now,
  ];
}
