/**
 * A customer's record on the customers screen (spec part 2 §3, issue 14 "Detail"): who they
 * are with their notes, their bookings past and to come, their bills (each opening its payment
 * detail), the gift cards they bought or hold, their loyalty standing and what they spent this
 * month and this year in their branch's time zone. The booking form's lighter read
 * (BookingReadPath.CUSTOMER_DETAIL) stays in customerRoutes.ts.
 */
import type { Db } from '../db/db';
import { resolveTimeZone } from '../../domain/branchConfig';
import { BillStatus } from '../../domain/bill/types';
import { spentThisMonthAndYear } from '../../domain/people/customer-stats';
import { GiftCardRole, type CustomerAdminDetail, type CustomerBookingRow, type CustomerGiftCardRow } from '../../domain/people/customer-contract';
import { formatZonedDateTime } from '../../domain/time';
import { customerLoyalty, loyaltySettingsOf } from '../billing/loyaltyRepository';
import { configValues } from '../branches/branchRepository';
import { customerInBranches } from './customerAdmin';
import { notesOfCustomer, toCustomerRow } from './customerAdminRepository';
import { asStatus } from './customerMapper';
import { bookingTotalSql, UNPAID_GUEST_STATUSES } from './customerRepository';

/** How many bookings of each kind (past, to come) and bills the record shows. */
const SHOWN = 50;


type BookingDbRow = { id: string; code: string; start_time: Date; status: string; total_cents: number };

async function bookingsOf(db: Db, tenantId: string, customerId: string, now: Date, upcoming: boolean): Promise<BookingDbRow[]> {
  return db.query<BookingDbRow>(
    `SELECT b.id, b.code, b.start_time, b.status, ${bookingTotalSql('$4')} AS total_cents
       FROM booking b
      WHERE b.tenant_id = $1 AND b.customer_id = $2 AND ${upcoming ? 'b.start_time >= $3' : 'b.start_time < $3'}
      ORDER BY b.start_time ${upcoming ? 'ASC' : 'DESC'}, b.code
      LIMIT $5`,
    [tenantId, customerId, now, UNPAID_GUEST_STATUSES, SHOWN],
  );
}

type BillDbRow = { id: string; code: string; status: string; action_time: Date; total_cents: number };

async function billsOf(db: Db, tenantId: string, customerId: string): Promise<BillDbRow[]> {
  return db.query<BillDbRow>(
    `SELECT id, code, status, action_time, total_cents FROM bill
      WHERE tenant_id = $1 AND customer_id = $2 AND status <> $3
      ORDER BY action_time DESC, created_at DESC LIMIT $4`,
    [tenantId, customerId, BillStatus.DRAFT, SHOWN],
  );
}

/** Paid bills from the start of last year on (covers this year in any zone). */
async function paidSince(db: Db, tenantId: string, customerId: string, since: Date): Promise<{ action_time: Date; total_cents: number }[]> {
  return db.query<{ action_time: Date; total_cents: number }>(
    `SELECT action_time, total_cents FROM bill WHERE tenant_id = $1 AND customer_id = $2 AND status = $3 AND action_time >= $4`,
    [tenantId, customerId, BillStatus.PAID, since],
  );
}

type GiftCardDbRow = { id: string; code: string; bought: boolean; value_cents: number; amount_cents: number };

/** Gift cards bought (in their carts, or as the payer) or held (as the recipient, or used on their bills). */
async function giftCardsOf(db: Db, tenantId: string, customerId: string, phone: string): Promise<GiftCardDbRow[]> {
  return db.query<GiftCardDbRow>(
    `SELECT g.id, g.code, g.value_cents, g.amount_cents,
            (g.payer_phone = $3 OR EXISTS (SELECT 1 FROM cart_item i JOIN cart c ON c.id = i.cart_id AND c.tenant_id = i.tenant_id
                                             WHERE i.tenant_id = g.tenant_id AND i.gift_card_id = g.id AND c.customer_id = $2 AND c.status <> 'Cancel')) AS bought
       FROM gift_card g
      WHERE g.tenant_id = $1 AND NOT g.deleted
        AND (g.payer_phone = $3 OR g.recipient_phone = $3
             OR EXISTS (SELECT 1 FROM cart_item i JOIN cart c ON c.id = i.cart_id AND c.tenant_id = i.tenant_id
                         WHERE i.tenant_id = g.tenant_id AND i.gift_card_id = g.id AND c.customer_id = $2 AND c.status <> 'Cancel')
             OR EXISTS (SELECT 1 FROM bill b WHERE b.tenant_id = g.tenant_id AND b.gift_card_id = g.id AND b.customer_id = $2))
      ORDER BY g.created_at DESC, g.code LIMIT $4`,
    [tenantId, customerId, phone, SHOWN],
  );
}

export async function customerAdminDetail(db: Db, input: { tenantId: string; id: string; branchIds: readonly string[]; now: Date }): Promise<CustomerAdminDetail> {
  const customer = await customerInBranches(db, input.tenantId, input.id, input.branchIds);
  const { tenantId, now } = input;
  const values = await configValues(db, tenantId, customer.branch_id);
  const timeZone = resolveTimeZone(values);
  const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1));
  const [notes, past, upcoming, bills, paid, giftCards, settings] = await Promise.all([
    notesOfCustomer(db, tenantId, customer.id),
    bookingsOf(db, tenantId, customer.id, now, false),
    bookingsOf(db, tenantId, customer.id, now, true),
    billsOf(db, tenantId, customer.id),
    paidSince(db, tenantId, customer.id, lastYear),
    giftCardsOf(db, tenantId, customer.id, customer.phone),
    loyaltySettingsOf(db, tenantId, customer.branch_id),
  ]);
  const loyalty = await customerLoyalty(db, { tenantId, customerId: customer.id, settings, timeZone });
  const spent = spentThisMonthAndYear(paid.map((b) => ({ actionTime: b.action_time, total: b.total_cents })), now, timeZone);
  const booking = (b: BookingDbRow, isUpcoming: boolean): CustomerBookingRow => ({
    id: b.id, code: b.code, startTime: formatZonedDateTime(b.start_time, timeZone), status: asStatus(b.status), total: b.total_cents, upcoming: isUpcoming,
  });
  const card = (g: GiftCardDbRow): CustomerGiftCardRow => ({ id: g.id, code: g.code, role: g.bought ? GiftCardRole.BOUGHT : GiftCardRole.HELD, value: g.value_cents, left: g.amount_cents });
  return {
    ...toCustomerRow(customer),
    emails: customer.emails,
    address: customer.address,
    description: customer.description,
    receiveEmail: customer.receive_email,
    receiveSms: customer.receive_sms,
    notes: notes.map((n) => ({ id: n.id, note: n.note, createdAt: n.created_at.toISOString() })),
    deletable: past.length === 0 && upcoming.length === 0 && bills.length === 0,
    loyalty: {
      type: settings.type,
      applyFrom: settings.applyFrom ?? null,
      amountMoney: loyalty?.amountMoney ?? 0,
      bookingsToReward: loyalty?.numberBookingToLoyalReward ?? settings.bookingsForReward,
    },
    spentThisMonth: spent.month,
    spentThisYear: spent.year,
    bookings: [...upcoming.map((b) => booking(b, true)).reverse(), ...past.map((b) => booking(b, false))],
    bills: bills.map((b) => ({ id: b.id, code: b.code, status: b.status, actionTime: formatZonedDateTime(b.action_time, timeZone), total: b.total_cents })),
    giftCards: giftCards.map(card),
  };
}
