/**
 * Switching branch after the user confirmed. On success the layout re-runs its guards
 * (router.invalidate) and every screen re-reads Dexie, which now holds the new branch.
 */
import { useCallback, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { switchBranch, type BranchTarget } from '../../data/branch';
import { todayIn } from '../dates/branch-dates';
import { adoptSession } from '../auth/session-gate';
import { notifyError } from '../feedback/notify';
import { deskNow } from '../../data/desk-clock';

export function useBranchSwitch(timeZone: string) {
  const router = useRouter();
  const [switching, setSwitching] = useState(false);
  const run = useCallback(
    async (target: BranchTarget) => {
      setSwitching(true);
      try {
        const result = await switchBranch(target, todayIn(timeZone, deskNow().getTime()));
        adoptSession(result);
        await router.invalidate();
      } catch (error) {
        notifyError(error);
      } finally {
        setSwitching(false);
      }
    },
    [router, timeZone],
  );
  return { switching, switchTo: run };
}
