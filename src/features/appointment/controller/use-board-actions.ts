/**
 * What the board's gestures and menus do: check the gesture in the worker for instant
 * feedback (the server has the final word), then queue the change. A refused gesture shows
 * the rule's message and changes nothing, so the card snaps back.
 */
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary, DayConfigResult, Guest } from '../../../domain/api';
import { BookingStatus } from '../../../domain/api';
import { minutesFromDay, nowOnDay } from '../../../domain/scheduler/clock';
import { formatZonedDate } from '../../../domain/time';
import type { SchedulerItem } from '../../../domain/scheduler/items';
import type { Refusal } from '../../../domain/scheduler/codes';
import {
  backGuestStatus,
  confirmBooking,
  moveGuestToClipboard,
  moveGuestToDashboard,
  removeBreak,
  setGuestStatus,
  updateSegment,
} from '../../../data/booking-actions';
import { getWorker } from '../../../worker/client';
import type { BoardScreen } from '../../../worker/api';
import { notifyFailure, notifySuccess } from '../../feedback/notify';
import type { BoardCard, BoardTarget } from '../board/board-types';
import { boardContext } from './board-context';
import { deskNow } from '../../../data/desk-clock';

export type SettableStatus = typeof BookingStatus.CHECK_IN | typeof BookingStatus.PROCESSING | typeof BookingStatus.CANCEL | typeof BookingStatus.NO_SHOW;

export type BoardActions = ReturnType<typeof useBoardActions>;

export function useBoardActions(input: {
  screen: BoardScreen | null;
  config: DayConfigResult | null;
  branch: BranchSummary;
  timeZone: string;
  /** Opens the change duration and price form after a resize to another length. */
  onDurationChange: (card: BoardCard, duration: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { screen, config, branch, timeZone } = input;

  const refused = (refusal: Refusal) => void notifyFailure((wording) => wording.describeCode(refusal.code, i18n), { autoClose: 5000 });
  const failed = (error: unknown) => void notifyFailure((wording) => wording.describeLocalFailure(error, i18n));

  async function run(action: () => Promise<unknown>, done: string): Promise<void> {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      failed(error);
    }
  }

  const ctx = () => (screen && config ? boardContext(screen, config, deskNow(), timeZone) : null);

  /** True when the move was queued. */
  async function move(card: BoardCard, target: BoardTarget): Promise<boolean> {
    const board = ctx();
    if (!board) return false;
    if (target.technicianId === card.item.technicianId && target.start === card.item.startTime) return false;
    const answer = await getWorker().validateDrop({ ...board, item: card.item, target });
    if (!answer.ok) {
      refused(answer);
      return false;
    }
    const duration = minutesFromDay(answer.endTime, board.day.date) - minutesFromDay(answer.startTime, board.day.date);
    let queued = false;
    await run(async () => {
      await updateSegment({ id: card.item.id, bookingId: card.item.bookingId, branchId: branch.id, technicianId: answer.technicianId, startTime: answer.startTime, duration, price: card.item.servicePrice });
      queued = true;
    }, t`Move success`);
    return queued;
  }

  async function resize(card: BoardCard, endTime: string): Promise<void> {
    const board = ctx();
    if (!board) return;
    const answer = await getWorker().validateResize({ ...board, item: card.item, endTime });
    if (!answer.ok) {
      refused(answer);
      return;
    }
    // A length other than the service time asks for the new duration and price first.
    if (answer.durationChanged) return input.onDurationChange(card, answer.duration);
    await saveDuration(card.item, answer.duration, card.item.servicePrice);
  }

  function saveDuration(item: SchedulerItem, duration: number, price: number): Promise<void> {
    return run(
      () => updateSegment({ id: item.id, bookingId: item.bookingId, branchId: branch.id, technicianId: item.technicianId, startTime: item.startTime, duration, price }),
      t`Update success`,
    );
  }

  /**
   * A clipboard guest's lines go one after another on the chosen technician (the server's rule).
   * `walkIn` seats them as a walk-in (the turn list counts them). True when the change was queued.
   */
  async function dropFromClipboard(guestId: string, target: BoardTarget, options: { walkIn?: boolean } = {}): Promise<boolean> {
    const board = ctx();
    const guest = screen?.view.clipboard.guests.find((g) => g.id === guestId);
    if (!board || !guest) return false;
    const date = board.day.date;
    const today = formatZonedDate(board.now, timeZone);
    const answer = await getWorker().clipboardPlacement({
      board: {
        date,
        config: board.day.config,
        technicians: board.technicians,
        segments: board.segments,
        settings: board.settings,
        clock: { today, minute: nowOnDay(board.now, timeZone, today) },
      },
      bookingId: guest.bookingId,
      guestId,
      // Placed guests wait; the rules only move Waiting, CheckIn and Processing cards.
      status: BookingStatus.WAITING,
      gender: guest.gender,
      technicianId: target.technicianId,
      start: minutesFromDay(target.start, date),
      lines: [...guest.segments]
        .sort((a, b) => a.displayIndex - b.displayIndex)
        .map((l) => ({ id: l.id, serviceId: l.serviceId, serviceName: l.serviceName, duration: l.duration, price: l.price })),
      force: false,
    });
    if (!answer.ok) {
      refused(answer);
      return false;
    }
    let queued = false;
    await run(async () => {
      await moveGuestToDashboard({ guestId, bookingId: guest.bookingId, branchId: branch.id, technicianId: target.technicianId, startTime: target.start, scheduleDate: date, walkIn: options.walkIn ?? false });
      queued = true;
    }, t`Move success`);
    return queued;
  }

  function toClipboard(guest: Pick<Guest, 'id' | 'bookingId'>): Promise<void> {
    return run(() => moveGuestToClipboard({ guestId: guest.id, bookingId: guest.bookingId, branchId: branch.id }), t`Move success`);
  }

  function setStatus(bookingId: string, guestIds: string[], status: SettableStatus): Promise<void> {
    const done = status === BookingStatus.CANCEL ? t`Cancel success` : t`Update success`;
    return run(() => setGuestStatus({ bookingId, branchId: branch.id, guestIds, status }), done);
  }

  function back(guest: Pick<Guest, 'id' | 'bookingId'>): Promise<void> {
    return run(() => backGuestStatus({ guestId: guest.id, bookingId: guest.bookingId, branchId: branch.id }), t`Update success`);
  }

  function confirm(bookingId: string): Promise<void> {
    return run(() => confirmBooking({ id: bookingId, branchId: branch.id, confirm: true }), t`Update success`);
  }

  function unbreak(breakId: string): Promise<void> {
    return run(() => removeBreak({ technicianWorkingId: breakId, branchId: branch.id }), t`Delete success`);
  }

  return { move, resize, saveDuration, dropFromClipboard, toClipboard, setStatus, back, confirm, unbreak };
}
