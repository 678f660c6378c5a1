import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { createSeededTestDb } from '../helpers';
import { changedTables, fingerprint, noteWrittenTables, writtenFingerprint } from './fingerprint';

// The probes trust the written-table log to say what a refusal changed: it must miss no write.
describe('the written-table log behind the probes’ row watch', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededTestDb();
    await noteWrittenTables(db);
    await writtenFingerprint(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('names every table a statement wrote, its triggers’ tables too, so the watch’s view is the whole fingerprint', async () => {
    const before = await fingerprint(db);
    await db.query(`UPDATE branch SET name = name || ' (renamed)' WHERE id = (SELECT min(id::text)::uuid FROM branch)`);
    const written = await writtenFingerprint(db);
    expect(Object.keys(written)).toContain('branch');
    expect(changedTables(before, { ...before, ...written })).toContain('branch');
    expect({ ...before, ...written }).toEqual(await fingerprint(db));
    expect(await writtenFingerprint(db)).toEqual({});
  });

  it('names nothing for a transaction rolled back, whatever it wrote', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`DELETE FROM action_log`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await writtenFingerprint(db)).toEqual({});
  });

  it('names a table a statement touched without changing a row, its digest unchanged', async () => {
    const before = await fingerprint(db);
    await db.query(`DELETE FROM action_log WHERE false`);
    const written = await writtenFingerprint(db);
    expect(Object.keys(written)).toEqual(['action_log']);
    expect(changedTables(before, { ...before, ...written })).toEqual([]);
  });

  it('keeps its own log out of every fingerprint', async () => {
    expect(Object.keys(await fingerprint(db))).not.toContain('probe_written_table');
  });
});
