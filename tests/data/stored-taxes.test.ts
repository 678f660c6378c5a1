import { describe, expect, it } from 'vitest';
import { withStoredTaxes, withStoredTaxLines } from '../../src/data/stored-taxes';
import type { BillDetail, PaymentOptions } from '../../src/domain/bill/types';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

const options: PaymentOptions = {
  branchId: 'b', taxes: provinceTaxes('QC'), paymentMethods: [], checkOutDefaultId: null, vouchers: [], giftCards: [],
  loyalty: { type: 'BOOKING_BASED', limit: 0, earnPercent: 0, bookingsForReward: 5, rewardPercent: 10 },
};

describe('copies a tablet stored before taxes were a list', () => {
  it('reads old payment options as their one HST line, and leaves new ones as they are', () => {
    const { taxes: _taxes, ...rest } = options;
    const old = { ...rest, hstPercent: 14.975 };
    // Dexie hands back what was stored, whatever the type says now.
    const read = withStoredTaxes(JSON.parse(JSON.stringify(old)) as PaymentOptions);
    expect(read.taxes).toEqual([{ kind: 'HST', name: '', rate: 14.975, registrationNumber: '', appliesTo: 'BOTH' }]);
    expect(withStoredTaxes(options)).toBe(options);
  });

  it('reads an old stored bill as one HST line with the tax it was printed with', () => {
    const figures = { subtotal: 4000, voucherDiscount: 0, loyaltyDiscount: 0, discount: 0, paymentFee: 0, tax: 520, total: 4520, giftCardUsed: 0, amountDue: 4520, received: 5000, change: 480 };
    const old = JSON.parse(JSON.stringify({ id: 'x', isHst: true, hstPercent: 13, figures })) as BillDetail;
    expect(withStoredTaxLines(old).taxLines).toEqual([{ kind: 'HST', name: '', rate: 13, registrationNumber: '', base: 4000, amount: 520 }]);
    const exempt = JSON.parse(JSON.stringify({ id: 'y', isHst: false, hstPercent: 13, figures: { ...figures, tax: 0, total: 4000 } })) as BillDetail;
    expect(withStoredTaxLines(exempt).taxLines).toEqual([]);
  });
});
