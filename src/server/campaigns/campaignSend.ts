/**
 * Sending a campaign: exactly one outbox SMS per campaign and customer, even with several
 * server processes on one PostgreSQL. The campaign's status moves DRAFT → SENDING (send now)
 * or SCHEDULED → SENDING (its time came) in the same transaction that writes the recipients
 * and their messages: only the process whose UPDATE gets the row back writes anything, a
 * scheduled one is taken with FOR UPDATE SKIP LOCKED so two timers never wait on each other,
 * and the (campaign, customer) primary key refuses a second message should anything slip.
 * The audience is asked again at this moment, so a customer who opted out after the count
 * or after the scheduling receives nothing.
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode, isAppError } from '../../domain/errors';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { campaignText, CampaignStatus } from '../../domain/campaign/campaign-form';
import { CAMPAIGN_MAX_RECIPIENTS } from '../../domain/campaign/limits';
import { NotificationEntity, queueNotification } from '../notifications/notificationRepository';
import { errorText } from '../../domain/notification/outbox';
import { campaignAudience } from './campaignAudience';
import { filtersOf, transition, type CampaignDbRow } from './campaignRepository';

type Sendable = Pick<CampaignDbRow, 'id' | 'tenant_id' | 'branch_id' | 'message' | 'last_booking_after' | 'amount_above_cents'>;

/** The audience as it stands, refused when a campaign may not reach that many (or, unless allowed, nobody). */
export async function checkedAudience(db: Db, campaign: Sendable, options: { allowEmpty: boolean }) {
  const members = await campaignAudience(db, { tenantId: campaign.tenant_id, branchId: campaign.branch_id, filters: filtersOf(campaign) });
  if (members.length > CAMPAIGN_MAX_RECIPIENTS) throw new AppError(ErrorCode.CAMPAIGN_TOO_MANY_RECIPIENTS);
  if (members.length === 0 && !options.allowEmpty) throw new AppError(ErrorCode.CAMPAIGN_NO_RECIPIENTS);
  return members;
}

/**
 * In the caller's transaction: takes the campaign from `from` to SENDING (or refuses it as
 * CAMPAIGN_STATUS when another request or process did first) and queues one SMS per recipient.
 */
async function deliver(tx: Db, campaign: Sendable, input: { from: CampaignStatus; userId: string | null; now: Date; allowEmpty: boolean }): Promise<number> {
  const won = await transition(tx, { tenantId: campaign.tenant_id, id: campaign.id, from: [input.from], to: CampaignStatus.SENDING, now: input.now, sentAt: input.now });
  if (!won) throw new AppError(ErrorCode.CAMPAIGN_STATUS);
  const members = await checkedAudience(tx, campaign, { allowEmpty: input.allowEmpty });
  const branch = await tx.one<{ name: string }>(`SELECT name FROM branch WHERE tenant_id = $1 AND id = $2`, [campaign.tenant_id, campaign.branch_id]);
  for (const m of members) {
    const notificationId = await queueNotification(tx, {
      tenantId: campaign.tenant_id,
      branchId: campaign.branch_id,
      channel: NotificationChannel.SMS,
      recipient: m.phone,
      subject: null,
      body: campaignText(campaign.message, { customerName: m.name, branchName: branch.name }),
      entityType: NotificationEntity.SMS_CAMPAIGN,
      entityId: campaign.id,
      createdBy: input.userId,
      now: input.now,
    });
    await tx.query(
      `INSERT INTO sms_campaign_recipient (tenant_id, campaign_id, customer_id, customer_name, phone, notification_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [campaign.tenant_id, campaign.id, m.customerId, m.name, m.phone, notificationId],
    );
  }
  return members.length;
}

/** Send now: a draft's messages queued; the number of recipients. */
export async function sendCampaignNow(db: Db, campaign: Sendable, input: { userId: string; now: Date }): Promise<number> {
  return db.transaction((tx) => deliver(tx, campaign, { from: CampaignStatus.DRAFT, userId: input.userId, now: input.now, allowEmpty: false }));
}

type Log = { warn: (obj: Record<string, unknown>, msg: string) => void; error: (obj: Record<string, unknown>, msg: string) => void };

type DueRow = Sendable & { created_by: string | null };

/**
 * One round of the timer: each scheduled campaign whose time has come, one transaction each.
 * A campaign whose audience grew past the limit by then is cancelled rather than cut short.
 */
export async function sendDueCampaigns(options: { db: Db; now: () => Date; limit?: number; log?: Log }): Promise<{ sent: number; cancelled: number }> {
  const result = { sent: 0, cancelled: 0 };
  for (let i = 0; i < (options.limit ?? 5); i++) {
    const now = options.now();
    // Set inside the transaction, read after it fails.
    const taken: { row: DueRow | null } = { row: null };
    try {
      const took = await options.db.transaction(async (tx) => {
        const due = await tx.maybeOne<DueRow>(
          `SELECT id, tenant_id, branch_id, message, last_booking_after::text AS last_booking_after, amount_above_cents, created_by
             FROM sms_campaign WHERE status = 'SCHEDULED' AND scheduled_at <= $1
            ORDER BY scheduled_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now],
        );
        taken.row = due;
        if (!due) return false;
        await deliver(tx, due, { from: CampaignStatus.SCHEDULED, userId: due.created_by, now, allowEmpty: true });
        return true;
      });
      if (!took) break;
      result.sent++;
    } catch (error) {
      const row = taken.row;
      if (!row || !isAppError(error) || error.code !== ErrorCode.CAMPAIGN_TOO_MANY_RECIPIENTS) throw error;
      await transition(options.db, { tenantId: row.tenant_id, id: row.id, from: [CampaignStatus.SCHEDULED], to: CampaignStatus.CANCELLED, now });
      options.log?.warn({ campaignId: row.id, error: errorText(error) }, 'scheduled campaign cancelled: too many recipients');
      result.cancelled++;
    }
  }
  return result;
}

export type CampaignTimer = { stop: () => Promise<void> };

/** The loop each server process runs beside the notification worker. */
export function startCampaignTimer(options: { db: Db; now: () => Date; intervalMs: number; log?: Log }): CampaignTimer {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sendDueCampaigns(options)
        .then(() => undefined, (error: unknown) => options.log?.error({ error: errorText(error) }, 'campaign round failed'))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
