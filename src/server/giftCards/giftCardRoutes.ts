import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GIFT_CARD_PLAN, GiftCardRight } from '../../domain/catalogue/rights';
import {
  branchQuery,
  GiftCardPath,
  giftCardFields,
  giftCardSendMailBody,
  giftCardSendSmsBody,
  idQuery,
  listQuery,
  NotificationChannel,
  type GiftCardDetail,
  type GiftCardOption,
  type GiftCardRow,
  type Page,
  type QueuedNotification,
  type SavedId,
} from '../../domain/catalogue/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import { byId } from '../../domain/schemas/ids';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { enableMultipart, readMultipart } from '../images/multipart';
import { listGiftCards, toGiftCardRow } from './giftCardRepository';
import { createGiftCard, deleteGiftCard, giftCardDetail, sendGiftCard, updateGiftCardFromForm } from './giftCardService';
import { listGiftCardsToSell } from './giftCardSales';

const Need = GiftCardRight;

/** Gift cards (spec part 2 §7): list, multipart create and update, show, delete, send, cart options. */
export function registerGiftCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply, right: string): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [right], requiredPlan: GIFT_CARD_PLAN });
    return auth;
  }
  const actor = (auth: AuthContext) => ({ tenantId: auth.tenantId, userId: auth.userId, now: deps.now() });

  route(app, { method: 'GET', url: GiftCardPath.LIST, input: { query: listQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const { rows, total } = await listGiftCards(db, { tenantId: auth.tenantId, branchId: branch.id, query: query.query, page: query.page, size: query.size });
    return ok<Page<GiftCardRow>>({ items: rows.map(toGiftCardRow), total, page: query.page, size: query.size });
  });

  route(app, { method: 'GET', url: `${GiftCardPath.SHOW}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const { id } = input.params();
    return ok<GiftCardDetail>(await giftCardDetail(db, auth.tenantId, id, auth.branches));
  });

  route(app, { method: 'POST', url: GiftCardPath.DELETE, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.DELETE);
    const { id } = input.query();
    await deleteGiftCard(db, actor(auth), { id, branches: auth.branches });
    return ok<null>(null, 'Delete success');
  });

  route(app, { method: 'POST', url: GiftCardPath.SEND_MAIL, input: { body: giftCardSendMailBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const body = input.body();
    const notificationId = await sendGiftCard(db, actor(auth), { id: body.id, branches: auth.branches, channel: NotificationChannel.EMAIL, to: body.email });
    return ok<QueuedNotification>({ notificationId }, 'Send success');
  });

  route(app, { method: 'POST', url: GiftCardPath.SEND_SMS, input: { body: giftCardSendSmsBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const body = input.body();
    const notificationId = await sendGiftCard(db, actor(auth), { id: body.id, branches: auth.branches, channel: NotificationChannel.SMS, to: body.phone });
    return ok<QueuedNotification>({ notificationId }, 'Send success');
  });

  route(app, { method: 'GET', url: GiftCardPath.OPTIONS_TO_ADD_CART, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const { branchId } = input.query();
    const branch = requireBranch(auth, branchId);
    return ok<GiftCardOption[]>(await listGiftCardsToSell(db, auth.tenantId, branch.id));
  });

  // The two multipart calls live in their own scope so the rest of the API stays JSON-only.
  app.register(async (scope) => {
    await enableMultipart(scope);

    route(scope, { method: 'POST', url: GiftCardPath.CREATE, input: { form: giftCardFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, Need.CREATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      const branch = requireBranch(auth, fields.branchId);
      const id = await createGiftCard(db, actor(auth), { branch, fields, file: form.file });
      return ok<SavedId>({ id }, 'Create success');
    });

    route(scope, { method: 'POST', url: GiftCardPath.UPDATE, input: { form: giftCardFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, Need.UPDATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      if (!fields.id) throw new AppError(ErrorCode.VALIDATION, { message: 'id: Required', fields: { id: 'Required' } });
      requireBranch(auth, fields.branchId);
      await updateGiftCardFromForm(db, actor(auth), { id: fields.id, branches: auth.branches, fields, file: form.file });
      return ok<SavedId>({ id: fields.id }, 'Update success');
    });
  });
}
