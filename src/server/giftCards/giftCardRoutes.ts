import type { FastifyInstance } from 'fastify';
import { GIFT_CARD_PLAN, GiftCardRight } from '../../domain/catalogue/rights';
import { branchQuery, giftCardFields, giftCardSendMailBody, giftCardSendSmsBody, giftCardListQuery, type GiftCardDetail, type GiftCardOption, type GiftCardRow, type QueuedNotification, type SavedId } from '../../domain/catalogue/contract';
import { GiftCardPath, NotificationChannel } from '../../domain/catalogue/paths';
import { AppError, ErrorCode } from '../../domain/errors';
import { byId } from '../../domain/schemas/ids';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch, type AuthContext } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import type { Page } from '../../domain/admin/list';
import { enableMultipart, readMultipart } from '../images/multipart';
import { listGiftCards, toGiftCardRow } from './giftCardRepository';
import { createGiftCard, giftCardDelete, giftCardDetail, sendGiftCard, updateGiftCardFromForm } from './giftCardService';
import { listGiftCardsToSell } from './giftCardSales';

const Need = GiftCardRight;

/** Gift cards (spec part 2 §7): list, multipart create and update, show, delete, send, cart options. */
export function registerGiftCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  const guard = moduleGuard(deps, GIFT_CARD_PLAN);
  const actor = (auth: AuthContext) => adminActor(deps, auth);

  route(app, { method: 'GET', url: GiftCardPath.LIST, input: { query: giftCardListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listGiftCards(db, branch.id, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<GiftCardRow>>({ ...page, items: page.items.map(toGiftCardRow) });
  });

  route(app, { method: 'GET', url: `${GiftCardPath.SHOW}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, Need.ACCESS);
    const { id } = input.params();
    return ok<GiftCardDetail>(await giftCardDetail(db, auth.tenantId, id, auth.branches));
  });

  deleteRoute(app, deps, { url: GiftCardPath.DELETE, guard, right: Need.DELETE, spec: giftCardDelete });

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
