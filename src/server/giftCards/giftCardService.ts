import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { resolveBranchConfig } from '../../domain/branchConfig';
import type { PhoneSetting } from '../../domain/phone';
import { amountAfterSave, canDeleteGiftCard, giftCardProblems, type GiftCardValues } from '../../domain/catalogue/gift-card';
import { optionalEmailProblem, optionalPhoneProblem, phoneDigits, type FieldProblem } from '../../domain/catalogue/form-rules';
import { giftCardValuesOf, type GiftCardDetail, type GiftCardFields } from '../../domain/catalogue/contract';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { giftCardEmail, giftCardSms, type GiftCardMessageInput } from '../../domain/notification/templates';
import { newId } from '../auth/tokens';
import { configValues } from '../branches/branchRepository';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { applyImageChoice } from '../images/imageChoice';
import { deleteImage } from '../images/imageRepository';
import type { UploadedFile } from '../images/multipart';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';
import { NotificationEntity, notificationsAbout, queueNotification } from '../notifications/notificationRepository';
import {
  findGiftCard,
  GIFT_CARD_COLUMNS,
  giftCardLogValues,
  giftCardActions,
  giftCardCodeTaken,
  giftCardLinks,
  insertGiftCard,
  toGiftCardRow,
  updateGiftCard,
  type GiftCardDbRow,
} from './giftCardRepository';

export type Actor = { tenantId: string; userId: string; now: Date };
type Branch = { id: string; name: string };

async function branchSettings(db: Db, tenantId: string, branchId: string) {
  return resolveBranchConfig(branchId, await configValues(db, tenantId, branchId));
}

/** The typed form after the domain's rules; phones stored as digits. */
function checkedValues(fields: GiftCardFields, phone: PhoneSetting, codeOverride?: string): GiftCardValues & { value: number; price: number } {
  const values = giftCardValuesOf(fields);
  if (codeOverride !== undefined) values.code = codeOverride;
  refuseProblems(giftCardProblems(values, phone));
  // After the rules above both amounts are present.
  const value = values.value ?? 0;
  const price = values.price ?? 0;
  return {
    ...values,
    value,
    price,
    recipientPhone: phoneDigits(values.recipientPhone),
    phoneNumberPayer: phoneDigits(values.phoneNumberPayer),
  };
}

/** The card as written, for the action log. */
async function written(tx: Db, tenantId: string, id: string) {
  const card = await findGiftCard(tx, tenantId, id);
  if (!card) throw new AppError(ErrorCode.NOT_FOUND);
  return giftCardLogValues(card);
}

export async function createGiftCard(
  db: Db,
  actor: Actor,
  input: { branch: Branch; fields: GiftCardFields; file: UploadedFile | null },
): Promise<string> {
  const phone = (await branchSettings(db, actor.tenantId, input.branch.id)).phone;
  const values = checkedValues(input.fields, phone);
  if (input.fields.image !== undefined && input.fields.image !== 'null' && input.fields.image !== '') {
    throw new AppError(ErrorCode.VALIDATION, { message: 'image: unknown picture', fields: { image: 'Unknown picture' } });
  }
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      if (await giftCardCodeTaken(tx, actor.tenantId, values.code)) throw new AppError(ErrorCode.CODE_EXISTS);
      const image = await applyImageChoice(tx, { ...actor, file: input.file, field: undefined, current: null });
      await insertGiftCard(tx, {
        id,
        tenantId: actor.tenantId,
        branchId: input.branch.id,
        userId: actor.userId,
        now: actor.now,
        values,
        amount: amountAfterSave({ value: values.value, currentAmount: null, hasActions: false }),
        image,
      });
      await logChange(tx, actor, {
        branchId: input.branch.id, action: ActionType.CREATE, entityType: EntityType.GIFT_CARD, entityId: id,
        before: null, after: await written(tx, actor.tenantId, id),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
    throw error;
  }
  return id;
}

/** A card of one of the user's branches, or NOT_FOUND / BRANCH_NOT_AUTHORISED. */
export async function giftCardInBranches(
  db: Db,
  tenantId: string,
  id: string,
  branches: readonly Branch[],
  options: { lock?: boolean } = {},
): Promise<{ card: GiftCardDbRow; branch: Branch }> {
  const card = await findGiftCard(db, tenantId, id, options);
  if (!card) throw new AppError(ErrorCode.NOT_FOUND);
  const branch = branches.find((b) => b.id === card.branch_id);
  if (!branch) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return { card, branch };
}

export async function updateGiftCardFromForm(
  db: Db,
  actor: Actor,
  input: { id: string; branches: readonly Branch[]; fields: GiftCardFields; file: UploadedFile | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { card, branch } = await giftCardInBranches(tx, actor.tenantId, input.id, input.branches, { lock: true });
    if (input.fields.branchId !== card.branch_id) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'branchId: a gift card stays in its branch', fields: { branchId: 'A gift card stays in its branch' } });
    }
    const sentCode = input.fields.code.trim().toUpperCase();
    if (sentCode !== '' && sentCode !== card.code) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'code: the code cannot be changed', fields: { code: 'The code cannot be changed' } });
    }
    const phone = (await branchSettings(tx, actor.tenantId, branch.id)).phone;
    const values = checkedValues(input.fields, phone, card.code);
    const links = await giftCardLinks(tx, actor.tenantId, card.id);
    const image = await applyImageChoice(tx, { ...actor, file: input.file, field: input.fields.image, current: card.image });
    await updateGiftCard(tx, {
      id: card.id,
      tenantId: actor.tenantId,
      now: actor.now,
      values,
      amount: amountAfterSave({ value: values.value, currentAmount: card.amount_cents, hasActions: links.actions > 0 }),
      image,
    });
    await logChange(tx, actor, {
      branchId: branch.id, action: ActionType.UPDATE, entityType: EntityType.GIFT_CARD, entityId: card.id,
      before: giftCardLogValues(card), after: await written(tx, actor.tenantId, card.id), summary: { code: card.code },
    });
  });
}

/**
 * The generic delete of a card: one that moved money, sits in a cart or paid a bill stays (their
 * foreign keys); its picture goes with it.
 */
export const giftCardDelete: DeleteSpec<GiftCardDbRow> = {
  table: 'gift_card',
  columns: GIFT_CARD_COLUMNS,
  entityType: EntityType.GIFT_CARD,
  branchColumn: 'branch_id',
  where: 'NOT deleted',
  values: giftCardLogValues,
  afterDelete: (card, tx) => deleteImage(tx, card.tenant_id, card.image),
};

export async function giftCardDetail(db: Db, tenantId: string, id: string, branches: readonly Branch[]): Promise<GiftCardDetail> {
  const { card, branch } = await giftCardInBranches(db, tenantId, id, branches);
  const [actions, links, notifications] = await Promise.all([
    giftCardActions(db, tenantId, card.id),
    giftCardLinks(db, tenantId, card.id),
    notificationsAbout(db, { tenantId, entityType: NotificationEntity.GIFT_CARD, entityId: card.id }),
  ]);
  return {
    ...toGiftCardRow(card),
    payerName: card.payer_name,
    phoneNumberPayer: card.payer_phone,
    emailPayer: card.payer_email,
    note: card.note,
    typeCheckout: card.type_checkout,
    branchName: branch.name,
    giftCardActions: actions,
    notifications,
    deletable: canDeleteGiftCard(links),
  };
}

function refuseRecipient(field: 'email' | 'phone', problem: FieldProblem | undefined, empty: boolean): void {
  refuseProblems({ [field]: empty ? { code: 'REQUIRED' } : problem });
}

/** Queues the card by email or SMS through the notification outbox; the worker sends it. */
export async function sendGiftCard(
  db: Db,
  actor: Actor,
  input: { id: string; branches: readonly Branch[]; channel: NotificationChannel; to: string },
): Promise<string> {
  const { card, branch } = await giftCardInBranches(db, actor.tenantId, input.id, input.branches);
  const settings = await branchSettings(db, actor.tenantId, branch.id);
  const to = input.to.trim();
  let recipient: string;
  if (input.channel === NotificationChannel.EMAIL) {
    refuseRecipient('email', optionalEmailProblem(to), to === '');
    recipient = to;
  } else {
    refuseRecipient('phone', optionalPhoneProblem(to, settings.phone), to === '');
    recipient = phoneDigits(to);
  }
  const message: GiftCardMessageInput = {
    language: settings.language,
    branchName: branch.name,
    code: card.code,
    content: card.content,
    value: card.value_cents,
    moneySymbol: settings.moneySymbol,
    recipientName: card.recipient_name,
    endDate: card.end_date,
  };
  const email = input.channel === NotificationChannel.EMAIL ? giftCardEmail(message) : null;
  return queueNotification(db, {
    tenantId: actor.tenantId,
    branchId: branch.id,
    channel: input.channel,
    recipient,
    subject: email?.subject ?? null,
    body: email?.body ?? giftCardSms(message),
    entityType: NotificationEntity.GIFT_CARD,
    entityId: card.id,
    createdBy: actor.userId,
    now: actor.now,
  });
}
