import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/db';
import { migrate } from '../../src/server/db/migrate';
import { createTestDb, TEST_NOW } from './helpers';

/** Every numbered migration file, in the order they must apply. */
const MIGRATION_FILES = readdirSync(new URL('../../src/server/db/migrations/', import.meta.url))
  .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

describe('migrations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('apply in order on an empty database and are tracked', async () => {
    const applied = await migrate(db);
    expect(applied.slice(0, 4)).toEqual(['001_tenancy_and_auth', '002_catalogue_and_schedule', '003_sync_and_pos', '004_billing_and_sales']);
    expect(applied).toEqual(MIGRATION_FILES);
    const rows = await db.query<{ version: string }>(`SELECT version FROM schema_migrations ORDER BY version`);
    expect(rows.map((r) => r.version)).toEqual(applied);
  });

  it('are idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query(`SELECT version FROM schema_migrations`);
    expect(rows).toHaveLength(MIGRATION_FILES.length);
  });

  it('create every table of this slice and the next, with tenant_id on tenant rows', async () => {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    const names = tables.map((t) => t.table_name);
    for (const t of ['tenant', 'plan_right', 'branch', 'branch_config', 'branch_config_date', 'app_user', 'role', 'role_right', 'user_role',
      'user_branch', 'session', 'login_attempt', 'technician', 'technician_service', 'technician_working', 'service_group', 'service',
      'customer', 'booking', 'guest', 'segment', 'checkout_method', 'payment_method', 'action_log', 'sync_device', 'sync_record',
      'pos_action', 'voucher', 'gift_card', 'product', 'cart', 'cart_item', 'bill', 'bill_line', 'bill_payment', 'gift_card_action',
      'customer_transaction', 'technician_tip', 'notification']) {
      expect(names).toContain(t);
    }
    const withoutTenant = await db.query<{ table_name: string }>(
      `SELECT t.table_name FROM information_schema.tables t
        WHERE t.table_schema = current_schema()
          AND NOT EXISTS (SELECT 1 FROM information_schema.columns c
                           WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'tenant_id')
        ORDER BY 1`,
    );
    // Global tables only: plans, migrations, throttling records, and the tenant itself.
    expect(withoutTenant.map((t) => t.table_name)).toEqual(['login_attempt', 'plan', 'plan_right', 'schema_migrations', 'tenant']);
  });

  it('rolls back a failing transaction entirely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO plan (code, name) VALUES ('X', 'x')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT 1 FROM plan WHERE code = 'X'`)).toHaveLength(0);
  });
});

describe('migration 008: sign-ins on devices', () => {
  it('records the registering user of every tablet registered before it', async () => {
    const db = await createTestDb();
    const earlier = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      const dir = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));
      for (const file of MIGRATION_FILES.filter((f) => f < '008')) copyFileSync(join(dir, `${file}.sql`), join(earlier, `${file}.sql`));
      await migrate(db, earlier);
      // Rows written by hand: the demo seed writes today's schema, not the one before 008.
      await db.query(`INSERT INTO plan (code, name) VALUES ('FULL', 'Full')`);
      await db.query(`INSERT INTO tenant (id, name, plan_code, created_at) VALUES ('00000000-0000-4000-8000-0000000000a1', 'Maple Beauty', 'FULL', $1)`, [TEST_NOW]);
      await db.query(
        `INSERT INTO app_user (id, tenant_id, username, password_hash, full_name, created_at, updated_at)
         VALUES ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'frontdesk', '-', 'Fiona Chen', $1, $1)`,
        [TEST_NOW],
      );
      const user = await db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM app_user WHERE username = 'frontdesk'`);
      await db.query(
        `INSERT INTO sync_device (id, tenant_id, device_no, registered_by, created_at) VALUES ('00000000-0000-4000-8000-000000000001', $1, 1, $2, $3)`,
        [user.tenant_id, user.id, TEST_NOW],
      );
      expect(await migrate(db)).toEqual(MIGRATION_FILES.filter((f) => f >= '008'));
      expect(await db.query(`SELECT device_id, user_id FROM device_sign_in`)).toEqual([
        { device_id: '00000000-0000-4000-8000-000000000001', user_id: user.id },
      ]);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
      await db.close();
    }
  });
});
