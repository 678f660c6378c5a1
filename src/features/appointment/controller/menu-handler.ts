/**
 * What each context-menu entry does for the card it was opened on. Group variants act on
 * every guest of the booking that can take the change; destructive ones are confirmed first.
 */
import { BookingStatus, type Guest } from '../../../domain/api';
import { isPayable, MenuAction } from '../../../domain/booking/menu';
import { canCancel, canCheckIn, canNoShow, canStart } from '../../../domain/booking/status';
import type { BoardCard } from '../board/board-types';
import type { BoardActions, SettableStatus } from './use-board-actions';
import type { OpenWindow } from './modal-state';
import { resendBookingSms } from './resend-sms';

export type MenuContext = {
  card: BoardCard;
  guests: Guest[];
  actions: BoardActions;
  open: (w: OpenWindow) => void;
  /** The update form, read-only for finished guests (the form decides from the statuses). */
  openBooking: (bookingId: string) => void;
  confirm: (question: 'cancel' | 'noShow', run: () => void) => void;
  print: (card: BoardCard) => void;
};

function idsWhere(ctx: MenuContext, group: boolean, pred: (s: BookingStatus) => boolean): string[] {
  return group ? ctx.guests.filter((g) => pred(g.status)).map((g) => g.id) : [ctx.card.item.guestId];
}

export function runMenuAction(action: MenuAction, ctx: MenuContext): void {
  const { card, actions } = ctx;
  const bookingId = card.item.bookingId;
  const guest = { id: card.item.guestId, bookingId };
  const status = (ids: string[], to: SettableStatus) => void actions.setStatus(bookingId, ids, to);
  switch (action) {
    case MenuAction.UPDATE:
    case MenuAction.DETAIL:
      return ctx.openBooking(bookingId);
    case MenuAction.MOVE_TO_CLIPBOARD:
      return void actions.toClipboard(guest);
    case MenuAction.PRINT_SLIP:
      return ctx.print(card);
    case MenuAction.RESEND_SMS:
      return void resendBookingSms(bookingId);
    case MenuAction.CONFIRM:
      return void actions.confirm(bookingId);
    case MenuAction.CHECK_IN:
    case MenuAction.CHECK_IN_GROUP:
      return status(idsWhere(ctx, action === MenuAction.CHECK_IN_GROUP, canCheckIn), BookingStatus.CHECK_IN);
    case MenuAction.START:
    case MenuAction.START_GROUP:
      return status(idsWhere(ctx, action === MenuAction.START_GROUP, canStart), BookingStatus.PROCESSING);
    case MenuAction.BACK_TO_WAITING:
    case MenuAction.BACK_TO_CHECK_IN:
      return void actions.back(guest);
    case MenuAction.CANCEL:
    case MenuAction.CANCEL_GROUP: {
      const ids = idsWhere(ctx, action === MenuAction.CANCEL_GROUP, canCancel);
      return ctx.confirm('cancel', () => status(ids, BookingStatus.CANCEL));
    }
    case MenuAction.NO_SHOW:
    case MenuAction.NO_SHOW_GROUP: {
      const ids = idsWhere(ctx, action === MenuAction.NO_SHOW_GROUP, canNoShow);
      return ctx.confirm('noShow', () => status(ids, BookingStatus.NO_SHOW));
    }
    case MenuAction.HISTORY:
      return ctx.open({ kind: 'history', bookingId, code: card.bookingCode });
    case MenuAction.PAYMENT:
      return ctx.open({ kind: 'payment', bookingId, guestIds: [card.item.guestId] });
    case MenuAction.PAYMENT_GROUP:
      return ctx.open({ kind: 'payment', bookingId, guestIds: ctx.guests.filter(isPayable).map((g) => g.id) });
    case MenuAction.ADD_TO_CART:
      return ctx.open({ kind: 'cart', bookingId, guestId: card.item.guestId });
    case MenuAction.PAYMENT_DETAIL:
    case MenuAction.CANCEL_BILL:
    case MenuAction.PRINT_BILL:
    case MenuAction.TIP:
    case MenuAction.TIP_EDIT: {
      const billId = ctx.guests.find((g) => g.id === card.item.guestId)?.billId ?? null;
      const intent = action === MenuAction.CANCEL_BILL ? 'cancel' : action === MenuAction.PRINT_BILL ? 'print' : action === MenuAction.PAYMENT_DETAIL ? null : 'tip';
      return ctx.open({ kind: 'paymentDetail', bookingId, billId, intent });
    }
  }
}
