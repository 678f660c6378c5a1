import { TransactionKind, type TransactionRow } from '../../src/domain/pos';
import { MutationOutcome, type PushResult } from '../../src/domain/sync-protocol';
import { CASH, TODAY } from './engine-fixtures';
import { ok, type FakeAnswer, type FakeCall } from './fetch-mock';

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

/** The push answer that applies the one change sent (seq 1) with `result`. */
export function appliedPush(result: unknown): (call: FakeCall) => FakeAnswer {
  return (call) => {
    const body = call.body;
    const m = typeof body === 'object' && body !== null && 'mutations' in body && Array.isArray(body.mutations) ? body.mutations[0] : null;
    const id = typeof m === 'object' && m !== null && 'id' in m && typeof m.id === 'string' ? m.id : '';
    return ok({ results: [{ id, seq: 1, outcome: MutationOutcome.APPLIED, result, error: null, replayed: false }], expectedSeq: null } satisfies PushResult);
  };
}
