/**
 * Property tests (fast-check) for the invariants issue 5 names: totals never negative,
 * every discount within its cap, change = received − due, and tip shares that add up to
 * the tip, also after staff edit one share. Seeds are fixed so a run is reproducible; a
 * failure prints its counterexample and the seed/path to replay it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentCode } from '../../../src/domain/bill/codes';
import { shareByKind } from '../../../src/domain/bill/tax-lines';
import { calculateBill, type BillInput, type GiftCardInput, type LoyaltyInput, type VoucherInput } from '../../../src/domain/bill/calculate-bill';
import { PROVINCES, provinceTaxes } from '../../../src/domain/branch/province-taxes';
import { TAX_APPLIES_TO, TAX_KINDS, type BranchTax } from '../../../src/domain/branch/tax';
import { editTipShare, splitTip, type TipManual, type TipRowInput } from '../../../src/domain/tip';

const RUNS = { seed: 20_260_310, numRuns: 400 } as const;

const cents = (max: number): fc.Arbitrary<number> => fc.integer({ min: 0, max });

const line = fc.record({
  kind: fc.constantFrom('service', 'giftCard', 'product'),
  price: cents(20_000),
  quantity: fc.integer({ min: 1, max: 3 }),
});

// Percents go past 100 on purpose: a 120% voucher must still be capped at the subtotal.
const discount: fc.Arbitrary<VoucherInput> = fc.oneof(
  fc.record({ type: fc.constant('AMOUNT'), value: cents(30_000) }),
  fc.record({ type: fc.constant('PERCENT'), value: fc.oneof(fc.integer({ min: 0, max: 150 }), fc.constantFrom(2.5, 14.975, 33.333)) }),
);

const loyalty: fc.Arbitrary<LoyaltyInput> = fc.oneof(
  fc.record({ type: fc.constant('POINT_BASED'), amount: cents(12_000), balance: cents(10_000), limit: cents(10_000) }),
  fc.record({ type: fc.constant('BOOKING_BASED'), amount: cents(30_000) }),
  fc.record({ type: fc.constant('BOOKING_BASED'), percent: fc.integer({ min: 0, max: 120 }) }),
);

const giftCard: fc.Arbitrary<GiftCardInput> = fc.oneof(
  fc.record({ amount: cents(30_000) }),
  // A bill that already used the card keeps the recorded value, whatever is left on it.
  fc.record({ amount: cents(30_000), usedValue: cents(30_000) }),
);

/** Every province's list, and lists of any shape the branch form can save. */
const taxList: fc.Arbitrary<BranchTax[]> = fc.oneof(
  fc.constantFrom(...PROVINCES).map((p) => provinceTaxes(p)),
  fc.array(
    fc.record({
      kind: fc.constantFrom(...TAX_KINDS),
      name: fc.constant(''),
      rate: fc.integer({ min: 1, max: 30_000 }).map((n) => n / 1000),
      registrationNumber: fc.constant(''),
      appliesTo: fc.constantFrom(...TAX_APPLIES_TO),
    }),
    { minLength: 1, maxLength: 4 },
  ),
);

const billInput: fc.Arbitrary<BillInput> = fc.record(
  {
    lines: fc.array(line, { maxLength: 5 }),
    paymentMethod: fc.record(
      { fee: fc.oneof(fc.record({ type: fc.constant('FIXED'), value: cents(500) }), fc.record({ type: fc.constant('PERCENT'), value: fc.integer({ min: 0, max: 5 }) })), discount },
      { requiredKeys: [] },
    ),
    voucher: discount,
    loyalty,
    giftCard,
    taxes: taxList,
    taxExempt: fc.boolean(),
    received: fc.array(fc.record({ checkoutMethodId: fc.constantFrom('cash', 'card', 'debit'), amount: fc.integer({ min: 1, max: 60_000 }) }), { maxLength: 3 }),
  },
  { requiredKeys: ['lines', 'taxes', 'taxExempt', 'received'] },
);

describe('calculateBill properties', () => {
  it('never gives a negative figure, and every figure is whole cents', () => {
    fc.assert(
      fc.property(billInput, (input) => {
        const b = calculateBill(input);
        for (const v of [b.subtotal, b.voucherDiscount, b.methodDiscount, b.loyaltyDiscount, b.discount, b.amountAfterDiscount, b.paymentFee, b.tax, b.total, b.giftCardUsed, b.amountDue, b.received]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isSafeInteger(b.change)).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps each discount within its cap, in the order the spec applies them', () => {
    fc.assert(
      fc.property(billInput, (input) => {
        const b = calculateBill(input);
        expect(b.voucherDiscount).toBeLessThanOrEqual(b.subtotal);
        expect(b.methodDiscount).toBeLessThanOrEqual(b.subtotal - b.voucherDiscount);
        // Loyalty takes at most what the voucher and the method left.
        expect(b.loyaltyDiscount).toBeLessThanOrEqual(b.subtotal - b.voucherDiscount - b.methodDiscount);
        expect(b.discount).toBe(b.voucherDiscount + b.methodDiscount + b.loyaltyDiscount);
        expect(b.amountAfterDiscount).toBe(b.subtotal - b.discount);
        expect(b.total).toBe(b.amountAfterDiscount + b.paymentFee + b.tax);
        if (input.voucher?.type === 'AMOUNT') expect(b.voucherDiscount).toBeLessThanOrEqual(input.voucher.value);
        if (input.loyalty?.type === 'BOOKING_BASED' && 'amount' in input.loyalty) expect(b.loyaltyDiscount).toBeLessThanOrEqual(input.loyalty.amount);
      }),
      RUNS,
    );
  });

  it('POINT_BASED loyalty never passes the balance or the limit, and an out-of-range amount applies nothing', () => {
    const pointBased = fc.record({ amount: cents(12_000), balance: cents(10_000), limit: cents(10_000) });
    fc.assert(
      fc.property(billInput, pointBased, (input, points) => {
        const b = calculateBill({ ...input, loyalty: { type: 'POINT_BASED', ...points } });
        const max = Math.min(points.balance, points.limit);
        expect(b.loyaltyDiscount).toBeLessThanOrEqual(max);
        expect(b.loyaltyDiscount).toBeLessThanOrEqual(points.amount);
        expect(b.loyaltyRange).toEqual({ min: 10, max });
        const outOfRange = points.amount !== 0 && (points.amount < 10 || points.amount > max);
        expect(b.problems.some((p) => p.code === PaymentCode.LOYALTY_OUT_OF_RANGE)).toBe(outOfRange);
        if (outOfRange) expect(b.loyaltyDiscount).toBe(0);
      }),
      RUNS,
    );
  });

  it('a gift card covers at most its amount (or recorded value) and at most the total', () => {
    fc.assert(
      fc.property(billInput, giftCard, (input, card) => {
        const b = calculateBill({ ...input, giftCard: card });
        expect(b.giftCardUsed).toBeLessThanOrEqual(card.usedValue ?? card.amount);
        expect(b.giftCardUsed).toBeLessThanOrEqual(b.total);
        expect(b.giftCardUsed).toBe(Math.min(card.usedValue ?? card.amount, b.total));
        expect(b.amountDue).toBe(b.total - b.giftCardUsed);
      }),
      RUNS,
    );
  });

  it('the tax lines add up to the tax, and the taxable amount\'s shares to the taxable amount', () => {
    fc.assert(
      fc.property(billInput, (input) => {
        const b = calculateBill(input);
        expect(b.taxLines.reduce((s, l) => s + l.amount, 0)).toBe(b.tax);
        const shares = shareByKind(b.taxableAmount, b.subtotalByKind);
        expect(shares.service + shares.giftCard + shares.product).toBe(b.taxableAmount);
        for (const share of Object.values(shares)) expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
        expect(b.taxLines).toHaveLength(input.taxExempt ? 0 : input.taxes.length);
        // No tax is charged on more than the taxable amount less the gift cards' share.
        for (const line of b.taxLines) expect(line.base).toBeLessThanOrEqual(b.taxableAmount - shares.giftCard);
      }),
      RUNS,
    );
  });

  it('a cart of gift cards only is never taxed', () => {
    const giftCardsOnly = fc.array(fc.record({ kind: fc.constant('giftCard' as const), price: fc.integer({ min: 1, max: 20_000 }), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(billInput, giftCardsOnly, (input, lines) => {
        const b = calculateBill({ ...input, lines });
        expect(b.tax).toBe(0);
        expect(b.total).toBe(b.taxableAmount);
      }),
      RUNS,
    );
  });

  it('change is received minus due, and "not enough money" exactly when it is negative', () => {
    fc.assert(
      fc.property(billInput, (input) => {
        const b = calculateBill(input);
        expect(b.received).toBe(input.received.reduce((s, r) => s + r.amount, 0));
        expect(b.change).toBe(b.received - b.amountDue);
        expect(b.problems.some((p) => p.code === PaymentCode.NOT_ENOUGH_MONEY)).toBe(b.change < 0);
      }),
      RUNS,
    );
  });
});

const tipRows = (n: number): TipRowInput[] => Array.from({ length: n }, (_, i) => ({ technicianId: `t${i}`, segmentName: `s${i}` }));

const manualEdit = (total: number): fc.Arbitrary<TipManual> =>
  fc.oneof(fc.record({ value: fc.integer({ min: 0, max: total }) }), fc.record({ percent: fc.integer({ min: 0, max: 100 }) }));

describe('splitTip properties', () => {
  it('equal shares add up to the tip and differ by at most a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 8 }), (total, n) => {
        const out = splitTip({ total, rows: tipRows(n) });
        const values = out.rows.map((r) => r.value);
        expect(out.ok).toBe(true);
        expect(values.reduce((s, v) => s + v, 0)).toBe(total);
        expect(out.distributed).toBe(total);
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('after staff edit one share, that row keeps it and the remainder is spread evenly over the others', () => {
    const tipCase = fc.integer({ min: 1, max: 50_000 }).chain((total) =>
      fc.integer({ min: 2, max: 8 }).chain((n) => fc.tuple(fc.constant(total), fc.constant(n), fc.integer({ min: 0, max: n - 1 }), manualEdit(total))),
    );
    fc.assert(
      fc.property(tipCase, ([total, n, index, edit]) => {
        const out = splitTip({ total, rows: editTipShare({ rows: tipRows(n), technicianId: `t${index}`, edit }) });
        expect(out.ok).toBe(true);
        expect(out.rows.reduce((s, r) => s + r.value, 0)).toBe(total);
        const edited = out.rows[index];
        expect(edited?.manual).toBe(true);
        expect(edited?.value).toBe('value' in edit ? edit.value : Math.round((total * edit.percent) / 100));
        const others = out.rows.filter((_, i) => i !== index).map((r) => r.value);
        expect(Math.max(...others) - Math.min(...others)).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('whatever the edits, the shown shares always sum to what is distributed, and to the tip when valid', () => {
    const tipCase = fc.integer({ min: 1, max: 50_000 }).chain((total) =>
      fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(fc.constant(total), fc.constant(n), fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), manualEdit(Math.floor(total / 3))), { maxLength: 3 }))),
    );
    fc.assert(
      fc.property(tipCase, ([total, n, edits]) => {
        const rows = edits.reduce((acc, [index, edit]) => editTipShare({ rows: acc, technicianId: `t${index}`, edit }), tipRows(n));
        const out = splitTip({ total, rows });
        const sum = out.rows.reduce((s, r) => s + r.value, 0);
        expect(sum).toBe(out.distributed);
        for (const r of out.rows) expect(r.value).toBeGreaterThanOrEqual(0);
        if (out.ok) expect(sum).toBe(total);
      }),
      RUNS,
    );
  });
});
