/**
 * The payment window of the appointment screen: the payment form, then, once paid, the
 * payment detail of the booking on the new bill. What it needs is read from the tablet;
 * payment-info is asked of the server when online only for the customer's loyalty.
 */
import { useEffect, useState } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Booking, BranchSummary, Guest } from '../../domain/api';
import { isOfflineError } from '../../data/api-client';
import { useCheckoutMethods } from '../../data/sync-hooks';
import { loadPaymentInfo, loadPaymentOptions, useCustomerLoyalty, usePaymentOptions } from '../../data/payment-options';
import { WindowModal } from '../../components/WindowModal';
import { BookingPaymentDetail } from './PaymentDetail';
import { PaymentForm } from './PaymentForm';

export type PaymentWindowProps = {
  booking: Booking;
  payableGuests: Guest[];
  guestIds: string[];
  branch: BranchSummary;
  branchInfo: { address: string | null; phone: string | null };
  rights: readonly string[];
  rightsPM: readonly string[];
  online: boolean;
  userName: string;
  nowWall: string;
  now: Date;
  timeZone: string;
  onClose: () => void;
};

export function PaymentWindow(props: PaymentWindowProps) {
  const { t } = useLingui();
  const { branch, booking, online } = props;
  const options = usePaymentOptions(branch.id);
  const methods = useCheckoutMethods(branch.id);
  const loyalty = useCustomerLoyalty(booking.customerId);
  const [paidBillId, setPaidBillId] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const code = booking.code;

  useEffect(() => {
    if (!online) return;
    // Fresh options and the customer's loyalty; a failure keeps what is stored.
    loadPaymentOptions(branch.id).catch((error: unknown) => {
      if (!isOfflineError(error)) setLoadFailed(true);
    });
    loadPaymentInfo({ bookingId: booking.id, guestIds: props.guestIds, cartIds: [] }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, branch.id, booking.id]);

  let body;
  if (paidBillId) {
    body = <BookingPaymentDetail bookingId={booking.id} billId={paidBillId} branch={branch} rights={props.rights} rightsPM={props.rightsPM} online={online} nowWall={props.nowWall} onClose={props.onClose} />;
  } else if (options === undefined || methods === undefined) {
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
        onPaid={setPaidBillId}
        onClose={props.onClose}
      />
    );
  }
  return (
    <WindowModal opened title={paidBillId ? t`Payment detail of booking ${code}` : t`Payment of booking ${code}`} width={1000} onClose={props.onClose}>
      {body}
    </WindowModal>
  );
}
