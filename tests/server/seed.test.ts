import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../src/domain/api';
import { ALL_PLAN_RIGHTS, ALL_RIGHTS, PlanRight } from '../../src/domain/rights';
import { DEMO_USERS } from '../../src/server/seed/demoUsers';
import { seedIfEmpty } from '../../src/server/seed/seedDemo';
import { seedLargeDay } from '../../src/server/seed/largeDay';
import { verifyPassword } from '../../src/server/auth/passwordHash';
import { setupTestEnv, TEST_NOW, TEST_TODAY, type TestEnv } from './helpers';

describe('demo seed', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await setupTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  it('creates the demo users with the shared password', async () => {
    const users = await env.db.query<{ username: string; password_hash: string; active: boolean }>(
      `SELECT username, password_hash, active FROM app_user ORDER BY username`,
    );
    expect(users.map((u) => u.username)).toEqual([...DEMO_USERS.map((u) => u.username)].sort());
    for (const u of users) expect(await verifyPassword('Salon123!', u.password_hash)).toBe(true);
    expect(DEMO_USERS.every((u) => u.password === 'Salon123!' && u.description.length > 0)).toBe(true);
  });

  it('creates the tenants, plans and branches with their configuration', async () => {
    const branches = await env.db.query<{ tenant: string; branch: string; plan_code: string }>(
      `SELECT t.name AS tenant, b.name AS branch, t.plan_code FROM branch b JOIN tenant t ON t.id = b.tenant_id ORDER BY 1, 2`,
    );
    expect(branches.map((b) => `${b.tenant}/${b.branch}`)).toEqual([
      'Lotus Nails/Lotus Nails Midtown',
      'Maple Beauty/Downtown Toronto',
      'Maple Beauty/Plateau Montréal',
    ]);
    const plans = await env.db.query<{ name: string; rights: string[] }>(
      `SELECT t.name, array_agg(pr.right_code ORDER BY pr.right_code) AS rights FROM tenant t JOIN plan_right pr ON pr.plan_code = t.plan_code GROUP BY t.name`,
    );
    const maple = plans.find((p) => p.name === 'Maple Beauty');
    const lotus = plans.find((p) => p.name === 'Lotus Nails');
    expect(maple?.rights).toEqual([...ALL_PLAN_RIGHTS].sort());
    expect(lotus?.rights).not.toContain(PlanRight.APPOINTMENT);
    const config = await env.db.query<{ name: string; key: string; value: string }>(
      `SELECT b.name, c.key, c.value FROM branch_config c JOIN branch b ON b.id = c.branch_id WHERE c.key IN ('LANGUAGE', 'PHONE_FORMAT', 'HST', 'TIME_ZONE') ORDER BY 1, 2`,
    );
    const of = (name: string) => Object.fromEntries(config.filter((c) => c.name === name).map((c) => [c.key, c.value]));
    expect(of('Downtown Toronto')).toEqual({ LANGUAGE: 'en', PHONE_FORMAT: '000 000 0000', TIME_ZONE: 'America/Toronto' });
    expect(of('Plateau Montréal')).toEqual({ LANGUAGE: 'fr', PHONE_FORMAT: '(000) 000-0000', TIME_ZONE: 'America/Toronto' });
    // Ontario's HST; Québec's GST (TPS) and QST (TVQ), each with its registration number.
    const taxes = await env.db.query<{ name: string; kind: string; rate: number; registration_number: string }>(
      `SELECT b.name, t.kind, t.rate::float8 AS rate, t.registration_number FROM branch_tax t JOIN branch b ON b.id = t.branch_id
        WHERE b.name IN ('Downtown Toronto', 'Plateau Montréal') ORDER BY b.name, t.position`,
    );
    expect(taxes).toEqual([
      { name: 'Downtown Toronto', kind: 'HST', rate: 13, registration_number: '123456789 RT0001' },
      { name: 'Plateau Montréal', kind: 'GST', rate: 5, registration_number: '123456789 RT0001' },
      { name: 'Plateau Montréal', kind: 'QST', rate: 9.975, registration_number: '1234567890 TQ0001' },
    ]);
    // The seeded bills carry their tax lines, which add up to their tax.
    const bills = await env.db.query<{ tax_cents: number; sum: number; lines: number }>(
      `SELECT b.tax_cents, (SELECT COALESCE(SUM((l->>'amount')::int), 0) FROM jsonb_array_elements(b.tax_lines) l)::int AS sum,
              jsonb_array_length(b.tax_lines) AS lines
         FROM bill b JOIN branch br ON br.id = b.branch_id WHERE br.name = 'Plateau Montréal'`,
    );
    expect(bills.length).toBeGreaterThan(0);
    for (const b of bills) expect(b).toEqual({ tax_cents: b.sum, sum: b.sum, lines: 2 });
  });

  it('gives admin every right and trainee a deny on appointment access', async () => {
    const admin = await env.db.query(
      `SELECT rr.right_code FROM app_user u JOIN user_role ur ON ur.user_id = u.id JOIN role_right rr ON rr.role_id = ur.role_id
        WHERE u.username = 'admin' AND rr.setting = 'ALLOW'`,
    );
    expect(admin).toHaveLength(ALL_RIGHTS.length);
    const deny = await env.db.query(
      `SELECT 1 FROM app_user u JOIN user_role ur ON ur.user_id = u.id JOIN role_right rr ON rr.role_id = ur.role_id
        WHERE u.username = 'trainee' AND rr.right_code = 'APPOINTMENT_ACCESS' AND rr.setting = 'DENY'`,
    );
    expect(deny).toHaveLength(1);
  });

  it('fills today with technicians, services, customers and bookings in every status', async () => {
    const counts = await env.db.one<{ technicians: number; services: number; groups: number; customers: number }>(
      `SELECT (SELECT count(*)::int FROM technician t JOIN branch b ON b.id = t.branch_id WHERE b.code = 'DT') AS technicians,
              (SELECT count(*)::int FROM service s JOIN branch b ON b.id = s.branch_id WHERE b.code = 'DT') AS services,
              (SELECT count(*)::int FROM service_group g JOIN branch b ON b.id = g.branch_id WHERE b.code = 'DT') AS groups,
              (SELECT count(*)::int FROM customer c JOIN tenant t ON t.id = c.tenant_id WHERE t.name = 'Maple Beauty') AS customers`,
    );
    expect(counts.technicians).toBe(10);
    expect(counts.services).toBeGreaterThanOrEqual(25);
    expect(counts.groups).toBeGreaterThanOrEqual(5);
    expect(counts.customers).toBe(300);
    for (const code of ['DT', 'PL']) {
      const statuses = await env.db.query<{ status: string }>(
        `SELECT DISTINCT bk.status FROM booking bk JOIN branch b ON b.id = bk.branch_id
          WHERE b.code = $1 AND (bk.start_time AT TIME ZONE 'America/Toronto')::date = $2::date`,
        [code, TEST_TODAY],
      );
      expect(statuses.map((s) => s.status).sort()).toEqual(Object.values(BookingStatus).sort());
    }
    const online = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking WHERE status = 'New' AND type = 'TYPE_BOOKING_ONLINE' AND NOT confirm`,
    );
    expect(online.n).toBeGreaterThan(0);
    const clipboard = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM guest WHERE clipboard`);
    expect(clipboard.n).toBeGreaterThanOrEqual(3);
    const breaks = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM technician_working WHERE type <> 'WORKING'`);
    expect(breaks.n).toBeGreaterThan(0);
    const methods = await env.db.query<{ name: string; is_default: boolean }>(
      `SELECT m.name, m.is_default FROM checkout_method m JOIN tenant t ON t.id = m.tenant_id WHERE t.name = 'Maple Beauty' ORDER BY priority`,
    );
    expect(methods).toEqual([
      { name: 'Cash', is_default: true },
      { name: 'Card', is_default: false },
      { name: 'E-transfer', is_default: false },
      { name: 'Gift certificate', is_default: false },
    ]);
  });

  it('never double-books a technician', async () => {
    const clashes = await env.db.query(
      `SELECT 1 FROM segment a JOIN segment b ON a.technician_id = b.technician_id AND a.id < b.id
        WHERE a.start_time < b.end_time AND b.start_time < a.end_time LIMIT 1`,
    );
    expect(clashes).toHaveLength(0);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(env.db, { now: TEST_NOW })).toBe(false);
  });

  it('adds a large day for benchmarks', async () => {
    const branchId = await seedLargeDay(env.db, { technicians: 40, bookings: 600, now: TEST_NOW });
    const row = await env.db.one<{ technicians: number; bookings: number }>(
      `SELECT (SELECT count(*)::int FROM technician WHERE branch_id = $1) AS technicians,
              (SELECT count(*)::int FROM booking bk JOIN guest g ON g.booking_id = bk.id AND NOT g.clipboard WHERE bk.branch_id = $1) AS bookings`,
      [branchId],
    );
    expect(row.technicians).toBe(40);
    expect(row.bookings).toBe(600);
  });
});
