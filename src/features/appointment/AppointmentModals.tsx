/** The appointment screen's windows: booking form, break time, duration and price, history. */
import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import type { BranchSummary, DayConfigResult } from '../../domain/api';
import { BookingStatus } from '../../domain/api';
import type { PhoneSetting } from '../../domain/phone';
import { addBreak, createBooking, updateBooking } from '../../data/booking-actions';
import { WindowModal } from '../../components/WindowModal';
import { WindowLoading } from '../../components/WindowLoading';
import type { BookingFormAction } from '../booking/booking-form-props';
import type { BookingSubmitArgs } from '../booking/save-input';
import { notifySuccess } from '../feedback/notify';
import type { BoardActions } from './controller/use-board-actions';
import type { OpenWindow } from './controller/modal-state';
import type { BoardScreen } from '../../worker/api';
import { formatZonedDateTime } from '../../domain/time';
import { isPayable } from '../../domain/booking/menu';
import { useShellSession } from '../shell/session-context';
import { allows, BillAccess } from '../../domain/bill/access';
import { CartAccess } from '../../domain/cart/access';
import { BookingFormModal, BookingHistory, BookingPaymentDetail, BreakTimeForm, CartFormWindow, ChangeDurationPriceForm, PaymentWindow } from './lazy-windows';
import { deskNow } from '../../data/desk-clock';

export function AppointmentModals(props: Parameters<typeof OpenModal>[0]) {
  return (
    <Suspense fallback={<WindowLoading />}>
      <OpenModal {...props} />
    </Suspense>
  );
}

function OpenModal(props: {
  open: OpenWindow;
  setOpen: (next: OpenWindow) => void;
  screen: BoardScreen;
  config: DayConfigResult;
  branch: BranchSummary;
  phone: PhoneSetting;
  today: string;
  nowMinute: number;
  canAdmin: boolean;
  online: boolean;
  actions: BoardActions;
}) {
  const { t } = useLingui();
  const shell = useShellSession();
  const { open, setOpen, screen, branch } = props;
  const close = () => setOpen(null);
  if (!open) return null;
  const now = deskNow();
  const nowWall = formatZonedDateTime(now, shell.timeZone);

  if (open.kind === 'payment') {
    const booking = screen.view.bookings.find((b) => b.id === open.bookingId);
    if (!booking) return null;
    // The booking's guests in service first, then the day's others (the form's guest search).
    const payable = [...screen.view.guests].filter(isPayable).sort((a, b) => Number(b.bookingId === booking.id) - Number(a.bookingId === booking.id));
    return (
      <PaymentWindow
        booking={booking}
        payableGuests={payable}
        guestIds={open.guestIds}
        branch={branch}
        branchInfo={{ address: null, phone: null }}
        rights={shell.rights}
        rightsPM={shell.rightsPM}
        online={props.online}
        userName={shell.auth.fullName}
        nowWall={nowWall}
        now={now}
        timeZone={shell.timeZone}
        fallbackHours={props.config}
        onCart={
          allows(CartAccess.CREATE, shell) && open.guestIds[0]
            ? () => setOpen({ kind: 'cart', bookingId: booking.id, guestId: open.guestIds[0] ?? '' })
            : undefined
        }
        onClose={close}
      />
    );
  }

  if (open.kind === 'cart') {
    const booking = screen.view.bookings.find((b) => b.id === open.bookingId);
    if (!booking) return null;
    return (
      <CartFormWindow
        branch={branch}
        phone={props.phone}
        existing={null}
        booking={{ bookingId: booking.id, guestId: open.guestId, customerId: booking.customerId, customerName: booking.customerName, phone: booking.phone, email: booking.email }}
        rights={shell.rights}
        rightsPM={shell.rightsPM}
        online={props.online}
        userName={shell.auth.fullName}
        // Step 3: the payment of the booking's guests in service together with its open carts.
        onSaved={(_id, pay) => setOpen(pay ? { kind: 'payment', bookingId: booking.id, guestIds: screen.view.guests.filter((g) => g.bookingId === booking.id && isPayable(g)).map((g) => g.id) } : null)}
        onClose={close}
      />
    );
  }

  if (open.kind === 'paymentDetail') {
    const booking = screen.view.bookings.find((b) => b.id === open.bookingId);
    const code = booking?.code ?? '';
    return (
      <WindowModal opened title={t`Payment detail of booking ${code}`} width={1000} onClose={close}>
        <BookingPaymentDetail bookingId={open.bookingId} billId={open.billId} intent={open.intent} branch={branch} rights={shell.rights} rightsPM={shell.rightsPM} online={props.online} nowWall={nowWall} onClose={close} />
      </WindowModal>
    );
  }

  if (open.kind === 'booking') {
    const existing = open.mode === 'create' ? null : { booking: open.booking, guests: open.guests };
    const submit = async (action: BookingFormAction, args: BookingSubmitArgs) => {
      const start = action === 'START';
      if (open.mode === 'update') {
        await updateBooking({ ...args, code: open.booking.code, start });
        notifySuccess(t`Update success`);
      } else {
        await createBooking(branch, { ...args, start });
        notifySuccess(t`Create success`);
      }
    };
    const askStatus = (status: 'Cancel' | 'NoShow') => {
      if (open.mode !== 'update') return;
      const target = status === 'Cancel' ? BookingStatus.CANCEL : BookingStatus.NO_SHOW;
      const ids = open.guests.filter((g) => g.status === BookingStatus.WAITING || g.status === BookingStatus.CHECK_IN || g.status === BookingStatus.NEW).map((g) => g.id);
      modals.openConfirmModal({
        title: status === 'Cancel' ? t`Cancel this booking?` : t`Mark this booking as no-show?`,
        centered: true,
        closeOnClickOutside: false,
        children: <Text>{open.booking.customerName}</Text>,
        labels: { confirm: t`Yes`, cancel: t`No` },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          void props.actions.setStatus(open.booking.id, ids, target).then(close);
        },
      });
    };
    return (
      <BookingFormModal
        series={{ timeZone: shell.timeZone }}
        key={open.mode === 'create' ? `create:${open.preset?.technicianId ?? ''}:${open.preset?.startTime ?? ''}:${open.preset?.walkIn ? 'walk-in' : ''}` : `${open.mode}:${open.booking.id}`}
        mode={open.mode}
        branch={branch}
        phone={props.phone}
        date={screen.view.date}
        today={props.today}
        nowMinute={props.nowMinute}
        board={{ date: screen.view.date, config: props.config, technicians: screen.view.technicians }}
        fallbackHours={props.config}
        existing={existing}
        preset={open.mode === 'create' ? open.preset : null}
        canAdmin={props.canAdmin}
        online={props.online}
        onSubmit={submit}
        onStatus={askStatus}
        onDuplicate={() => (open.mode === 'update' ? setOpen({ kind: 'booking', mode: 'clone', booking: open.booking, guests: open.guests }) : undefined)}
        onHistory={() => (open.mode === 'update' ? setOpen({ kind: 'history', bookingId: open.booking.id, code: open.booking.code }) : undefined)}
        onPayment={
          open.mode === 'update' && allows(BillAccess.PAY, shell)
            ? () => setOpen({ kind: 'payment', bookingId: open.booking.id, guestIds: open.guests.filter(isPayable).map((g) => g.id) })
            : undefined
        }
        onPaymentDetail={open.mode === 'update' ? () => setOpen({ kind: 'paymentDetail', bookingId: open.booking.id, billId: null, intent: null }) : undefined}
        onClose={close}
      />
    );
  }

  if (open.kind === 'break') {
    const technician = screen.view.technicians.find((x) => x.id === open.technicianId);
    if (!technician) return null;
    return (
      <WindowModal opened title={t`Break time`} width={600} onClose={close}>
        <BreakTimeForm
          technician={technician}
          date={screen.view.date}
          initialStart={open.start}
          config={props.config}
          onCancel={close}
          onSubmit={async (v) => {
            await addBreak({ id: crypto.randomUUID(), technicianId: technician.id, branchId: branch.id, date: screen.view.date, ...v });
            notifySuccess(t`Save success`);
            close();
          }}
        />
      </WindowModal>
    );
  }

  if (open.kind === 'duration') {
    const { card } = open;
    const technicianName = screen.view.technicians.find((x) => x.id === card.item.technicianId)?.name ?? '';
    return (
      <WindowModal opened title={t`Change duration and price`} width={600} onClose={close}>
        <ChangeDurationPriceForm
          serviceName={card.item.serviceName}
          technicianName={technicianName}
          startTime={card.item.startTime}
          duration={open.duration}
          price={card.item.servicePrice}
          serviceTime={card.item.serviceTime}
          onCancel={close}
          onSubmit={async (v) => {
            await props.actions.saveDuration(card.item, v.duration, v.price);
            close();
          }}
        />
      </WindowModal>
    );
  }

  const code = open.code;
  return (
    <WindowModal opened title={t`History of booking ${code}`} width={1200} onClose={close}>
      <BookingHistory bookingId={open.bookingId} online={props.online} />
    </WindowModal>
  );
}
