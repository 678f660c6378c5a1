/**
 * Who a cart is for (the same rule the tablet shows): the customer chosen in the form (any of
 * the tenant's); else, for a booking's cart with no phone typed, the booking's customer; else
 * the branch's customer with that phone, or a new customer made from the form — the same
 * find-or-create as a booking's. The cart shows the customer as their record reads.
 */
import type { Db } from '../db/db';
import type { CartSaveArgs } from '../../domain/cart/contract';
import { cartCustomerErrors, takesBookingCustomer } from '../../domain/cart/rules';
import { AppError, ErrorCode } from '../../domain/errors';
import type { PhoneSetting } from '../../domain/phone';
import { resolveBookingCustomer } from '../booking/bookingCustomer';
import { resolveCustomerId } from '../customerMerge/customerAlias';

export type CartBooking = { id: string; customer_id: string | null; customer_name: string; phone: string; email: string | null };

export type CartCustomer = { customerId: string | null; name: string; phone: string; email: string | null; created: boolean };

type CustomerRecord = { id: string; name: string; phone: string; email: string | null };

async function customerRecord(tx: Db, tenantId: string, id: string): Promise<CustomerRecord | null> {
  return tx.maybeOne<CustomerRecord>(`SELECT id, name, phone, email FROM customer WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
}

/** The form's refusals first ("Phone is invalid!", a missing name), as the form shows them. */
export function assertCartCustomerForm(args: CartSaveArgs, phone: PhoneSetting): void {
  const errors = cartCustomerErrors(args, phone);
  if (errors['customer.phone']) {
    throw new AppError(ErrorCode.PHONE_INVALID, { fields: { 'customer.phone': `Please input ${phone.length} digits phone number` } });
  }
  if (errors['customer.name']) {
    throw new AppError(ErrorCode.VALIDATION, { message: 'customer.name: Please fill out this field', fields: { 'customer.name': 'Please fill out this field' } });
  }
}

export async function resolveCartCustomer(
  tx: Db,
  input: { tenantId: string; branchId: string; args: CartSaveArgs; booking: CartBooking | null; now: Date },
): Promise<CartCustomer> {
  const { tenantId, args } = input;
  const email = args.customer.email || null;
  const fromRecord = (r: CustomerRecord, created: boolean): CartCustomer => ({ customerId: r.id, name: r.name, phone: r.phone, email: email ?? r.email, created });

  if (args.customerId !== null) {
    const chosen = await customerRecord(tx, tenantId, await resolveCustomerId(tx, tenantId, args.customerId));
    if (!chosen) throw new AppError(ErrorCode.NOT_FOUND, { message: 'customerId: Not a customer of this salon', fields: { customerId: 'Not a customer of this salon' } });
    return fromRecord(chosen, false);
  }
  if (takesBookingCustomer(args) && input.booking) {
    const { booking } = input;
    const record = booking.customer_id ? await customerRecord(tx, tenantId, booking.customer_id) : null;
    if (record) return fromRecord(record, false);
    return { customerId: null, name: booking.customer_name, phone: booking.phone, email: email ?? booking.email, created: false };
  }
  const found = await resolveBookingCustomer(tx, {
    tenantId,
    branchId: input.branchId,
    customerId: null,
    customer: { name: args.customer.name, phone: args.customer.phone, email, birthDay: null },
    now: input.now,
  });
  const record = await customerRecord(tx, tenantId, found.id);
  if (!record) throw new Error('customer vanished inside its own transaction');
  return fromRecord(record, found.created);
}
