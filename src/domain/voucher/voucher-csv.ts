/**
 * The selected vouchers as CSV for Excel (issue 15 "export"): the same form as the customers'
 * (UTF-8 with a byte-order mark, CRLF lines, every field quoted, a formula-like field kept as
 * text), one line per selected voucher, in the order they were picked.
 */
import { CSV_BOM, csvField } from '../people/customer-csv';
import { VoucherType } from '../bill/calculate-bill';
import { formatMoney } from '../money';
import type { VoucherRow } from './contract';

export const VOUCHER_CSV_FILE = 'vouchers.csv';

const HEADS = ['Code', 'Content', 'Type', 'Discount', 'Kind', 'Branch', 'Customer', 'Start date', 'End date', 'Services', 'Used', 'Uses left', 'Active'] as const;

/** "20%" or "$10.00". */
export function voucherDiscountText(v: Pick<VoucherRow, 'discountType' | 'value' | 'percent'>): string {
  return v.discountType === VoucherType.PERCENT ? `${v.percent}%` : formatMoney(v.value);
}

export function vouchersCsv(rows: readonly VoucherRow[]): string {
  const lines = rows.map((r) =>
    [
      r.code, r.content, r.audience, voucherDiscountText(r), r.kind, r.branchName ?? 'All branches', r.customerName ?? 'All customers', r.startDate, r.endDate,
      r.services.map((s) => s.name).join('; '), String(r.used), r.usesLeft === null ? 'Unlimited' : String(r.usesLeft), r.active ? 'Yes' : 'No',
    ]
      .map(csvField)
      .join(','),
  );
  return CSV_BOM + [HEADS.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}
