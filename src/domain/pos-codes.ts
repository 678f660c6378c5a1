/** The POS actions' kinds and paths: what the front desk's data layer names on every start. */
/** TIP_PAYOUT: cash handed to a technician for the tips the drawer holds for them (tip-payout.ts). */
export const PosActionType = { IN: 'IN', OUT: 'OUT', TIP: 'TIP', TIP_PAYOUT: 'TIP_PAYOUT' } as const;
export type PosActionType = (typeof PosActionType)[keyof typeof PosActionType];

export const PosPath = {
  CREATE: '/api/pos-action/create',
  CHECKOUT_METHODS: '/api/checkout-method/get-combo',
  TRANSACTIONS_BY_DATE: '/api/report/transaction-by-date',
  /** GET ?id=: receipt data of one pay-in/out, for (re)printing it online. */
  PRINT_BILL_CASH: '/api/bill/print-bill-cash',
} as const;

export const TransactionKind = { POS_ACTION: 'POS_ACTION', BILL: 'BILL' } as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];
