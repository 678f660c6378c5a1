import type { Db } from '../db/db';
import { ConfigKey } from '../../domain/branchConfig';
import { PROVINCE_TAXES } from '../../domain/branch/province-taxes';
import { createRand } from './prng';
import { DEMO_GROUPS, FIRST_NAMES } from './demoCatalogue';
import { insertBranch } from './seedBranch';
import { seedBranchContent } from './seedBranchContent';
import { DEMO_BRANCHES, DEMO_TENANTS } from './seedDemo';

const BENCHMARK_CODE = 'BM';

/**
 * A busy day for performance work: a "Benchmark" branch of Maple Beauty with many
 * technicians working 08:00-22:00 and hundreds of short bookings today.
 */
export async function seedLargeDay(db: Db, options: { technicians?: number; bookings?: number; now: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    const tenant = await tx.one<{ id: string }>(`SELECT id FROM tenant WHERE name = $1`, [DEMO_TENANTS.MAPLE]);
    const rand = createRand('benchmark');
    const timeZone = 'America/Toronto';
    const branchId = await insertBranch(tx, rand, {
      tenantId: tenant.id,
      code: BENCHMARK_CODE,
      name: DEMO_BRANCHES.BENCHMARK,
      address: '1 Benchmark Way, Toronto, ON',
      phone: '4165550000',
      config: {
        [ConfigKey.LANGUAGE]: 'en',
        [ConfigKey.PHONE_FORMAT]: '000 000 0000',
        [ConfigKey.MONEY_SYMBOL]: '$',
        [ConfigKey.TIME_ZONE]: timeZone,
        [ConfigKey.START_TIME]: '08:00',
        [ConfigKey.END_TIME]: '22:00',
        [ConfigKey.MULTITASK]: 'false',
      },
      taxes: PROVINCE_TAXES.ON,
      now: options.now,
    });
    const count = options.technicians ?? 40;
    const names = Array.from({ length: count }, (_, i) => `${FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Tech'} ${Math.floor(i / FIRST_NAMES.length) + 1}`);
    // Short services only, so 600 bookings fit in 40 technicians' day.
    const shortGroups = DEMO_GROUPS.map((g) => ({ ...g, services: g.services.filter((s) => s.duration <= 45) }));
    await seedBranchContent(tx, { tenantId: tenant.id, branchId, code: BENCHMARK_CODE, timeZone }, {
      groups: shortGroups, technicianNames: names, customers: 150, areaCodes: ['416', '647'],
      bookings: options.bookings ?? 600, clipboard: 5, open: '08:00', close: '22:00', allServices: true, maxGuests: 1,
    }, options.now);
    return branchId;
  });
}

export async function seedLargeDayIfMissing(db: Db, options: { technicians?: number; bookings?: number; now: Date }): Promise<boolean> {
  const existing = await db.maybeOne(`SELECT 1 FROM branch WHERE code = $1 AND name = $2`, [BENCHMARK_CODE, DEMO_BRANCHES.BENCHMARK]);
  if (existing) return false;
  await seedLargeDay(db, options);
  return true;
}
