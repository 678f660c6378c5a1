/**
 * SMS campaigns (spec part 2 §3 SMS campaign, issue 17): drafts saved from the form in one of
 * the caller's branches, sent now or scheduled at a future time on the branch's clock,
 * cancelled while they wait, deleted while nothing was sent. Ids come from the request only to
 * be looked up in the caller's tenant and branches.
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { fieldProblemMessage } from '../../domain/schemas/problems';
import type { CampaignDetail } from '../../domain/campaign/contract';
import { CampaignSendMode, CampaignStatus, type CampaignCreateBody, type CampaignUpdateBody, type CampaignValues } from '../../domain/campaign/campaign-form';
import { scheduledInstant, scheduleProblem } from '../../domain/campaign/schedule';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { LogRecord } from '../../domain/admin/changes';
import type { AdminActor } from '../admin/adminRoutes';
import { branchTimeZone } from '../branches/branchRepository';
import { campaignRecipients, findCampaign, insertCampaign, toCampaignRow, transition, updateDraft, type CampaignDbRow, type StoredValues } from './campaignRepository';
import { checkedAudience, sendCampaignNow } from './campaignSend';

function valuesOf(body: CampaignCreateBody | CampaignUpdateBody): CampaignValues {
  return {
    name: body.name.trim(),
    message: body.message.trim(),
    lastBookingAfter: body.lastBookingAfter,
    amountAbove: body.amountAbove,
    sendMode: body.sendMode,
    scheduledAt: body.sendMode === CampaignSendMode.SCHEDULED ? body.scheduledAt : '',
  };
}

/** A scheduled time must still be ahead when saved and again when scheduled. */
function assertFuture(wall: string, timeZone: string, now: Date): void {
  const problem = scheduleProblem(wall, timeZone, now);
  if (problem) {
    const message = fieldProblemMessage(problem);
    throw new AppError(ErrorCode.VALIDATION, { message: `scheduledAt: ${message}`, fields: { scheduledAt: message }, problems: { scheduledAt: problem } });
  }
}

async function stored(db: Db, tenantId: string, branchId: string, values: CampaignValues, now: Date): Promise<StoredValues> {
  if (values.sendMode !== CampaignSendMode.SCHEDULED) return { values, scheduledAt: null };
  const zone = await branchTimeZone(db, tenantId, branchId);
  assertFuture(values.scheduledAt, zone, now);
  return { values, scheduledAt: scheduledInstant(values.scheduledAt, zone) };
}

/** What the action log keeps of a campaign: its form's values and its status. */
function logValues(values: CampaignValues, status: CampaignStatus): LogRecord {
  return { ...values, status };
}

function logOf(row: CampaignDbRow): LogRecord {
  return logValues(valuesOfRow(row), row.status);
}

function valuesOfRow(row: CampaignDbRow): CampaignValues {
  return { name: row.name, message: row.message, lastBookingAfter: row.last_booking_after ?? '', amountAbove: row.amount_above_cents, sendMode: row.send_mode, scheduledAt: row.scheduled_wall ?? '' };
}

/** A change of status, logged beside the status change itself. */
async function logStatus(db: Db, actor: AdminActor, row: CampaignDbRow, status: CampaignStatus, action: ActionType = ActionType.CHANGE_STATUS): Promise<void> {
  await logChange(db, actor, { branchId: row.branch_id, action, entityType: EntityType.SMS_CAMPAIGN, entityId: row.id, before: { status: row.status }, after: { status }, summary: { name: row.name } });
}

/** The campaign, when it is of one of the caller's branches. */
export async function campaignOfActor(db: Db, actor: Pick<AdminActor, 'tenantId' | 'branchIds'>, id: string): Promise<CampaignDbRow> {
  const row = await findCampaign(db, actor.tenantId, id);
  if (!row || !actor.branchIds.includes(row.branch_id)) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function createCampaign(db: Db, actor: AdminActor, body: CampaignCreateBody): Promise<string> {
  if (!actor.branchIds.includes(body.branchId)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  const id = newId();
  const values = await stored(db, actor.tenantId, body.branchId, valuesOf(body), actor.now);
  await db.transaction(async (tx) => {
    await insertCampaign(tx, { ...values, id, tenantId: actor.tenantId, branchId: body.branchId, userId: actor.userId, now: actor.now });
    await logChange(tx, actor, { branchId: body.branchId, action: ActionType.CREATE, entityType: EntityType.SMS_CAMPAIGN, entityId: id, before: null, after: logValues(values.values, CampaignStatus.DRAFT) });
  });
  return id;
}

export async function updateCampaign(db: Db, actor: AdminActor, body: CampaignUpdateBody): Promise<void> {
  const row = await campaignOfActor(db, actor, body.id);
  const values = await stored(db, actor.tenantId, row.branch_id, valuesOf(body), actor.now);
  await db.transaction(async (tx) => {
    if (!(await updateDraft(tx, { ...values, id: row.id, tenantId: actor.tenantId, branchIds: actor.branchIds, now: actor.now }))) throw new AppError(ErrorCode.CAMPAIGN_STATUS);
    await logChange(tx, actor, {
      branchId: row.branch_id, action: ActionType.UPDATE, entityType: EntityType.SMS_CAMPAIGN, entityId: row.id,
      before: logOf(row), after: logValues(values.values, CampaignStatus.DRAFT), summary: { name: values.values.name },
    });
  });
}

export async function campaignDetail(db: Db, actor: Pick<AdminActor, 'tenantId' | 'branchIds'>, id: string): Promise<CampaignDetail> {
  const row = await campaignOfActor(db, actor, id);
  return { ...toCampaignRow(row), recipientsList: await campaignRecipients(db, actor.tenantId, id) };
}

/** Send now (a NOW draft) or schedule (a SCHEDULED draft): the recipients queued now, 0 when scheduled. */
export async function sendOrSchedule(db: Db, actor: AdminActor, id: string): Promise<{ status: CampaignStatus; recipients: number }> {
  const row = await campaignOfActor(db, actor, id);
  if (row.status !== CampaignStatus.DRAFT) throw new AppError(ErrorCode.CAMPAIGN_STATUS);
  if (row.send_mode === CampaignSendMode.NOW) {
    const recipients = await db.transaction(async (tx) => {
      const n = await sendCampaignNow(tx, row, { userId: actor.userId, now: actor.now });
      await logStatus(tx, actor, row, CampaignStatus.SENDING);
      return n;
    });
    return { status: CampaignStatus.SENDING, recipients };
  }
  assertFuture(row.scheduled_wall ?? '', await branchTimeZone(db, actor.tenantId, row.branch_id), actor.now);
  // Refused now rather than at the time, when nobody is there to narrow the filters.
  const members = await checkedAudience(db, row, { allowEmpty: false });
  await db.transaction(async (tx) => {
    const won = await transition(tx, { tenantId: actor.tenantId, id, from: [CampaignStatus.DRAFT], to: CampaignStatus.SCHEDULED, now: actor.now });
    if (!won) throw new AppError(ErrorCode.CAMPAIGN_STATUS);
    await logStatus(tx, actor, row, CampaignStatus.SCHEDULED);
  });
  return { status: CampaignStatus.SCHEDULED, recipients: members.length };
}

export async function cancelCampaign(db: Db, actor: AdminActor, id: string): Promise<void> {
  const row = await campaignOfActor(db, actor, id);
  await db.transaction(async (tx) => {
    const won = await transition(tx, { tenantId: actor.tenantId, id, from: [CampaignStatus.SCHEDULED], to: CampaignStatus.CANCELLED, now: actor.now });
    if (!won) throw new AppError(ErrorCode.CAMPAIGN_STATUS);
    await logStatus(tx, actor, row, CampaignStatus.CANCELLED, ActionType.CANCEL);
  });
}

/** A draft or a cancelled campaign: nothing of it reached anyone. */
export async function deleteCampaign(db: Db, actor: AdminActor, id: string): Promise<void> {
  const row = await campaignOfActor(db, actor, id);
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(`DELETE FROM sms_campaign WHERE tenant_id = $1 AND id = $2 AND status IN ('DRAFT', 'CANCELLED') RETURNING id`, [actor.tenantId, id]);
    if (rows.length === 0) throw new AppError(ErrorCode.CAMPAIGN_STATUS);
    await logChange(tx, actor, { branchId: row.branch_id, action: ActionType.DELETE, entityType: EntityType.SMS_CAMPAIGN, entityId: id, before: logOf(row), after: null });
  });
}
