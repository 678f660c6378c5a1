import { describe, expect, it } from 'vitest';
import { dailyTransactionReport, type LabelledRow } from '../../../src/domain/report/daily-transaction';
import { TransactionKind, type TransactionRow } from '../../../src/domain/pos';

const line = (over: Partial<TransactionRow> & Pick<TransactionRow, 'id' | 'type' | 'value' | 'actionTime'>): TransactionRow => ({
  kind: over.type === 'PAYMENT' ? TransactionKind.BILL : TransactionKind.POS_ACTION,
  code: over.id,
  changeBack: 0,
  checkoutMethodId: 'cash',
  checkoutMethodName: 'Cash',
  note: '',
  billId: null,
  bookingId: null,
  createdBy: 'Anna',
  ...over,
});
const at = (row: TransactionRow, customer: string | null = null): LabelledRow => ({ row, branch: 'Downtown', customer });

describe('the daily transaction report', () => {
  const counted = [
    at(line({ id: 'out', type: 'OUT', value: 2500, actionTime: '2026-12-01 17:00' })),
    at(line({ id: 'b:cash', code: 'B', type: 'PAYMENT', value: 5000, changeBack: 480, actionTime: '2026-12-01 10:00', billId: 'b' }), 'Mia'),
    at(line({ id: 'b:card', code: 'B', type: 'PAYMENT', value: 3000, actionTime: '2026-12-01 10:00', billId: 'b', checkoutMethodId: 'card', checkoutMethodName: 'Card' }), 'Mia'),
    at(line({ id: 'in', type: 'IN', value: 10000, actionTime: '2026-12-01 08:00' })),
  ];
  const cancelled = [at(line({ id: 'c:card', code: 'C', type: 'PAYMENT', value: 2000, actionTime: '2026-12-01 12:00', billId: 'c', checkoutMethodId: 'card', checkoutMethodName: 'Card' }))];

  it('lists the day oldest first, a bill’s lines in their method order, the cancelled bill aside', () => {
    const { rows } = dailyTransactionReport({ counted, cancelled, taxes: [] });
    expect(rows.map((r) => [r.time.slice(11), r.kind, r.checkoutMethod, r.received, r.back, r.cancelled, r.customer])).toEqual([
      ['08:00', 'IN', 'Cash', 10000, 0, 0, ''],
      ['10:00', 'PAYMENT', 'Cash', 5000, 480, 0, 'Mia'],
      ['10:00', 'PAYMENT', 'Card', 3000, 0, 0, 'Mia'],
      ['12:00', 'CANCELLED', 'Card', 0, 0, 2000, ''],
      ['17:00', 'OUT', 'Cash', 0, 2500, 0, ''],
    ]);
  });

  it('totals as the drawer’s overview, per method and in all, the rows adding up to them', () => {
    const { rows, totals } = dailyTransactionReport({ counted, cancelled, taxes: [] });
    expect({ received: totals.received, back: totals.back, balance: totals.balance, cancelled: totals.cancelled }).toEqual({ received: 18000, back: 2980, balance: 15020, cancelled: 2000 });
    expect(rows.reduce((s, r) => s + r.received, 0)).toBe(totals.received);
    expect(rows.reduce((s, r) => s + r.back, 0)).toBe(totals.back);
    expect(totals.methods.map((m) => [m.checkoutMethod, m.entries, m.amountReceived, m.amountBack, m.remainBalance, m.cancelled])).toEqual([
      ['Cash', 3, 15000, 2980, 12020, 0],
      ['Card', 2, 3000, 0, 3000, 2000],
    ]);
  });
});
