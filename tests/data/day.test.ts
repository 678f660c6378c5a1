import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { db, dayKey } from '../../src/data/db';
import { DayPart, lastLoadedDay, lastViewedDay, loadClipboard, loadDay, rememberViewedDay } from '../../src/data/day';
import { defaultEnv } from '../../src/data/data-env';
import { OfflineError } from '../../src/data/api-client';
import { clearSessionCache } from '../../src/data/session';
import { installFetch, ok } from './fetch-mock';
import { dayConfig } from './fixtures';

const config = dayConfig;

beforeEach(async () => {
  await clearSessionCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('day loader', () => {
  it('writes the day snapshot under branchId:date', async () => {
    const { calls } = installFetch({
      [ApiPath.DAY_CONFIG]: ok(config),
      [ApiPath.DAY_TECHNICIANS]: ok([]),
      [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }),
    });
    await loadDay('b1', '2026-11-20');
    const snap = await db.days.get(dayKey('b1', '2026-11-20'));
    expect(snap?.config).toEqual(config);
    expect(snap?.technicians).toEqual([]);
    expect(snap?.bookings).toEqual([]);
    expect(calls.every((c) => c.url.includes('branchId=b1') && c.url.includes('date=2026-11-20'))).toBe(true);
  });

  it('keeps the previous parts when a call fails, and re-throws', async () => {
    installFetch({
      [ApiPath.DAY_CONFIG]: ok(config),
      [ApiPath.DAY_TECHNICIANS]: ok([]),
      [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }),
    });
    await loadDay('b1', '2026-11-20');
    installFetch({
      [ApiPath.DAY_CONFIG]: ok({ ...config, isHoliday: true }),
      [ApiPath.DAY_TECHNICIANS]: 'network-error',
      [ApiPath.DAY_BOOKINGS]: 'network-error',
    });
    await expect(loadDay('b1', '2026-11-20')).rejects.toBeInstanceOf(OfflineError);
    const snap = await db.days.get(dayKey('b1', '2026-11-20'));
    expect(snap?.config?.isHoliday).toBe(true);
    expect(snap?.technicians).toEqual([]);
  });

  it('leaves the stored day untouched when nothing arrives (offline)', async () => {
    installFetch({
      [ApiPath.DAY_CONFIG]: ok(config),
      [ApiPath.DAY_TECHNICIANS]: ok([]),
      [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }),
    });
    await loadDay('b2', '2026-11-20');
    const before = await db.days.get(dayKey('b2', '2026-11-20'));
    installFetch({
      [ApiPath.DAY_CONFIG]: 'network-error',
      [ApiPath.DAY_TECHNICIANS]: 'network-error',
      [ApiPath.DAY_BOOKINGS]: 'network-error',
    });
    // A write, even of the same values, would wake every live query on the table.
    const writes = vi.fn();
    db.days.hook('creating', writes);
    db.days.hook('updating', writes);
    try {
      await expect(loadDay('b2', '2026-11-20')).rejects.toBeInstanceOf(OfflineError);
      await expect(loadDay('b3', '2026-11-20')).rejects.toBeInstanceOf(OfflineError);
    } finally {
      db.days.hook('creating').unsubscribe(writes);
      db.days.hook('updating').unsubscribe(writes);
    }
    expect(writes).not.toHaveBeenCalled();
    expect(await db.days.get(dayKey('b2', '2026-11-20'))).toEqual(before);
    expect(await db.days.get(dayKey('b3', '2026-11-20'))).toBeUndefined();
  });

  it('stores the clipboard per branch and remembers the viewed day', async () => {
    installFetch({ [ApiPath.CLIPBOARD]: ok({ bookings: [], guests: [] }) });
    await loadClipboard('b1');
    expect((await db.clipboards.get('b1'))?.guests).toEqual([]);
    await rememberViewedDay('u1', 'b1', '2026-11-21');
    expect(await lastViewedDay('u1', 'b1')).toBe('2026-11-21');
  });

  it('polls one part at a time: the others are neither asked nor lost', async () => {
    installFetch({
      [ApiPath.DAY_CONFIG]: ok(config),
      [ApiPath.DAY_TECHNICIANS]: ok([]),
      [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }),
    });
    const t0 = Date.now();
    await loadDay('b1', '2026-11-20');
    const first = await db.days.get(dayKey('b1', '2026-11-20'));
    expect(first?.fetchStartedAt).toBeGreaterThanOrEqual(t0);

    const { calls } = installFetch({ [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }) });
    await new Promise((r) => setTimeout(r, 5));
    await loadDay('b1', '2026-11-20', defaultEnv, { parts: [DayPart.BOOKINGS] });
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([ApiPath.DAY_BOOKINGS]);
    const second = await db.days.get(dayKey('b1', '2026-11-20'));
    expect(second?.config).toEqual(config);
    expect(second?.technicians).toEqual([]);
    expect(second?.partStartedAt?.bookings).toBeGreaterThan(first?.partStartedAt?.bookings ?? 0);
    expect(second?.partStartedAt?.technicians).toBe(first?.partStartedAt?.technicians);
    // Changes confirmed since the older board part was fetched stay applied on top.
    expect(second?.fetchStartedAt).toBe(first?.partStartedAt?.technicians);
  });

  it('a day looked at on the side is not the day the sync pull refreshes', async () => {
    installFetch({
      [ApiPath.DAY_CONFIG]: ok(config),
      [ApiPath.DAY_TECHNICIANS]: ok([]),
      [ApiPath.DAY_BOOKINGS]: ok({ bookings: [], guests: [] }),
    });
    await loadDay('b1', '2026-11-20');
    await loadDay('b1', '2026-11-25', defaultEnv, { onScreen: false });
    expect(lastLoadedDay(db.name)).toEqual({ branchId: 'b1', date: '2026-11-20' });
    expect(await db.days.get(dayKey('b1', '2026-11-25'))).toBeDefined();
  });
});
