/**
 * Keeps the viewed day (and the clipboard) fresh in Dexie: loads every part on open, on a
 * date or branch change and when the link comes back, then asks for each part again at its
 * own interval while the day is today or later (`src/domain/scheduler/polling.ts`; past days
 * do not move). Offline failures are silent (the saved snapshot is shown); others show the
 * server message.
 */
import { useEffect, useState } from 'react';
import { DayPart, loadClipboard, loadDay, rememberViewedDay } from '../../data/day';
import { loadServiceTree } from '../../data/service-tree';
import { isOfflineError } from '../../data/api-client';
import { useOnline } from '../../data/use-online';
import { duePollSets, nextPollDelay, POLL_SETS, PollSet, type LastPolled } from '../../domain/scheduler/polling';
import { notifyError } from '../feedback/notify';
import { deskClock, deskNow } from '../../data/desk-clock';

/** Which stored day part each polled set refreshes (the clipboard is its own table). */
const PART_OF: Partial<Record<PollSet, DayPart>> = {
  [PollSet.BOOKINGS]: DayPart.BOOKINGS,
  [PollSet.TECHNICIANS]: DayPart.TECHNICIANS,
  [PollSet.DAY_CONFIG]: DayPart.CONFIG,
};

/** A timer never fires sooner than this, however the intervals line up. */
const MIN_TIMER_MS = 1_000;

export function useDayLoader(input: { userId: string; branchId: string | null; date: string; timeZone: string }) {
  const { userId, branchId, date, timeZone } = input;
  const online = useOnline();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  // The booking form picks services offline from the stored tree: refresh it once per branch.
  useEffect(() => {
    if (branchId) loadServiceTree(branchId).catch(() => undefined);
  }, [branchId]);

  useEffect(() => {
    if (!branchId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lastPolled: LastPolled = {};

    const load = async (sets: readonly PollSet[], first: boolean) => {
      // The device's clock: a correction of the desk's offset must not move the next poll.
      const startedAt = deskClock.deviceMs();
      for (const set of sets) lastPolled[set] = startedAt;
      const parts = sets.flatMap((set) => PART_OF[set] ?? []);
      const jobs: Promise<void>[] = [];
      if (parts.length > 0) jobs.push(loadDay(branchId, date, undefined, { parts }));
      if (sets.includes(PollSet.CLIPBOARD)) jobs.push(loadClipboard(branchId));
      if (first) setLoading(true);
      try {
        await Promise.all(jobs);
        if (first) await rememberViewedDay(userId, branchId, date);
        if (!cancelled) setFailed(false);
      } catch (error) {
        if (cancelled) return;
        setFailed(true);
        if (!isOfflineError(error)) notifyError(error, { id: 'day-load' });
      } finally {
        if (!cancelled && first) setLoading(false);
      }
    };

    const schedule = () => {
      if (cancelled) return;
      const delay = nextPollDelay({ viewedDate: date, now: deskNow(), atMs: deskClock.deviceMs(), timeZone, lastPolled });
      if (delay !== null) timer = setTimeout(() => void tick(), Math.max(delay, MIN_TIMER_MS));
    };

    const tick = async () => {
      const due = duePollSets({ viewedDate: date, now: deskNow(), atMs: deskClock.deviceMs(), timeZone, lastPolled });
      if (due.length > 0) await load(due, false);
      schedule();
    };

    void load(POLL_SETS, true).then(schedule);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `online`: the link came back (or dropped): start again with everything.
  }, [userId, branchId, date, timeZone, online]);

  return { loading, failed };
}
