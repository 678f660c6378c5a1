/**
 * The appointment screen's windows, each fetched the first time it opens: the payment, cart and
 * booking forms are most of the screen's code, and the board must not wait for them (bench
 * finding 5). Every chunk is in the service worker's precache, so they open offline too.
 */
import { lazy } from 'react';
import { withAllMessages } from '../i18n/activate-language';

export const PaymentWindow = lazy(() => withAllMessages(import('../payment/PaymentWindow')).then((m) => ({ default: m.PaymentWindow })));
export const BookingPaymentDetail = lazy(() => withAllMessages(import('../payment/PaymentDetail')).then((m) => ({ default: m.BookingPaymentDetail })));
export const CartFormWindow = lazy(() => withAllMessages(import('../cart/CartFormWindow')).then((m) => ({ default: m.CartFormWindow })));
export const BookingFormModal = lazy(() => withAllMessages(import('../booking/BookingFormModal')).then((m) => ({ default: m.BookingFormModal })));
export const BookingHistory = lazy(() => withAllMessages(import('./panels/BookingHistory')).then((m) => ({ default: m.BookingHistory })));
export const BreakTimeForm = lazy(() => withAllMessages(import('./panels/BreakTimeForm')).then((m) => ({ default: m.BreakTimeForm })));
export const ChangeDurationPriceForm = lazy(() => withAllMessages(import('./panels/ChangeDurationPriceForm')).then((m) => ({ default: m.ChangeDurationPriceForm })));
