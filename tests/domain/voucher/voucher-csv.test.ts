import { describe, expect, it } from 'vitest';
import type { VoucherRow } from '../../../src/domain/voucher/contract';
import { vouchersCsv } from '../../../src/domain/voucher/voucher-csv';
import { EMPTY_VOUCHER_VALUES } from '../../../src/domain/voucher/voucher-form';

const row = (over: Partial<VoucherRow>): VoucherRow => ({
  ...EMPTY_VOUCHER_VALUES,
  id: 'v', code: 'CUT20', content: 'Twenty off', percent: 20, branchName: null, customerName: null, customerPhone: null, services: [], used: 0, usesLeft: null,
  createdAt: '2026-11-20T15:00:00.000Z', ...over,
});

describe('vouchers as CSV', () => {
  it('writes a byte-order mark, the heads and one quoted line per selected voucher, in CRLF', () => {
    const csv = vouchersCsv([
      row({ services: [{ id: 's', name: 'Highlights' }], startDate: '2026-11-01', endDate: '2026-12-31', branchName: 'Plateau Montréal' }),
      row({ code: 'TEN', discountType: 'AMOUNT', value: 1000, audience: 'BIRTHDAY', customerName: 'LINH TREMBLAY', maxUses: 3, usesLeft: 2, used: 1, active: false }),
    ]);
    expect(csv.startsWith('\uFEFF"Code","Content","Type","Discount"')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('"CUT20","Twenty off","GENERAL","20%","MONEY","Plateau Montréal","All customers","2026-11-01","2026-12-31","Highlights","0","Unlimited","Yes"');
    expect(lines[2]).toBe('"TEN","Twenty off","BIRTHDAY","$10.00","MONEY","All branches","LINH TREMBLAY","","","","1","2","No"');
    expect(lines[3]).toBe('');
  });
  it('keeps a content that starts like a formula as text', () => {
    expect(vouchersCsv([row({ content: '=HYPERLINK("x")' })])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
