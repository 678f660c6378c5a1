/**
 * REST paths of payment, bills and tips (spec part 2 §7). The tablet sends bills, cancels and
 * tips as sync mutations; these serve online reads, printing and API callers.
 */
export const BillPath = {
  /** POST {bookingId, guestIds[], cartIds[]} or {billId}: what the payment form starts from. */
  PAYMENT_INFO: '/api/payment-info',
  /** GET ?branchId: payment methods, the branch's taxes, default checkout method, loyalty, vouchers and gift cards to check offline. */
  PAYMENT_OPTIONS: '/api/bill/payment-options',
  CHECK_VOUCHER: '/api/bill/check-voucher',
  CHECK_GIFT: '/api/bill/check-gift',
  CREATE_BILL: '/api/bill/create-bill',
  UPDATE_BILL_FROM_DRAFT: '/api/bill/update-bill-from-draft',
  /** GET ?bookingId: the bills of a booking (id, code), for the payment-detail tabs. */
  BILLS_BY_BOOKING: '/api/bill/get-all-bill-by-booking',
  /** GET ?billId: everything a bill prints and the payment detail shows. */
  PRINT_BILL_BY_ID: '/api/bill/print-bill-by-id',
  /** GET ?id */
  CANCEL_BILL: '/api/bill/cancel-bill',
  /** POST {billId}: the technicians and services a tip is shared between. */
  TECHNICIAN_TIP_INFO: '/api/bill/get-technician-info-tip-by-billId',
  CREATE_TIP: '/api/pos-action/create-tip',
  UPDATE_TIP: '/api/pos-action/update-tip',
  /** POST ?id */
  DELETE_TIP: '/api/pos-action/delete',
} as const;
