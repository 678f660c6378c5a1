/**
 * Keeps the viewed day (and the clipboard) fresh in Dexie: loads on open and on date or
 * branch change, then every 60 s while the day is today or later (past days do not move).
 * Offline failures are silent (the saved snapshot is shown); others show the server message.
 */
import { useEffect, useState } from 'react';
import { loadClipboard, loadDay, rememberViewedDay } from '../../data/day';
import { loadServiceTree } from '../../data/service-tree';
import { isOfflineError } from '../../data/api-client';
import { notifyError } from '../feedback/notify';
import { isTodayOrLater } from '../dates/branch-dates';

const POLL_MS = 60_000;

export function useDayLoader(input: { userId: string; branchId: string | null; date: string; today: string }) {
  const { userId, branchId, date, today } = input;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = isTodayOrLater(date, today);

  // The booking form picks services offline from the stored tree: refresh it once per branch.
  useEffect(() => {
    if (branchId) loadServiceTree(branchId).catch(() => undefined);
  }, [branchId]);

  useEffect(() => {
    if (!branchId) return;
    let cancelled = false;
    const load = async (first: boolean) => {
      if (first) setLoading(true);
      try {
        await Promise.all([loadDay(branchId, date), loadClipboard(branchId)]);
        await rememberViewedDay(userId, branchId, date);
        if (!cancelled) setFailed(false);
      } catch (error) {
        if (cancelled) return;
        setFailed(true);
        if (!isOfflineError(error)) notifyError(error, { id: 'day-load' });
      } finally {
        if (!cancelled && first) setLoading(false);
      }
    };
    void load(true);
    const timer = live ? setInterval(() => void load(false), POLL_MS) : undefined;
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [userId, branchId, date, live]);

  return { loading, failed };
}
