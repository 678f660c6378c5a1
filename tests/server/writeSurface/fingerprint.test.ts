import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { createSeededTestDb } from '../helpers';
import { changedTables, digestsFromRows, fingerprint, keepDigests, keptFingerprint } from './fingerprint';

// The probes trust the kept digests to say what a refusal changed: they must follow every write.
describe('the kept digests behind the probes’ row watch', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededTestDb();
    await keepDigests(db);
  });
  afterAll(async () => {
    await db.close();
  });

  /** What a write changed, by the kept digests and by the whole fingerprint; the kept ones checked against the rows. */
  async function changedBy(write: () => Promise<unknown>): Promise<{ kept: string[]; whole: string[] }> {
    const keptBefore = await keptFingerprint(db);
    const wholeBefore = await fingerprint(db);
    await write();
    const keptAfter = await keptFingerprint(db);
    expect(keptAfter).toEqual(await digestsFromRows(db));
    return { kept: changedTables(keptBefore, keptAfter), whole: changedTables(wholeBefore, await fingerprint(db)) };
  }

  it('starts from the rows', async () => {
    expect(await keptFingerprint(db)).toEqual(await digestsFromRows(db));
    expect(Object.keys(await keptFingerprint(db)).sort()).toEqual(Object.keys(await fingerprint(db)).sort());
  });

  it('follows an update and what the schema’s own triggers wrote with it, as the whole fingerprint does', async () => {
    const changed = await changedBy(() => db.query(`UPDATE branch SET name = name || ' (renamed)' WHERE id = (SELECT min(id::text)::uuid FROM branch)`));
    expect(changed.kept).toEqual(['access_epoch', 'branch']);
    expect(changed.kept).toEqual(changed.whole);
  });

  it('follows an insert, an upsert and a cascade of deletes into other tables', async () => {
    const role = await db.one<{ id: string; tenant_id: string }>(`SELECT r.id, r.tenant_id FROM role r WHERE EXISTS (SELECT 1 FROM user_role ur WHERE ur.role_id = r.id) ORDER BY r.id LIMIT 1`);
    const inserted = await changedBy(() =>
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO role (id, tenant_id, code, name, type, created_at) VALUES (gen_random_uuid(), $1, 'probe', 'Probe', 'BRANCH_ADMIN', now())`, [role.tenant_id]);
        await tx.query(`INSERT INTO role (id, tenant_id, code, name, type, created_at) SELECT id, tenant_id, code, name, type, created_at FROM role WHERE code = 'probe' ON CONFLICT (id) DO UPDATE SET name = 'Probe again'`);
      }),
    );
    expect(inserted.kept).toContain('role');
    expect(inserted.kept).toEqual(inserted.whole);
    const cascaded = await changedBy(() => db.query(`DELETE FROM role WHERE id = $1`, [role.id]));
    expect(cascaded.kept).toEqual(expect.arrayContaining(['role', 'user_role']));
    expect(cascaded.kept.sort()).toEqual(cascaded.whole.sort());
  });

  it('changes nothing for a transaction rolled back, whatever it wrote', async () => {
    const changed = await changedBy(() =>
      expect(
        db.transaction(async (tx) => {
          await tx.query(`DELETE FROM action_log`);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused'),
    );
    expect(changed).toEqual({ kept: [], whole: [] });
  });

  it('changes nothing for a write that leaves the rows as they were: none touched, the same values, a row added and taken away', async () => {
    const changed = await changedBy(async () => {
      await db.query(`DELETE FROM action_log WHERE false`);
      await db.query(`UPDATE login_attempt SET success = success`);
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO login_attempt (id, username, ip, success, attempted_at) VALUES (gen_random_uuid(), 'probe', '127.0.0.1', false, now())`);
        await tx.query(`DELETE FROM login_attempt WHERE username = 'probe'`);
      });
    });
    expect(changed).toEqual({ kept: [], whole: [] });
  });

  it('follows a table emptied by TRUNCATE', async () => {
    await db.query(`INSERT INTO login_attempt (id, username, ip, success, attempted_at) VALUES (gen_random_uuid(), 'probe', '127.0.0.1', false, now())`);
    const changed = await changedBy(() => db.exec(`TRUNCATE login_attempt`));
    expect(changed.kept).toEqual(['login_attempt']);
    expect(changed.kept).toEqual(changed.whole);
  });

  it('keeps its own table out of every fingerprint', async () => {
    expect(Object.keys(await fingerprint(db))).not.toContain('probe_digest');
    expect(Object.keys(await keptFingerprint(db))).not.toContain('probe_digest');
  });
});
