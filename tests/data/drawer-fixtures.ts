import { TransactionKind, type TransactionRow } from '../../src/domain/pos';
import { CASH, TODAY } from './engine-fixtures';

/** A drawer row as the server sends it: a cash pay-in at 08:00 unless told. */
export function serverRow(overrides: Partial<TransactionRow>): TransactionRow {
  return {
    id: crypto.randomUUID(),
    kind: TransactionKind.POS_ACTION,
    type: 'IN',
    code: 'QW-1-1',
    value: 5000,
    changeBack: 0,
    checkoutMethodId: CASH.id,
    checkoutMethodName: 'Cash',
    note: '',
    actionTime: `${TODAY} 08:00`,
    billId: null,
    bookingId: null,
    createdBy: 'Manager',
    ...overrides,
  };
}
