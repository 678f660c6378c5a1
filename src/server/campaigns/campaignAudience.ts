/**
 * The customers a campaign reaches now, by the audience rule of src/domain/campaign/audience.ts.
 * The recipient count before sending and the send itself both call this, so the number staff
 * see is the number the send writes (less anyone who opted out or was changed in between).
 */
import type { Db } from '../db/db';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { isCampaignRecipient, smsNumber, type AudienceFilters } from '../../domain/campaign/audience';
import { configValues } from '../branches/branchRepository';

export type AudienceMember = { customerId: string; name: string; phone: string };

type CandidateRow = { id: string; name: string; phone: string; active: boolean; blocked: boolean; receive_sms: boolean; last_booking_at: Date | null; spent_cents: number };

/**
 * The branch's customers who accept SMS, with their last booking and what their paid bills
 * total; the SQL only narrows, the domain rule decides.
 */
export async function campaignAudience(
  db: Db,
  input: { tenantId: string; branchId: string; filters: AudienceFilters },
): Promise<AudienceMember[]> {
  const settings = resolveBranchConfig(input.branchId, await configValues(db, input.tenantId, input.branchId));
  const rows = await db.query<CandidateRow>(
    `SELECT c.id, c.name, c.phone, c.active, c.blocked, c.receive_sms,
            (SELECT max(b.start_time) FROM booking b
              WHERE b.tenant_id = c.tenant_id AND b.customer_id = c.id AND b.status <> 'Cancel') AS last_booking_at,
            (SELECT COALESCE(sum(bl.total_cents), 0)::int FROM bill bl
              WHERE bl.tenant_id = c.tenant_id AND bl.customer_id = c.id AND bl.status = 'PAID') AS spent_cents
       FROM customer c
      WHERE c.tenant_id = $1 AND c.branch_id = $2 AND c.active AND c.receive_sms AND NOT c.blocked
      ORDER BY c.name, c.id`,
    [input.tenantId, input.branchId],
  );
  const context = { timeZone: settings.timeZone, phone: settings.phone };
  const members: AudienceMember[] = [];
  for (const r of rows) {
    const candidate = { active: r.active, blocked: r.blocked, receiveSms: r.receive_sms, phone: r.phone, lastBookingAt: r.last_booking_at, spentCents: r.spent_cents };
    const phone = smsNumber(r.phone, settings.phone);
    if (phone !== null && isCampaignRecipient(candidate, input.filters, context)) members.push({ customerId: r.id, name: r.name, phone });
  }
  return members;
}
