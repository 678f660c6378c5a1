/**
 * After a payment (online or pushed from a tablet: both go through createBill), the customer
 * gets one link to review the visit, by SMS when they accept SMS and have a phone, by email when
 * they accept email and have an address. The request row is written in the payment's own
 * transaction; its UNIQUE (bill_id) makes a second payment of the same bill (a re-push, two
 * processes) write nothing and queue nothing.
 */
import { queueComposed, recipientsOf } from '../notifications/queueComposed';
import type { Db } from '../db/db';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { MessageKind } from '../../domain/notification/message-kinds';
import { formatMoney } from '../../domain/money';
import { formatZonedDate } from '../../domain/time';
import type { BranchRow } from '../branches/branchRepository';
import { configValues } from '../branches/branchRepository';
import { newId } from '../auth/tokens';
import { NotificationEntity } from '../notifications/notificationRepository';
import { publicOrigin, reviewLink } from './reviewLink';
import { newReviewToken } from './reviewToken';

type CustomerContact = { name: string; phone: string; email: string | null; receive_sms: boolean; receive_email: boolean };

export async function requestReview(
  tx: Db,
  input: { tenantId: string; branch: BranchRow; billId: string; customerId: string | null; total: number; actionTime: Date; userId: string; now: Date },
): Promise<void> {
  if (input.customerId === null) return;
  const customer = await tx.maybeOne<CustomerContact>(
    `SELECT name, phone, email, receive_sms, receive_email FROM customer WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.customerId],
  );
  if (!customer) return;
  const settings = resolveBranchConfig(input.branch.id, await configValues(tx, input.tenantId, input.branch.id));
  const recipients = recipientsOf(
    { phone: customer.phone, email: customer.email, acceptsSms: customer.receive_sms, acceptsEmail: customer.receive_email },
    settings.phone,
  );
  if (recipients.length === 0) return;
  const token = newReviewToken();
  const made = await tx.maybeOne<{ id: string }>(
    `INSERT INTO booking_review (id, tenant_id, branch_id, bill_id, token, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (bill_id) DO NOTHING RETURNING id`,
    [newId(), input.tenantId, input.branch.id, input.billId, token, input.now],
  );
  if (!made) return;
  const branchPhone = await tx.maybeOne<{ phone: string | null }>(`SELECT phone FROM branch WHERE tenant_id = $1 AND id = $2`, [input.tenantId, input.branch.id]);
  const vars = {
    customerName: customer.name,
    branchName: input.branch.name,
    branchPhone: branchPhone?.phone ?? '',
    amount: formatMoney(input.total),
    date: formatZonedDate(input.actionTime, settings.timeZone),
    link: reviewLink(publicOrigin(), token),
  };
  await queueComposed(tx, {
    tenantId: input.tenantId,
    branchId: input.branch.id,
    language: settings.language,
    kind: MessageKind.REVIEW_REQUEST,
    vars,
    recipients,
    entityType: NotificationEntity.REVIEW,
    entityId: made.id,
    createdBy: input.userId,
    now: input.now,
  });
}
