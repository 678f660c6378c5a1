import { randomUUID } from 'node:crypto';
import { createBusinessBody, firstBranchConfig, SetupPath } from '../../../src/domain/setup';
import { createMigratedTestDb, csrf } from '../helpers';
import { newBusiness } from '../setupFixtures';
import { Area, type Example, type ProbeWorld } from './probe';
import { loggingEnv, type ServerLog } from './world';

/**
 * The first run's world: a migrated database with no business, so nobody to sign in and no
 * other tenant (its ids name none: that a setup leaves other tenants alone is setup.test.ts's).
 */
export async function firstRunWorld(): Promise<ProbeWorld> {
  const log: ServerLog = { lines: [] };
  const env = await loggingEnv(log, await createMigratedTestDb());
  const none = () => randomUUID();
  return {
    env,
    log,
    anonymous: (await csrf(env.app)).headers,
    other: { tenantId: none(), branchId: none(), userId: none(), bookingId: none(), guestId: none(), technicianId: none() },
  };
}

/**
 * A setup works once per database, so the valid request is made on an empty one: the business
 * an accepted setup made (every row of it hangs off its tenant, and the plan) is taken out again.
 */
async function onEmptyDatabase(w: ProbeWorld): Promise<void> {
  await w.env.db.query(`TRUNCATE tenant, plan CASCADE`);
}

const sorted = (values: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values !== null && typeof values === 'object' ? values : {}).sort(([a], [b]) => a.localeCompare(b)));

/** What the business holds after a setup, in the body's terms (the password is only ever a hash). */
async function businessReadBack(w: ProbeWorld, sent: unknown): Promise<{ sent: unknown; read: unknown }> {
  const body = createBusinessBody.parse(sent);
  const read = await w.env.db.one<Record<string, unknown>>(
    `SELECT t.name AS "businessName", u.full_name AS "fullName", u.username, b.name AS "branchName", b.code AS "branchCode",
            (SELECT jsonb_object_agg(c.key, c.value) FROM branch_config c WHERE c.branch_id = b.id) AS config
       FROM tenant t JOIN app_user u ON u.tenant_id = t.id JOIN branch b ON b.tenant_id = t.id`,
  );
  return {
    sent: {
      businessName: body.businessName,
      fullName: body.owner.fullName,
      username: body.owner.username,
      branchName: body.branch.name,
      branchCode: body.branch.code,
      config: sorted(firstBranchConfig(body)),
    },
    read: { ...read, config: sorted(read.config) },
  };
}

/** The first run's routes: anonymous, on an empty database. */
export const setupExamples: Record<string, Example<ProbeWorld>> = {
  [`GET ${SetupPath.STATUS}`]: { area: Area.SETUP, anonymous: true, make: async () => ({}) },
  [`POST ${SetupPath.CREATE_BUSINESS}`]: {
    area: Area.SETUP,
    anonymous: true,
    make: async (w) => {
      await onEmptyDatabase(w);
      return { body: newBusiness() };
    },
    readBack: (w, sent) => businessReadBack(w, sent.body),
  },
};
