/**
 * The bill slip (scheduler menu "Print slip", spec part 1 §7 print-bill-slip with guestId and
 * bookingId): what a guest's services come to before payment, from the board's own copy and
 * the branch's stored taxes, so it prints offline. It is an estimate: vouchers, loyalty, gift cards and
 * the payment method are chosen at payment, and the bill then prints with the real figures.
 */
import type { Booking, Guest } from '../../domain/api';
import { billLinesForGuests } from '../../domain/bill/bill-rules';
import { calculateBill } from '../../domain/bill/calculate-bill';
import type { Cents } from '../../domain/money';
import type { BranchTax } from '../../domain/branch/tax';
import type { TaxLine } from '../../domain/bill/tax-lines';

export type BillSlipData = {
  branchName: string;
  bookingCode: string;
  customerName: string;
  phone: string;
  guestName: string;
  lines: { id: string; time: string; serviceName: string; technicianName: string; price: Cents }[];
  subtotal: Cents;
  /** Null when this tablet has no stored taxes: the slip then shows the subtotal only. */
  taxLines: TaxLine[] | null;
  tax: Cents;
  total: Cents;
};

export function billSlipOf(input: { branchName: string; booking: Booking; guest: Guest; taxes: readonly BranchTax[] | null }): BillSlipData {
  const { booking, guest } = input;
  // The same calculation the payment form runs, with nothing chosen yet.
  const figures = calculateBill({ lines: billLinesForGuests([guest]), taxes: input.taxes ?? [], taxExempt: input.taxes === null, received: [] });
  return {
    branchName: input.branchName,
    bookingCode: booking.code,
    customerName: booking.customerName,
    phone: booking.phone,
    guestName: guest.name,
    lines: guest.segments.map((s) => ({ id: s.id, time: s.startTime.slice(11, 16), serviceName: s.serviceName, technicianName: s.technicianName, price: s.price })),
    subtotal: figures.subtotal,
    taxLines: input.taxes === null ? null : figures.taxLines,
    tax: figures.tax,
    total: figures.total,
  };
}
