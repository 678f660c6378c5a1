import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { enableMultipart, readMultipart } from '../images/multipart';
import { listGiftCards, toGiftCardRow } from './giftCardRepository';
import { createGiftCard, deleteGiftCard, giftCardDetail, sendGiftCard, updateGiftCardFromForm } from './giftCardService';
import { listGiftCardsToSell } from './giftCardSales';

const Need = GiftCardRight;

const showParams = z.object({ id: z.uuid() });

/** Gift cards (spec part 2 §7): list, multipart create and update, show, delete, send, cart options. */
export function registerGiftCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply, right: string): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [right], requiredPlan: GIFT_CARD_PLAN });
    return auth;
  }
  const actor = (auth: AuthContext) => ({ tenantId: auth.tenantId, userId: auth.userId, now: deps.now() });

  app.get(GiftCardPath.LIST, async (request, reply) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const query = parseInput(listQuery, request.query);
    const branch = requireBranch(auth, query.branchId);
    const { rows, total } = await listGiftCards(db, { tenantId: auth.tenantId, branchId: branch.id, query: query.query, page: query.page, size: query.size });
    return ok<Page<GiftCardRow>>({ items: rows.map(toGiftCardRow), total, page: query.page, size: query.size });
  });

  app.get(`${GiftCardPath.SHOW}/:id`, async (request, reply) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const { id } = parseInput(showParams, request.params);
    return ok<GiftCardDetail>(await giftCardDetail(db, auth.tenantId, id, auth.branches));
  });

  app.post(GiftCardPath.DELETE, async (request, reply) => {
    const auth = await guard(request, reply, Need.DELETE);
    const { id } = parseInput(idQuery, request.query);
    await deleteGiftCard(db, actor(auth), { id, branches: auth.branches });
    return ok<null>(null, 'Delete success');
  });

  app.post(GiftCardPath.SEND_MAIL, async (request, reply) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const body = parseInput(giftCardSendMailBody, request.body);
    const notificationId = await sendGiftCard(db, actor(auth), { id: body.id, branches: auth.branches, channel: NotificationChannel.EMAIL, to: body.email });
    return ok<QueuedNotification>({ notificationId }, 'Send success');
  });

  app.post(GiftCardPath.SEND_SMS, async (request, reply) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const body = parseInput(giftCardSendSmsBody, request.body);
    const notificationId = await sendGiftCard(db, actor(auth), { id: body.id, branches: auth.branches, channel: NotificationChannel.SMS, to: body.phone });
    return ok<QueuedNotification>({ notificationId }, 'Send success');
  });

  app.get(GiftCardPath.OPTIONS_TO_ADD_CART, async (request, reply) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const { branchId } = parseInput(branchQuery, request.query);
    const branch = requireBranch(auth, branchId);
    return ok<GiftCardOption[]>(await listGiftCardsToSell(db, auth.tenantId, branch.id));
  });

  // The two multipart calls live in their own scope so the rest of the API stays JSON-only.
  app.register(async (scope) => {
    await enableMultipart(scope);

    scope.post(GiftCardPath.CREATE, async (request, reply) => {
      const auth = await guard(request, reply, Need.CREATE);
      const form = await readMultipart(request, 'image');
      const fields = parseInput(giftCardFields, form.fields);
      const branch = requireBranch(auth, fields.branchId);
      const id = await createGiftCard(db, actor(auth), { branch, fields, file: form.file });
      return ok<SavedId>({ id }, 'Create success');
    });

    scope.post(GiftCardPath.UPDATE, async (request, reply) => {
      const auth = await guard(request, reply, Need.UPDATE);
      const form = await readMultipart(request, 'image');
      const fields = parseInput(giftCardFields, form.fields);
      if (!fields.id) throw new AppError(ErrorCode.VALIDATION, { message: 'id: Required', fields: { id: 'Required' } });
      requireBranch(auth, fields.branchId);
      await updateGiftCardFromForm(db, actor(auth), { id: fields.id, branches: auth.branches, fields, file: form.file });
      return ok<SavedId>({ id: fields.id }, 'Update success');
    });
  });
}
