import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BookingWritePath } from '../../domain/booking/paths';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { BOOKING_WRITE_ACCESS, type Actor } from './bookingAccess';
import { confirmBody, guestIdBody, moveToDashboardBody, parseSaveBody, saveBody, updateSegmentBody, updateStatusBody, updateStatusGuestBody } from './bookingWriteBodies';
import { bookingBranchId, bookingGuests, findGuest, findLine } from './bookingWriteRepository';
import { confirmBooking } from './confirmBooking';
import { moveGuestToClipboard, moveGuestToDashboard } from './moveGuest';
import { saveBooking, SaveMode } from './saveBooking';
import { backGuestStatus, updateBookingStatus } from './updateBookingStatus';
import { updateSegment } from './updateSegment';

/** The spec's booking changes made online; tablets send the same changes through sync push. */
export function registerBookingWriteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<{ auth: AuthContext; actor: Actor }> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BOOKING_WRITE_ACCESS);
    return { auth, actor: { userId: auth.userId, rights: auth.rights } };
  }

  /** The branch of a saved row, if the user manages it: unknown rows are 404, foreign branches 403. */
  function managedBranch(auth: AuthContext, branchId: string | null): string {
    if (branchId === null) throw new AppError(ErrorCode.NOT_FOUND);
    return requireBranch(auth, branchId).id;
  }

  async function guestBranch(auth: AuthContext, guestId: string): Promise<{ guestId: string; bookingId: string; branchId: string }> {
    const guest = await findGuest(db, auth.tenantId, guestId);
    if (!guest) throw new AppError(ErrorCode.NOT_FOUND);
    return { guestId, bookingId: guest.booking_id, branchId: requireBranch(auth, guest.branch_id).id };
  }

  const saves = [
    { path: BookingWritePath.CREATE, mode: SaveMode.CREATE, start: false },
    { path: BookingWritePath.CREATE_HISTORY, mode: SaveMode.CREATE, start: false },
    { path: BookingWritePath.CREATE_START, mode: SaveMode.CREATE, start: true },
    { path: BookingWritePath.UPDATE, mode: SaveMode.UPDATE, start: false },
    { path: BookingWritePath.UPDATE_HISTORY, mode: SaveMode.UPDATE, start: false },
  ] as const;
  for (const save of saves) {
    route(app, { method: 'POST', url: save.path, input: { body: saveBody } }, async (request, reply, input) => {
      const { auth, actor } = await guard(request, reply);
      const { args, code } = parseSaveBody(input.body(), { isNew: save.mode === SaveMode.CREATE, start: save.start });
      const branch = requireBranch(auth, args.branchId);
      const result = await saveBooking(db, { tenantId: auth.tenantId, branch, actor, mode: save.mode, args, code, now: deps.now() });
      return ok(result, save.mode === SaveMode.CREATE ? 'Create success' : 'Update success');
    });
  }

  route(app, { method: 'POST', url: BookingWritePath.UPDATE_STATUS, input: { body: updateStatusBody } }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const body = input.body();
    const branchId = managedBranch(auth, await bookingBranchId(db, auth.tenantId, body.bookingId));
    const guestIds = (await bookingGuests(db, auth.tenantId, body.bookingId)).map((g) => g.id);
    const args = { ...body, branchId, guestIds };
    return ok(await updateBookingStatus(db, { tenantId: auth.tenantId, actor, args, now: deps.now(), onlyAble: true }), 'Update success');
  });

  route(app, { method: 'POST', url: BookingWritePath.UPDATE_STATUS_GUEST, input: { body: updateStatusGuestBody } }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const body = input.body();
    const branchId = managedBranch(auth, await bookingBranchId(db, auth.tenantId, body.bookingId));
    const guestIds = body.guests ?? (body.guestId === undefined ? [] : [body.guestId]);
    const args = { bookingId: body.bookingId, branchId, guestIds, status: body.status, force: body.force, note: body.note };
    return ok(await updateBookingStatus(db, { tenantId: auth.tenantId, actor, args, now: deps.now() }), 'Update success');
  });

  route(app, { method: 'POST', url: BookingWritePath.BACK_STATUS, input: { body: guestIdBody } }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const { guestId } = input.body();
    const args = await guestBranch(auth, guestId);
    return ok(await backGuestStatus(db, { tenantId: auth.tenantId, actor, args, now: deps.now() }), 'Update success');
  });

  route(app, { method: 'GET', url: BookingWritePath.MOVE_TO_CLIPBOARD, input: { query: guestIdBody }, writes: true }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const { guestId } = input.query();
    const args = await guestBranch(auth, guestId);
    return ok(await moveGuestToClipboard(db, { tenantId: auth.tenantId, actor, args, now: deps.now() }), 'move success');
  });

  route(app, { method: 'POST', url: BookingWritePath.MOVE_TO_DASHBOARD, input: { body: moveToDashboardBody } }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const body = input.body();
    requireBranch(auth, body.branchId);
    const { bookingId } = await guestBranch(auth, body.guestId);
    const args = { ...body, bookingId };
    return ok(await moveGuestToDashboard(db, { tenantId: auth.tenantId, actor, args, now: deps.now() }), 'move success');
  });

  route(app, { method: 'POST', url: BookingWritePath.CONFIRM, input: { body: confirmBody } }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const body = input.body();
    const branchId = managedBranch(auth, await bookingBranchId(db, auth.tenantId, body.id));
    return ok(await confirmBooking(db, { tenantId: auth.tenantId, actor, args: { ...body, branchId }, now: deps.now() }), 'Update success');
  });

  route(app, { method: 'POST', url: BookingWritePath.UPDATE_SEGMENT, input: { body: updateSegmentBody } }, async (request, reply, input) => {
    const { auth, actor } = await guard(request, reply);
    const body = input.body();
    const line = await findLine(db, auth.tenantId, body.id);
    if (!line) throw new AppError(ErrorCode.NOT_FOUND);
    const branchId = managedBranch(auth, await bookingBranchId(db, auth.tenantId, line.booking_id));
    const args = { ...body, branchId, duration: body.duration ?? line.duration, price: body.price ?? line.price_cents };
    return ok(await updateSegment(db, { tenantId: auth.tenantId, actor, args, now: deps.now() }), 'Update success');
  });
}
