/** The bill the bill template screen previews: one guest, two services, HST, paid in cash. */
import { BillStatus, type BillDetail } from '../../domain/bill/types';

export function sampleBill(branch: { id: string; name: string; address: string | null; phone: string | null }): BillDetail {
  const line = (id: string, name: string, price: number, technicianName: string) => ({ id, kind: 'service' as const, name, quantity: 1, price, guestId: 'g1', guestName: 'Anna Nguyen', technicianId: id, technicianName });
  return {
    id: 'sample',
    code: 'BL1024',
    status: BillStatus.PAID,
    branchId: branch.id,
    bookingId: 'sample',
    bookingCode: 'B1024',
    customerId: null,
    customerName: 'Anna Nguyen',
    phone: '',
    actionTime: '2026-11-27 14:30',
    lines: [line('l1', 'Gel manicure', 3500, 'Linh'), line('l2', 'Spa pedicure', 4500, 'Mai')],
    paymentMethod: null,
    voucherCode: null,
    giftCardCode: null,
    loyaltyAmount: 0,
    isHst: true,
    taxLines: [{ kind: 'HST', name: '', rate: 13, registrationNumber: '', base: 8000, amount: 1040 }],
    figures: { subtotal: 8000, voucherDiscount: 0, loyaltyDiscount: 0, discount: 0, paymentFee: 0, tax: 1040, total: 9040, giftCardUsed: 0, amountDue: 9040, received: 10000, change: 960 },
    payments: [{ checkoutMethodId: 'cash', checkoutMethodName: 'Cash', amount: 10000 }],
    tip: null,
    branch: { name: branch.name, address: branch.address, phone: branch.phone },
    createdBy: 'Marc',
    note: '',
    viewCanCancelPayment: false,
  };
}
