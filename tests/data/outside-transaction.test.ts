// The board's first load after a reload once ran in the zone of the session's live query (a
// read of meta and sessions, already over): Dexie put the day's reads and writes in that
// transaction and they failed, so the board kept the stale day until the next poll.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { db, dayKey } from '../../src/data/db';
import { loadDay } from '../../src/data/day';
import { outsideTransaction } from '../../src/data/outside-transaction';
import { installFetch, ok } from './fetch-mock';
import { dayConfig } from './fixtures';

const DATE = '2026-11-20';
const config = dayConfig;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Starts `load` from inside a read of other tables, as an effect committed in that zone would. */
async function startedInSessionRead(load: () => Promise<void>): Promise<void> {
  let started: Promise<void> = Promise.resolve();
  await db
    .transaction('r', db.meta, db.sessions, async () => {
      await db.meta.get('current-user');
      started = load();
      // Awaited by the test below; a load that failed inside also aborts this read.
      started.catch(() => undefined);
    })
    .catch(() => undefined);
  return started;
}

describe('a load started in the zone of another transaction', () => {
  it('fails inside it: the day is not part of that transaction', async () => {
    installFetch({ [ApiPath.DAY_CONFIG]: ok(config), [ApiPath.DAY_TECHNICIANS]: ok([]), [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }) });
    await expect(startedInSessionRead(() => loadDay('leaked', DATE))).rejects.toThrow();
    expect(await db.days.get(dayKey('leaked', DATE))).toBeUndefined();
  });

  it('reads and stores the day when started outside it', async () => {
    installFetch({ [ApiPath.DAY_CONFIG]: ok(config), [ApiPath.DAY_TECHNICIANS]: ok([]), [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }) });
    await startedInSessionRead(() => outsideTransaction(() => loadDay('outside', DATE)));
    expect((await db.days.get(dayKey('outside', DATE)))?.config).toEqual(config);
  });
});
