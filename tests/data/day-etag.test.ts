import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { dayKey } from '../../src/data/db';
import { DayPart, loadDay } from '../../src/data/day';
import { TEST_NOW, TEST_TODAY } from '../server/helpers';
import { useTabletServer } from './tablet-server';

const server = useTabletServer();

/** The tablet's poll of the day's bookings against the real server: a 304 leaves Dexie alone. */
describe("the day's bookings polled with their ETag", () => {
  it('stores the tag, writes nothing on a 304, and takes the new day and tag once something changed', async () => {
    const desk = await server.signedInTablet('etag', 'frontdesk', TEST_NOW);
    const key = dayKey(server.downtown, TEST_TODAY);
    const poll = () => loadDay(server.downtown, TEST_TODAY, desk.env, { parts: [DayPart.BOOKINGS] });
    await poll();
    const first = await desk.env.db.days.get(key);
    expect(first?.bookingsETag).toMatch(/^W\/"day-/);

    const writes = vi.fn();
    desk.env.db.days.hook('creating', writes);
    desk.env.db.days.hook('updating', writes);
    await poll();
    expect(writes).not.toHaveBeenCalled();
    expect(await desk.env.db.days.get(key)).toEqual(first);

    await server.db.query(`UPDATE booking SET note = 'changed elsewhere' WHERE branch_id = $1 AND id = $2`, [
      server.downtown,
      first?.bookings?.[0]?.id ?? '',
    ]);
    await poll();
    expect(writes).toHaveBeenCalled();
    const after = await desk.env.db.days.get(key);
    expect(after?.bookingsETag).not.toBe(first?.bookingsETag);
    expect(after?.bookings?.find((b) => b.id === first?.bookings?.[0]?.id)?.note).toBe('changed elsewhere');
  });
});
