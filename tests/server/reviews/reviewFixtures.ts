import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { BillPath } from '../../../src/domain/bill/paths';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/api';
import { PUBLIC_REVIEW_PATH } from '../../../src/domain/review/public';
import { csrf, type SignedIn, type TestEnv } from '../helpers';
import { billFor, freshCustomer, makeBooking, postJson, type Technician } from '../billingFixtures';

let customerNo = 500;

/** A customer of the branch with a phone and an email, accepting both unless told otherwise. */
export async function reviewCustomer(db: Db, branchId: string, accepts: { sms: boolean; email: boolean } = { sms: true, email: true }) {
  const customer = await freshCustomer(db, branchId, ++customerNo);
  const email = `client${customerNo}@example.com`;
  await db.query(`UPDATE customer SET email = $2, receive_sms = $3, receive_email = $4 WHERE id = $1`, [customer.id, email, accepts.sms, accepts.email]);
  return { ...customer, email };
}

/** Pays a one-guest booking of `customerId` at the desk; answers the bill's id. */
export async function payVisit(
  env: TestEnv,
  who: SignedIn,
  input: { branchId: string; customerId: string | null; technician: Technician; cash: string; service?: string },
): Promise<string> {
  const made = await makeBooking(env.db, {
    branchId: input.branchId,
    customerId: input.customerId,
    guests: [{ lines: [{ technicianId: input.technician.id, serviceName: input.service ?? 'Pedicure', price: 4000 }] }],
  });
  const bill = await billFor(env, who, {
    branchId: input.branchId,
    bookingId: made.bookingId,
    guestIds: made.guestIds,
    customerId: input.customerId,
    received: [{ checkoutMethodId: input.cash, amount: 4600 }],
  });
  const res = await postJson(env, who, BillPath.CREATE_BILL, bill);
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.body}`);
  return bill.id;
}

export async function tokenOfBill(db: Db, billId: string): Promise<string> {
  return (await db.one<{ token: string }>(`SELECT token FROM booking_review WHERE bill_id = $1`, [billId])).token;
}

/** The customer's browser: no session, only the CSRF pair any GET hands out. */
export async function publicGet(env: TestEnv, token: string): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'GET', url: `${PUBLIC_REVIEW_PATH}/${token}` });
}

export async function publicPost(env: TestEnv, token: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const { token: xsrf } = await csrf(env.app);
  return env.app.inject({ method: 'POST', url: `${PUBLIC_REVIEW_PATH}/${token}`, headers: { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf }, payload });
}

/** An answered review written straight to the table (list and badge tests). */
export async function insertAnsweredReview(
  db: Db,
  input: { branchId: string; billId: string; rate: number; reviewedAt: Date; status?: string; comment?: string },
): Promise<string> {
  const id = randomUUID();
  const tenant = await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [input.branchId]);
  await db.query(
    `INSERT INTO booking_review (id, tenant_id, branch_id, bill_id, token, rate, comment, reviewed_at, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $8)`,
    [id, tenant.tenant_id, input.branchId, input.billId, randomUUID().replace(/-/g, ''), input.rate, input.comment ?? '', input.reviewedAt, input.status ?? 'New'],
  );
  return id;
}
