/**
 * The scheduler's first board, begun as soon as the page knows which day it shows (the
 * session's branch and the address's date), while the router, the shell and the screen's
 * code still load; `useBoardScreen` takes it over on its first render. Issue 18: before this,
 * the day was read only after the screen's first commit and computed only after that read.
 */
import { startBoardHeadStart, type BoardHeadStart } from '../../../data/board';
import { getCachedSession, SessionState } from '../../../data/session';
import { deskNow } from '../../../data/desk-clock';
import { ensureSession } from '../../auth/session-gate';
import { isDayString, todayIn } from '../../dates/branch-dates';
import { toShellSession } from '../../shell/session-context';
import { computeDayScreen, type DayScreen } from './day-screen';

export type DayScreenKey = { branchId: string; date: string; today: string; timeZone: string };

const keyOf = (k: DayScreenKey) => `${k.branchId} ${k.date} ${k.today} ${k.timeZone}`;

let slot: { key: string; head: BoardHeadStart<DayScreen | null> } | null = null;

/**
 * Starts reading and computing the board of the day `requestedDate` (the `date` search value)
 * names, or today, for the branch of the session stored here: the session check (a request
 * when online) usually confirms it; a board it does not confirm is not taken, and is dropped.
 */
export async function startDayScreenEarly(requestedDate: unknown): Promise<void> {
  let refused = false;
  const refuse = () => {
    refused = true;
    dropDayScreenHeadStart();
  };
  void ensureSession().then((load) => load.state === SessionState.SIGNED_OUT && refuse(), refuse);
  const session = await getCachedSession();
  const shell = session && toShellSession(session);
  if (!shell || shell.auth.isTenantSelection || !shell.auth.branchId) return;
  const { timeZone } = shell;
  const today = todayIn(timeZone, deskNow().getTime());
  const key = { branchId: shell.auth.branchId, date: isDayString(requestedDate) ? requestedDate : today, today, timeZone };
  dropDayScreenHeadStart();
  if (!refused) slot = { key: keyOf(key), head: startBoardHeadStart(key.branchId, key.date, computeDayScreen(today, timeZone)) };
}

/** The head start for this very board, if one was begun and nobody took it yet. */
export function dayScreenHeadStart(key: DayScreenKey): BoardHeadStart<DayScreen | null> | null {
  return slot && slot.key === keyOf(key) && slot.head.live.held ? slot.head : null;
}

/** Closes a head start nobody took (another day or branch was shown). */
export function dropDayScreenHeadStart(): void {
  slot?.head.live.release();
  slot = null;
}
