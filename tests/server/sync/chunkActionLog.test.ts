/**
 * A push's chunk writes the action-log lines of its moves and pay-ins together at its end: a
 * line is kept until then, an undone change takes its lines back, and a line the database
 * would refuse is written at once, so it fails its own change rather than the whole chunk.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionType, EntityType, type ActionLogEntry } from '../../../src/server/actionLog/actionLogRepository';
import type { Db } from '../../../src/server/db/db';
import { chunkActionLog } from '../../../src/server/sync/chunkActionLog';
import { countedDb } from '../countedDb';
import { createSeededTestDb } from '../helpers';

describe("a chunk's action log", () => {
  let db: Db;
  let tenantId: string;
  const statements: string[] = [];

  beforeAll(async () => {
    db = countedDb(await createSeededTestDb(), statements);
    tenantId = (await db.one<{ id: string }>(`SELECT id FROM tenant ORDER BY id LIMIT 1`)).id;
  });
  afterAll(async () => {
    await db.close();
  });

  const entry = (note: string): ActionLogEntry => ({
    tenantId,
    branchId: null,
    userId: null,
    action: ActionType.CREATE,
    entityType: EntityType.POS_ACTION,
    entityId: randomUUID(),
    editInfo: { note },
    now: new Date('2026-11-20T15:00:00.000Z'),
  });
  const logged = async (ids: readonly (string | null)[]) =>
    (await db.query<{ entity_id: string; edit_info: { note: string } }>(`SELECT entity_id, edit_info FROM action_log WHERE entity_id = ANY($1::uuid[])`, [ids.filter((id) => id !== null)]))
      .map((r) => r.edit_info.note)
      .sort();

  it('keeps its lines until the end, then writes them in one statement; an undone change’s lines are not written', async () => {
    const log = chunkActionLog();
    const [a, b, c] = [entry('a'), entry('b'), entry('c')];
    statements.length = 0;
    await db.transaction(async (tx) => {
      await log.sink(tx, a);
      const mark = log.mark();
      await log.sink(tx, b);
      log.restore(mark);
      await log.sink(tx, c);
      expect(statements).toEqual([]);
      await log.flush(tx);
    });
    expect(statements.filter((sql) => sql.includes('INSERT INTO action_log'))).toHaveLength(1);
    expect(await logged([a.entityId, b.entityId, c.entityId])).toEqual(['a', 'c']);
  });

  it('writes a line the database would refuse at once, so that change fails alone', async () => {
    const log = chunkActionLog();
    await expect(db.transaction((tx) => log.sink(tx, entry('bad \ud800 note')))).rejects.toThrow();
    const good = entry('good');
    await db.transaction(async (tx) => {
      await log.sink(tx, good);
      await log.flush(tx);
    });
    expect(await logged([good.entityId])).toEqual(['good']);
  });
});
