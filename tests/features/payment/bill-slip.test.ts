import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest } from '../../../src/domain/api';
import { billSlipOf } from '../../../src/features/payment/bill-slip';
import { provinceTaxes } from '../../../src/domain/branch/province-taxes';

const segment = (id: string, start: string, name: string, price: number) => ({
  id, type: 'service' as const, serviceId: 's', serviceName: name, technicianId: 't', technicianName: 'Anna', startTime: `2026-11-20 ${start}`, endTime: `2026-11-20 ${start}`, duration: 30, cleaning: 0, price, displayIndex: 0, packageId: null,
});
const guest: Guest = {
  id: 'g1', bookingId: 'b1', name: 'JANE DOE', status: BookingStatus.PROCESSING, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false,
  segments: [segment('x1', '09:00', 'Manicure', 4000), segment('x2', '09:45', 'Polish', 1505)],
};
const booking: Booking = {
  id: 'b1', code: 'QW-1-7', status: BookingStatus.PROCESSING, customerId: null, customerName: 'JANE DOE', phone: '4165550101', email: null, startTime: '2026-11-20 09:00', endTime: '2026-11-20 10:00',
  createdTime: '2026-11-20 08:00', branchId: 'br', type: 'TYPE_BOOKING_OFFLINE', note: null, color: null, confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: 5505, totalTime: 60,
};

describe('the bill slip', () => {
  it("lists the guest's services with times and technicians, and estimates HST and the total", () => {
    const slip = billSlipOf({ branchName: 'Queen West', booking, guest, taxes: provinceTaxes('ON') });
    expect(slip.lines.map((l) => [l.time, l.serviceName, l.technicianName, l.price])).toEqual([
      ['09:00', 'Manicure', 'Anna', 4000],
      ['09:45', 'Polish', 'Anna', 1505],
    ]);
    // 13% of $55.05 is $7.1565, rounded to the cent as the bill will be.
    expect(slip).toMatchObject({ bookingCode: 'QW-1-7', guestName: 'JANE DOE', subtotal: 5505, tax: 716, total: 6221 });
  });

  it('estimates each of the branch\'s taxes on its own line (Québec: GST and QST)', () => {
    const slip = billSlipOf({ branchName: 'Plateau', booking, guest, taxes: provinceTaxes('QC') });
    // 5% of $55.05 is $2.7525 → $2.75; 9.975% is $5.4912… → $5.49.
    expect(slip.taxLines?.map((l) => [l.kind, l.amount])).toEqual([['GST', 275], ['QST', 549]]);
    expect(slip).toMatchObject({ tax: 824, total: 6329 });
  });

  it('without stored taxes it shows the subtotal only', () => {
    expect(billSlipOf({ branchName: 'Queen West', booking, guest, taxes: null })).toMatchObject({ taxLines: null, tax: 0, total: 5505 });
  });
});
