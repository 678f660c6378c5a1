/**
 * The payment window: the payment form (for a booking's guests and its open carts, or for
 * carts alone). Finish payment closes it, back to the board or the cart list, with a toast to
 * print the bill; for a booking it first offers the customer's next visit (PrebookStep).
 * What it needs is read from the tablet; payment-info is asked of the server when online only
 * for loyalty.
 */
import { useEffect, useState } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Booking, BranchSummary, Guest } from '../../domain/api';
import type { CartView } from '../../domain/cart/contract';
import { CartStatus } from '../../domain/cart/status';
import { isOfflineError } from '../../data/api-client';
import { useBookingCarts } from '../../data/carts';
import { useCheckoutMethods } from '../../data/sync-hooks';
import { useServiceTree } from '../../data/service-tree';
import { findService } from '../booking/service-tree-filter';
import { useCustomerLoyalty } from '../../data/loyalty';
import { loadPaymentInfo, loadPaymentOptions, usePaymentOptions } from '../../data/payment-options';
import { WindowModal } from '../../components/WindowModal';
import { notifyPaid } from './PaidNotice';
import { PaymentForm } from './PaymentForm';
import { PrebookStep } from './PrebookStep';
import { canPrebook, visitOf, type VisitGuest } from '../../domain/booking/prebook';
import type { DayHours } from '../../domain/scheduler/working-hours';

export type PaymentWindowProps = {
  /** Null for a cart-only payment. */
  booking: Booking | null;
  payableGuests: Guest[];
  guestIds: string[];
  /** A cart-only payment's carts; a booking's open carts join on their own. */
  carts?: CartView[];
  onBack?: () => void;
  onCart?: () => void;
  branch: BranchSummary;
  branchInfo: { address: string | null; phone: string | null };
  rights: readonly string[];
  rightsPM: readonly string[];
  online: boolean;
  userName: string;
  nowWall: string;
  now: Date;
  timeZone: string;
  /** The branch's opening hours: with them, a booking's payment offers the next visit. */
  fallbackHours?: DayHours;
  onClose: () => void;
};

/** What the prebook step repeats, taken when the bill was paid (its guests then leave the board). */
type Prebook = { billId: string; booking: Booking; visit: VisitGuest[]; hours: DayHours };

export function PaymentWindow(props: PaymentWindowProps) {
  const { t } = useLingui();
  const { branch, booking, online } = props;
  const options = usePaymentOptions(branch.id);
  const methods = useCheckoutMethods(branch.id);
  const bookingCarts = useBookingCarts(booking?.id ?? null);
  const carts = props.carts ?? (bookingCarts ?? []).filter((c) => c.status === CartStatus.NEW);
  const customerId = booking?.customerId ?? carts.find((c) => c.customerId)?.customerId ?? null;
  const loyalty = useCustomerLoyalty(customerId);
  const [loadFailed, setLoadFailed] = useState(false);
  const [prebook, setPrebook] = useState<Prebook | null>(null);
  // Tells which lines of a paid service were its helper technicians, as the booking form does.
  const tree = useServiceTree(branch.id);

  useEffect(() => {
    if (!online) return;
    // Fresh options and the customer's loyalty; a failure keeps what is stored.
    loadPaymentOptions(branch.id).catch((error: unknown) => {
      if (!isOfflineError(error)) setLoadFailed(true);
    });
    if (booking) loadPaymentInfo({ bookingId: booking.id, guestIds: props.guestIds, cartIds: [] }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, branch.id, booking?.id]);

  let body;
  if (prebook) {
    body = (
      <PrebookStep
        branch={branch}
        booking={prebook.booking}
        visit={prebook.visit}
        billId={prebook.billId}
        online={online}
        now={props.now}
        timeZone={props.timeZone}
        fallbackHours={prebook.hours}
        onDone={props.onClose}
      />
    );
  } else if (options === undefined || methods === undefined || (booking && bookingCarts === undefined)) {
    body = <Loader aria-label={t`Loading…`} />;
  } else if (!options || methods.length === 0) {
    body = (
      <Alert color="yellow" role="alert">
        {loadFailed || !online ? t`Payment settings are not stored on this tablet yet. Connect once to take payments here.` : t`Loading…`}
      </Alert>
    );
  } else {
    body = (
      <PaymentForm
        booking={booking}
        carts={carts}
        onBack={props.onBack}
        onCart={props.onCart}
        payableGuests={props.payableGuests}
        initialGuestIds={props.guestIds}
        branch={branch}
        branchInfo={props.branchInfo}
        options={options}
        checkoutMethods={methods}
        customerLoyalty={loyalty ?? null}
        rights={props.rights}
        rightsPM={props.rightsPM}
        online={online}
        userName={props.userName}
        nowWall={props.nowWall}
        now={props.now}
        timeZone={props.timeZone}
        onPaid={(billId, paidGuests) => {
          notifyPaid(billId);
          // Paying needs the right booking does (BillAccess.PAY), so whoever got here may book it.
          const visit = visitOf(
            paidGuests.filter((g) => g.bookingId === booking?.id),
            (serviceId) => findService(tree?.groups, serviceId)?.numberTechnician,
          );
          if (booking && props.fallbackHours && canPrebook(booking, visit)) setPrebook({ billId, booking, visit, hours: props.fallbackHours });
          else props.onClose();
        }}
        onClose={props.onClose}
      />
    );
  }
  const code = booking?.code ?? carts[0]?.code ?? '';
  const customer = booking?.customerName ?? '';
  const title = prebook ? t`Next visit of ${customer}` : booking ? t`Payment of booking ${code}` : t`Payment of cart ${code}`;
  return (
    <WindowModal opened title={title} width={1000} onClose={props.onClose}>
      {body}
    </WindowModal>
  );
}
