/**
 * The board with its clipboard panel and menus: gestures go to the board actions (checked
 * in the worker, then queued), menus offer what the status allows.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary, DayConfigResult } from '../../domain/api';
import { menuFor, MenuAction } from '../../domain/booking/menu';
import type { PhoneSetting } from '../../domain/phone';
import type { TurnRow } from '../../domain/turns/turn-order';
import type { BoardScreen } from '../../worker/api';
import { BoardDndProvider, SchedulerBoard, type BoardCard, type BoardTarget } from './board';
import { bookingCounts, boardCards, guestsOfBooking } from './controller/board-cards';
import { runMenuAction } from './controller/menu-handler';
import type { BoardActions } from './controller/use-board-actions';
import type { OpenWindow } from './controller/modal-state';
import { technicianLabel } from './technician';
import { allows, BillAccess } from '../../domain/bill/access';
import { CartAccess } from '../../domain/cart/access';
import { useShellSession } from '../shell/session-context';
import { usePrint } from '../../components/use-print';
import { usePaymentOptions } from '../../data/payment-options';
import { useStoredPackages } from '../../data/service-tree';
import type { BillSlipData } from '../payment/bill-slip';
import classes from './appointment-page.module.css';
import { useLatch } from '../../components/use-latch';

// The clipboard's panel (its tree of bookings and their drag handles) is fetched the first time
// it opens: the day is drawn without it, and it starts closed.
// Likewise the bill slip's layout, printed from a card's menu (the print waits for it).
const BillSlip = lazy(() => import('../payment/BillSlip').then((m) => ({ default: m.BillSlip })));
const ClipboardSide = lazy(() => import('./ClipboardSide').then((m) => ({ default: m.ClipboardSide })));
// The card's and the column's menus (Mantine's Menu and @floating-ui) with the first one opened.
const CardMenu = lazy(() => import('./menus/CardMenu').then((m) => ({ default: m.CardMenu })));
const CellMenu = lazy(() => import('./menus/CellMenu').then((m) => ({ default: m.CellMenu })));

type Point = { x: number; y: number };

export function AppointmentBoard(props: {
  screen: BoardScreen;
  config: DayConfigResult;
  branch: BranchSummary;
  phone: PhoneSetting;
  today: string;
  nowMinute: number;
  columnWidth: number;
  singleColumn: boolean;
  canEdit: boolean;
  canBreak: boolean;
  clipboardOpen: boolean;
  actions: BoardActions;
  open: (w: OpenWindow) => void;
  /** Today's walk-in turn list (issue 19), or null. */
  turnRows: TurnRow[] | null;
}) {
  const { t } = useLingui();
  const { rights, rightsPM } = useShellSession();
  const held = { rights, rightsPM };
  const { screen, actions, open, today } = props;
  const date = screen.view.date;
  const isToday = date === today;
  const isPast = date < today;
  const packages = useStoredPackages(props.branch.id);
  const cards = useMemo(() => boardCards(screen, props.phone, packages), [screen, props.phone, packages]);
  // Rebuilt only with the day: a new object on each render would re-render the board's header.
  const counts = useMemo(() => bookingCounts(screen), [screen]);
  const [cardMenu, setCardMenu] = useState<{ card: BoardCard; at: Point } | null>(null);
  const [cellMenu, setCellMenu] = useState<{ target: BoardTarget; at: Point } | null>(null);
  // Mounted from the first opening on, so each later one closes with its transition.
  const cardMenuUsed = useLatch(cardMenu !== null);
  const cellMenuUsed = useLatch(cellMenu !== null);
  const paymentOptions = usePaymentOptions(props.branch.id);
  const slipPrinter = usePrint((slip: BillSlipData) => <BillSlip slip={slip} />);
  /** "Print slip": the guest's bill slip, from the board's copy and the branch's stored taxes (offline too). */
  const printSlip = (card: BoardCard) => {
    const booking = screen.view.bookings.find((b) => b.id === card.item.bookingId);
    const guest = screen.view.guests.find((g) => g.id === card.item.guestId);
    if (!booking || !guest) return;
    const input = { branchName: props.branch.name, booking, guest, taxes: paymentOptions?.taxes ?? null };
    // The bill's calculation comes with the first slip printed, not with the board.
    void import('../payment/bill-slip').then(({ billSlipOf }) => slipPrinter.print(billSlipOf(input)));
  };

  const openBooking = useCallback(
    (bookingId: string) => {
      const booking = screen.view.bookings.find((b) => b.id === bookingId) ?? screen.view.clipboard.bookings.find((b) => b.id === bookingId);
      if (!booking) return;
      const guests = [...screen.view.guests, ...screen.view.clipboard.guests].filter((g) => g.bookingId === bookingId);
      open({ kind: 'booking', mode: 'update', booking, guests });
    },
    [screen, open],
  );

  const confirm = (question: 'cancel' | 'noShow', run: () => void) =>
    modals.openConfirmModal({
      title: question === 'cancel' ? t`Cancel this appointment?` : t`Mark this appointment as no-show?`,
      centered: true,
      closeOnClickOutside: false,
      labels: { confirm: t`Yes`, cancel: t`No` },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });

  const menuActions = (card: BoardCard) => {
    const booking = screen.view.bookings.find((b) => b.id === card.item.bookingId);
    const guest = screen.view.guests.find((g) => g.id === card.item.guestId);
    return menuFor({
      status: card.item.status,
      hasBill: guest?.billId != null,
      bookingGuests: guestsOfBooking(screen, card.item.bookingId),
      confirmed: booking?.confirm ?? true,
      isToday,
      isPastDate: isPast,
      readOnly: false,
      canEdit: props.canEdit,
      alreadyTip: guest?.alreadyTip ?? false,
      canPay: allows(BillAccess.PAY, held),
      canCancelBill: allows(BillAccess.CANCEL, held),
      canTip: allows(BillAccess.TIP, held),
      canCart: allows(CartAccess.CREATE, held) && (allows(CartAccess.GIFT_CARDS, held) || allows(CartAccess.PRODUCTS, held)),
    });
  };

  const cellTechnician = cellMenu ? screen.view.technicians.find((x) => x.id === cellMenu.target.technicianId) : undefined;
  const scrollTo = isToday ? Math.max(0, props.nowMinute - 60) : null;

  return (
    <BoardDndProvider>
      <div className={classes.boardAndClipboard}>
        <div className={classes.board}>
          <SchedulerBoard
            date={date}
            bounds={screen.bounds}
            technicians={screen.view.technicians}
            cards={cards}
            bookingCounts={counts}
            hourCounts={screen.stats.guestsInServicePerHour}
            nowMinute={isToday ? props.nowMinute : null}
            columnWidth={props.columnWidth}
            singleColumn={props.singleColumn}
            // On a phone the board takes the screen's height left under the filters (CSS).
            height={props.singleColumn ? 'auto' : undefined}
            canEdit={props.canEdit}
            canBreak={props.canBreak}
            scrollToMinute={scrollTo}
            onCardOpen={(card) => openBooking(card.item.bookingId)}
            onCardMenu={(card, at) => setCardMenu({ card, at })}
            onCellMenu={(target, at) => setCellMenu({ target, at })}
            onCellOpen={(target) => open({ kind: 'booking', mode: 'create', preset: { technicianId: target.technicianId, startTime: target.start } })}
            onUnbreak={(breakId) =>
              modals.openConfirmModal({
                title: t`Remove this break?`,
                centered: true,
                closeOnClickOutside: false,
                labels: { confirm: t`Yes`, cancel: t`No` },
                onConfirm: () => void actions.unbreak(breakId),
              })
            }
            onMove={(card, target) => actions.move(card, target)}
            onResize={(card, endTime) => void actions.resize(card, endTime)}
            onDropFromClipboard={(guestId, target) => void actions.dropFromClipboard(guestId, target)}
            onMoveToClipboard={(card) => void actions.toClipboard({ id: card.item.guestId, bookingId: card.item.bookingId })}
            suggestedTechnicianId={props.turnRows?.[0]?.technicianId ?? null}
          />
        </div>
        {props.clipboardOpen ? (
          <Suspense fallback={<div className={classes.clipboard} />}>
            <ClipboardSide
              screen={screen}
              phone={props.phone}
              canEdit={props.canEdit}
              onUpdate={openBooking}
              onConfirm={(id) => void actions.confirm(id)}
              turnRows={props.turnRows}
              timeZone={props.branch.timeZone}
              onSeatWalkIn={(guestId, technicianId, start) => actions.dropFromClipboard(guestId, { technicianId, start }, { walkIn: true })}
            />
          </Suspense>
        ) : null}
      </div>
      {cardMenuUsed ? (
        <Suspense fallback={null}>
          <CardMenu
            at={cardMenu?.at ?? null}
            title={cardMenu ? `${cardMenu.card.customerName} · ${cardMenu.card.item.serviceName}` : ''}
            actions={cardMenu ? menuActions(cardMenu.card) : []}
            onClose={() => setCardMenu(null)}
            onAction={(action: MenuAction) => {
              const card = cardMenu?.card;
              setCardMenu(null);
              if (!card) return;
              runMenuAction(action, { card, guests: guestsOfBooking(screen, card.item.bookingId), actions, open, openBooking, confirm, print: printSlip });
            }}
          />
        </Suspense>
      ) : null}
      {cellMenuUsed ? (
        <Suspense fallback={null}>
          <CellMenu
            at={cellMenu?.at ?? null}
            title={cellMenu && cellTechnician ? `${technicianLabel(cellTechnician)} · ${cellMenu.target.start.slice(11)}` : ''}
            canBook={props.canEdit}
            canBreak={props.canBreak}
            onClose={() => setCellMenu(null)}
            onBook={() => {
              if (cellMenu) open({ kind: 'booking', mode: 'create', preset: { technicianId: cellMenu.target.technicianId, startTime: cellMenu.target.start } });
              setCellMenu(null);
            }}
            onBreak={() => {
              if (cellMenu) open({ kind: 'break', technicianId: cellMenu.target.technicianId, start: cellMenu.target.start });
              setCellMenu(null);
            }}
          />
        </Suspense>
      ) : null}
      {slipPrinter.portal}
    </BoardDndProvider>
  );
}
