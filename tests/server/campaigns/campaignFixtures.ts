import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/db';
import type { CampaignValues } from '../../../src/domain/campaign/campaign-form';
import { EMPTY_CAMPAIGN_VALUES } from '../../../src/domain/campaign/campaign-form';
import { CampaignRight } from '../../../src/domain/campaign/campaign-rights';

/** Above what any seeded customer spent: the tests' own customers are the only ones past it. */
export const BIG_SPENDER_LINE = 800_000;

export type TestCustomer = { id: string; name: string; phone: string };

export async function customerWith(
  db: Db,
  input: { branchId: string; n: number; spentCents?: number; lastBooking?: Date; receiveSms?: boolean; active?: boolean; phone?: string; userId: string },
): Promise<TestCustomer> {
  const id = randomUUID();
  const { tenant_id: tenantId } = await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [input.branchId]);
  const name = `CAMPAIGN CLIENT ${input.n}`;
  const phone = input.phone ?? `905777${String(input.n).padStart(4, '0')}`;
  await db.query(`INSERT INTO customer (id, tenant_id, branch_id, name, phone, receive_sms, active, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now())`, [
    id, tenantId, input.branchId, name, phone, input.receiveSms ?? true, input.active ?? true,
  ]);
  if (input.spentCents !== undefined) {
    // One paid bill, and a cancelled one that must not count.
    for (const [status, cents] of [['PAID', input.spentCents], ['CANCEL', 5_000_000]] as const) {
      await db.query(
        `INSERT INTO bill (id, tenant_id, branch_id, code, status, customer_id, subtotal_cents, total_cents, action_time, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, now(), $8, now(), now())`,
        [randomUUID(), tenantId, input.branchId, `CMP-${input.n}-${status}`, status, id, cents, input.userId],
      );
    }
  }
  if (input.lastBooking) {
    await db.query(
      `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_id, customer_name, phone, start_time, end_time, type, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'Completed', $5, $6, $7, $8, $8, 'TYPE_BOOKING_OFFLINE', now(), now())`,
      [randomUUID(), tenantId, input.branchId, `CMP-${input.n}`, id, name, phone, input.lastBooking],
    );
  }
  return { id, name, phone };
}

export function campaignForm(over: Partial<CampaignValues> = {}): CampaignValues {
  return { ...EMPTY_CAMPAIGN_VALUES, name: 'Winter offer', message: 'Hi {customerName}, 20% off at {branchName} this week!', amountAbove: BIG_SPENDER_LINE, ...over };
}

/**
 * The demo gives campaigns to the owner only; the tests' Downtown manager gets them too, so a
 * campaign right holder who lacks a branch (Plateau) exists.
 */
export async function grantManagerCampaigns(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO role_right (tenant_id, role_id, right_code, setting)
     SELECT r.tenant_id, r.id, c.code, 'ALLOW' FROM role r JOIN tenant t ON t.id = r.tenant_id,
            unnest($1::text[]) AS c(code)
      WHERE r.code = 'MANAGER' AND t.name = 'Maple Beauty'
     ON CONFLICT DO NOTHING`,
    [Object.values(CampaignRight)],
  );
}
