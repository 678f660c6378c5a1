/** The sms_campaign rows and their recipients' results, read and written. */
import type { Db, SqlValue } from '../db/db';
import type { Page } from '../../domain/admin/list';
import type { AudienceFilters } from '../../domain/campaign/audience';
import type { CampaignRecipient, CampaignRow, CampaignSort } from '../../domain/campaign/contract';
import { CampaignStatus, type CampaignSendMode, type CampaignValues } from '../../domain/campaign/campaign-form';
import type { NotificationStatus } from '../../domain/catalogue/paths';
import { pagedList, type ListInput } from '../admin/pagedList';

export type CampaignDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  name: string;
  message: string;
  send_mode: CampaignSendMode;
  status: CampaignStatus;
  scheduled_wall: string | null;
  scheduled_at: Date | null;
  last_booking_after: string | null;
  amount_above_cents: number | null;
  sent_at: Date | null;
  created_at: Date;
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
};

/** A campaign whose messages are all out of the outbox reads as SENT. */
const COLUMNS = `c.id, c.tenant_id, c.branch_id, c.name, c.message, c.send_mode,
  CASE WHEN c.status = 'SENDING' AND COALESCE(r.pending, 0) = 0 THEN 'SENT' ELSE c.status END AS status,
  c.scheduled_wall, c.scheduled_at, c.last_booking_after::text AS last_booking_after, c.amount_above_cents, c.sent_at, c.created_at,
  COALESCE(r.recipients, 0) AS recipients, COALESCE(r.sent, 0) AS sent, COALESCE(r.failed, 0) AS failed, COALESCE(r.pending, 0) AS pending`;

const FROM = `sms_campaign c LEFT JOIN LATERAL (
    SELECT count(*)::int AS recipients,
           count(*) FILTER (WHERE n.status = 'SENT')::int AS sent,
           count(*) FILTER (WHERE n.status = 'FAILED')::int AS failed,
           count(*) FILTER (WHERE n.status = 'PENDING')::int AS pending
      FROM sms_campaign_recipient cr JOIN notification n ON n.id = cr.notification_id
     WHERE cr.campaign_id = c.id) r ON true`;

export function filtersOf(row: Pick<CampaignDbRow, 'last_booking_after' | 'amount_above_cents'>): AudienceFilters {
  return { lastBookingAfter: row.last_booking_after, amountAboveCents: row.amount_above_cents };
}

export function toCampaignRow(r: CampaignDbRow): CampaignRow {
  const time = r.sent_at ?? r.scheduled_at;
  return {
    id: r.id,
    branchId: r.branch_id,
    name: r.name,
    message: r.message,
    lastBookingAfter: r.last_booking_after ?? '',
    amountAbove: r.amount_above_cents,
    sendMode: r.send_mode,
    scheduledAt: r.scheduled_wall ?? '',
    status: r.status,
    time: time ? time.toISOString() : null,
    recipients: r.recipients,
    sent: r.sent,
    failed: r.failed,
    pending: r.pending,
    createdAt: r.created_at.toISOString(),
  };
}

export async function findCampaign(db: Db, tenantId: string, id: string): Promise<CampaignDbRow | null> {
  return db.maybeOne<CampaignDbRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.tenant_id = $1 AND c.id = $2`, [tenantId, id]);
}

export async function listCampaigns(db: Db, branchId: string, status: CampaignStatus | null, input: ListInput<CampaignSort>): Promise<Page<CampaignDbRow>> {
  return pagedList<CampaignDbRow, CampaignSort>(
    db,
    {
      from: FROM,
      columns: COLUMNS,
      tenantColumn: 'c.tenant_id',
      branch: { column: 'c.branch_id', id: branchId },
      ...(status === null
        ? {}
        : {
            filter: (param: (value: SqlValue) => string) =>
              status === CampaignStatus.SENT || status === CampaignStatus.SENDING
                ? `c.status = 'SENDING' AND COALESCE(r.pending, 0) ${status === CampaignStatus.SENT ? '=' : '>'} 0`
                : `c.status = ${param(status)}`,
          }),
      searchColumns: ['c.name', 'c.message'],
      sortable: { name: 'c.name', status: 'c.status', time: 'COALESCE(c.sent_at, c.scheduled_at)', createdAt: 'c.created_at' },
      defaultOrder: 'c.created_at DESC, c.id',
    },
    input,
  );
}

export type StoredValues = { values: CampaignValues; scheduledAt: Date | null };

function valueParams(v: StoredValues): SqlValue[] {
  const { values } = v;
  return [values.name, values.message, values.sendMode, values.scheduledAt === '' ? null : values.scheduledAt, v.scheduledAt,
    values.lastBookingAfter === '' ? null : values.lastBookingAfter, values.amountAbove];
}

export async function insertCampaign(db: Db, input: StoredValues & { id: string; tenantId: string; branchId: string; userId: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO sms_campaign (id, tenant_id, branch_id, name, message, send_mode, scheduled_wall, scheduled_at, last_booking_after, amount_above_cents,
                               status, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'DRAFT', $11, $12, $12)`,
    [input.id, input.tenantId, input.branchId, ...valueParams(input), input.userId, input.now],
  );
}

/** Only a draft changes: true when it was one. */
export async function updateDraft(db: Db, input: StoredValues & { id: string; tenantId: string; branchIds: readonly string[]; now: Date }): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sms_campaign SET name = $4, message = $5, send_mode = $6, scheduled_wall = $7, scheduled_at = $8, last_booking_after = $9,
            amount_above_cents = $10, updated_at = $11
      WHERE tenant_id = $1 AND id = $2 AND branch_id = ANY($3::uuid[]) AND status = 'DRAFT' RETURNING id`,
    [input.tenantId, input.id, [...input.branchIds], ...valueParams(input), input.now],
  );
  return rows.length === 1;
}

/**
 * Moves a campaign from one status to another when it still has the first: the one statement
 * two processes may race on, and only one of them gets the row back.
 */
export async function transition(
  db: Db,
  input: { tenantId: string; id: string; from: readonly CampaignStatus[]; to: CampaignStatus; now: Date; sentAt?: Date },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sms_campaign SET status = $4, updated_at = $5, sent_at = COALESCE($6, sent_at)
      WHERE tenant_id = $1 AND id = $2 AND status = ANY($3::text[]) RETURNING id`,
    [input.tenantId, input.id, [...input.from], input.to, input.now, input.sentAt ?? null],
  );
  return rows.length === 1;
}

type RecipientRow = { customer_id: string; customer_name: string; phone: string; status: NotificationStatus; sent_at: Date | null; last_error: string | null };

export async function campaignRecipients(db: Db, tenantId: string, campaignId: string): Promise<CampaignRecipient[]> {
  const rows = await db.query<RecipientRow>(
    `SELECT cr.customer_id, cr.customer_name, cr.phone, n.status, n.sent_at, n.last_error
       FROM sms_campaign_recipient cr JOIN notification n ON n.id = cr.notification_id
      WHERE cr.tenant_id = $1 AND cr.campaign_id = $2 ORDER BY cr.customer_name, cr.customer_id`,
    [tenantId, campaignId],
  );
  return rows.map((r) => ({
    customerId: r.customer_id,
    customerName: r.customer_name,
    phone: r.phone,
    status: r.status,
    sentAt: r.sent_at ? r.sent_at.toISOString() : null,
    error: r.last_error,
  }));
}
