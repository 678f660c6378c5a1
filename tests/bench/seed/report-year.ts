/**
 * The reports' benchmark data: a year of bills in N branches of Maple Beauty ("Report 1" …),
 * made by the same seeded generator as the correctness test (tests/server/reports/generated.ts).
 * Each branch has its own technicians and customers; the demo's branches are untouched.
 */
import { ConfigKey } from '../../../src/domain/branchConfig';
import { addDays, formatZonedDate } from '../../../src/domain/time';
import type { Db } from '../../../src/server/db/db';
import { DEMO_GROUPS, FIRST_NAMES } from '../../../src/server/seed/demoCatalogue';
import { createRand } from '../../../src/server/seed/prng';
import { insertBranch, insertCatalogue, insertCustomers, insertTechnicians } from '../../../src/server/seed/seedBranch';
import { DEMO_TENANTS } from '../../../src/server/seed/seedDemo';
import { generateReportData, generatorMethods, type GeneratedBranch } from '../../server/reports/generated';

export type ReportYear = {
  /** Branches of the business, each with a year of bills. */
  branches: number;
  /** Mean paid bills per branch day: 82 makes about 30,000 bills a branch in a year. */
  billsPerDay: number;
};

const TIME_ZONE = 'America/Toronto';
export const YEAR_DAYS = 365;

/** The year that ends on the bench's today. */
export const yearOf = (today: string): { from: string; to: string } => ({ from: addDays(today, 1 - YEAR_DAYS), to: today });

/** Adds the branches and their year; returns the branch ids and the bills written. */
export async function seedReportYear(db: Db, size: ReportYear, now: Date): Promise<{ branchIds: string[]; bills: number }> {
  const tenant = await db.one<{ id: string }>(`SELECT id FROM tenant WHERE name = $1`, [DEMO_TENANTS.MAPLE]);
  const admin = await db.one<{ id: string }>(`SELECT id FROM app_user WHERE tenant_id = $1 AND username = 'admin'`, [tenant.id]);
  const today = formatZonedDate(now, TIME_ZONE);
  const branches: GeneratedBranch[] = [];
  for (let i = 1; i <= size.branches; i++) {
    const code = `R${i}`;
    const rand = createRand(`bench:report:${code}`);
    const branch = await db.transaction(async (tx) => {
      const branchId = await insertBranch(tx, rand, {
        tenantId: tenant.id,
        code,
        name: `Report ${String(i).padStart(2, '0')}`,
        address: `${i} Report Street, Toronto, ON`,
        phone: '4165550100',
        config: { [ConfigKey.LANGUAGE]: 'en', [ConfigKey.TIME_ZONE]: TIME_ZONE, [ConfigKey.HST]: '13', [ConfigKey.START_TIME]: '08:00', [ConfigKey.END_TIME]: '22:00' },
        now,
      });
      const seedBranch = { tenantId: tenant.id, branchId, code, timeZone: TIME_ZONE };
      const services = await insertCatalogue(tx, rand, seedBranch, DEMO_GROUPS, now);
      const customers = await insertCustomers(tx, rand, seedBranch, { count: 400, areaCodes: ['416', '647'], now });
      const names = FIRST_NAMES.slice(0, 8).map((n) => `${n} ${code}`);
      const technicians = await insertTechnicians(tx, rand, seedBranch, { names, services, today, open: '08:00', close: '22:00', fromDate: today, days: 1, now });
      return { id: branchId, code, timeZone: TIME_ZONE, technicianIds: technicians.map((t) => t.id), customerIds: customers.map((c) => c.id) };
    });
    branches.push(branch);
  }
  const methods = await generatorMethods(db, tenant.id);
  const input = { seed: 'bench:reports', tenantId: tenant.id, createdBy: admin.id, methods, from: yearOf(today).from, days: YEAR_DAYS, billsPerDay: size.billsPerDay };
  const bills = await generateReportData(db, input, branches);
  return { branchIds: branches.map((b) => b.id), bills };
}
