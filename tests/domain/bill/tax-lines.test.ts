/**
 * A branch's taxes on a bill (issue 13), against the provinces' own examples: Revenu Québec's
 * $100.00 → TPS $5.00 + TVQ $9.98 = $114.98; Ontario's 13 % HST; British Columbia's PST on the
 * products only; a gift card sold is not taxed.
 */
import { describe, expect, it } from 'vitest';
import { calculateBill, type BillLine } from '../../../src/domain/bill/calculate-bill';
import { legacyTaxLines, shareByKind, taxTotalsByKind } from '../../../src/domain/bill/tax-lines';
import { provinceTaxes, type Province } from '../../../src/domain/branch/province-taxes';

const service = (price: number): BillLine => ({ kind: 'service', price, quantity: 1 });
const product = (price: number, quantity = 1): BillLine => ({ kind: 'product', price, quantity });
const giftCard = (price: number): BillLine => ({ kind: 'giftCard', price, quantity: 1 });

function bill(province: Province, lines: BillLine[], extra: { taxExempt?: boolean } = {}) {
  return calculateBill({ lines, taxes: provinceTaxes(province), taxExempt: extra.taxExempt ?? false, received: [] });
}
const amounts = (r: ReturnType<typeof bill>) => r.taxLines.map((l) => [l.kind, l.base, l.amount]);

describe('tax lines by province', () => {
  it('Québec: $100.00 → GST (TPS) $5.00, QST (TVQ) $9.98, total $114.98 — Revenu Québec’s example', () => {
    const r = bill('QC', [service(10_000)]);
    expect(amounts(r)).toEqual([['GST', 10_000, 500], ['QST', 10_000, 998]]);
    expect(r).toMatchObject({ tax: 1498, total: 11_498 });
  });

  it('Ontario: $100 → HST $13.00', () => {
    const r = bill('ON', [service(10_000)]);
    expect(amounts(r)).toEqual([['HST', 10_000, 1300]]);
    expect(r.total).toBe(11_300);
  });

  it('British Columbia: $50 service + $20 product → GST $3.50 on both, PST $1.40 on the product only', () => {
    const r = bill('BC', [service(5000), product(2000)]);
    expect(amounts(r)).toEqual([['GST', 7000, 350], ['PST', 2000, 140]]);
    expect(r).toMatchObject({ tax: 490, total: 7490 });
  });

  it('Manitoba and Saskatchewan: their provincial tax skips a service-only bill', () => {
    expect(amounts(bill('MB', [service(4000)]))).toEqual([['GST', 4000, 200], ['RST', 0, 0]]);
    expect(amounts(bill('SK', [service(4000), product(1000)]))).toEqual([['GST', 5000, 250], ['PST', 1000, 60]]);
  });

  it('Alberta: $100 → GST $5.00', () => {
    const r = bill('AB', [service(10_000)]);
    expect(amounts(r)).toEqual([['GST', 10_000, 500]]);
    expect(r.total).toBe(10_500);
  });

  it('Nova Scotia 14 %, New Brunswick 15 %', () => {
    expect(bill('NS', [service(10_000)]).tax).toBe(1400);
    expect(bill('NB', [service(10_000)]).tax).toBe(1500);
  });

  it('rounds each tax line on its own, as Canadian receipts print them', () => {
    // $33.33: TPS 1.6665 → $1.67, TVQ 3.3246675 → $3.32; one rate of 14.975 % would give $4.99.
    const r = bill('QC', [service(3333)]);
    expect(amounts(r)).toEqual([['GST', 3333, 167], ['QST', 3333, 332]]);
    expect(r.tax).toBe(499 /* 167 + 332 */);
    // $0.10: 0.5 ¢ GST rounds up, 0.9975 ¢ QST rounds to 1 ¢.
    expect(amounts(bill('QC', [service(10)]))).toEqual([['GST', 10, 1], ['QST', 10, 1]]);
  });

  it('a tax-exempt bill has no tax line at all', () => {
    const r = bill('QC', [service(10_000)], { taxExempt: true });
    expect(r.taxLines).toEqual([]);
    expect(r).toMatchObject({ tax: 0, total: 10_000 });
  });
});

describe('gift cards are not taxed when sold', () => {
  it('Ontario: gift card $50 + product $20 → HST $2.60 on the product only', () => {
    const r = bill('ON', [giftCard(5000), product(2000)]);
    expect(amounts(r)).toEqual([['HST', 2000, 260]]);
    expect(r).toMatchObject({ subtotal: 7000, tax: 260, total: 7260 });
  });

  it('a gift-card-only cart charges no tax, in any province', () => {
    for (const p of ['ON', 'QC', 'BC', 'AB'] as const) expect(bill(p, [giftCard(5000), giftCard(2500)]).tax, p).toBe(0);
  });

  it('a discount is shared over the lines before the gift card’s part is left out', () => {
    // $100 of services and a $100 gift card, $20 off: $90 of each is left, the tax is 13 % of $90.
    const r = calculateBill({ lines: [service(10_000), giftCard(10_000)], voucher: { type: 'AMOUNT', value: 2000 }, taxes: provinceTaxes('ON'), taxExempt: false, received: [] });
    expect(r.taxableAmount).toBe(18_000);
    expect(amounts(r)).toEqual([['HST', 9000, 1170]]);
  });
});

describe('shareByKind', () => {
  it('shares to the cent by largest remainder, ties to the earlier kind', () => {
    expect(shareByKind(100, { service: 1, giftCard: 1, product: 1 })).toEqual({ service: 34, giftCard: 33, product: 33 });
    expect(shareByKind(101, { service: 1, giftCard: 0, product: 1 })).toEqual({ service: 51, giftCard: 0, product: 50 });
    expect(shareByKind(999, { service: 3000, giftCard: 0, product: 0 })).toEqual({ service: 999, giftCard: 0, product: 0 });
  });

  it('a fee with no priced line is the services’ share', () => {
    expect(shareByKind(250, { service: 0, giftCard: 0, product: 0 })).toEqual({ service: 250, giftCard: 0, product: 0 });
  });
});

describe('bills from before the list and the reports’ sums', () => {
  it('an old bill reads as one HST line with the figures it was printed with', () => {
    expect(legacyTaxLines({ hstPercent: 14.975, tax: 1498, isHst: true, taxable: 10_000 })).toEqual([
      { kind: 'HST', name: '', rate: 14.975, registrationNumber: '', base: 10_000, amount: 1498 },
    ]);
    expect(legacyTaxLines({ hstPercent: 13, tax: 0, isHst: false, taxable: 10_000 })).toEqual([]);
  });

  it('sums tax lines by kind over bills, OTHER taxes apart by name', () => {
    const qc = bill('QC', [service(10_000)]);
    const qc2 = bill('QC', [service(3333)]);
    const other = { taxLines: [{ kind: 'OTHER' as const, name: 'Eco fee', rate: 1, registrationNumber: '', base: 1000, amount: 10 }] };
    expect(taxTotalsByKind([qc, qc2, other, { taxLines: [] }])).toEqual([
      { kind: 'GST', name: '', rate: 5, base: 13_333, amount: 667 },
      { kind: 'QST', name: '', rate: 9.975, base: 13_333, amount: 1330 },
      { kind: 'OTHER', name: 'Eco fee', rate: 1, base: 1000, amount: 10 },
    ]);
  });
});
