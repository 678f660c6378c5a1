/**
 * The public online booking API (issue 17): no session, the branch named by its code in the
 * address. The double-submit CSRF check still holds for the POST (the page's first GET hands
 * out the cookie), so another site cannot submit bookings from a visitor's browser.
 */
import type { FastifyInstance } from 'fastify';
import { branchCodeParams, freeTimesQuery, onlineBookingBody } from '../../domain/online-booking/contract';
import { OnlineBookingPath, type FreeTimes, type OnlineBranch, type OnlineBookingResult } from '../../domain/online-booking/paths';
import { bookableDates } from '../../domain/online-booking/free-times';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { createOnlineBooking } from './createOnlineBooking';
import { chosenServices, chosenTechnician, onlineCatalogue } from './onlineCatalogue';
import { assertBookableDate, freeTimesOf } from './onlineTimes';
import { publicBranch } from './publicBranch';

export function registerOnlineBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: OnlineBookingPath.BRANCH, input: { params: branchCodeParams } }, async (_request, _reply, input) => {
    const branch = await publicBranch(deps.db, input.params().branchCode);
    const catalogue = await onlineCatalogue(deps.db, branch.tenant_id, branch.id);
    const { first, last } = bookableDates(deps.now(), branch.settings.timeZone);
    return ok<OnlineBranch>({
      name: branch.name,
      code: branch.code,
      language: branch.settings.language,
      phone: branch.settings.phone,
      branchPhone: branch.phone,
      firstDate: first,
      lastDate: last,
      ...catalogue,
    });
  });

  route(app, { method: 'GET', url: OnlineBookingPath.TIMES, input: { params: branchCodeParams, query: freeTimesQuery } }, async (_request, _reply, input) => {
    const branch = await publicBranch(deps.db, input.params().branchCode);
    const query = input.query();
    const now = deps.now();
    assertBookableDate(branch, query.date, now);
    const catalogue = await onlineCatalogue(deps.db, branch.tenant_id, branch.id);
    const services = chosenServices(catalogue, query.serviceIds);
    const technician = chosenTechnician(catalogue, query.technicianId === '' ? null : query.technicianId);
    const { times } = await freeTimesOf(deps.db, { branch, date: query.date, services, technicianId: technician?.id ?? null, now });
    return ok<FreeTimes>({ date: query.date, times: times.map((t) => t.time) });
  });

  route(app, { method: 'POST', url: OnlineBookingPath.CREATE, input: { params: branchCodeParams, body: onlineBookingBody } }, async (request, _reply, input) => {
    const branch = await publicBranch(deps.db, input.params().branchCode);
    const result = await createOnlineBooking(deps.db, { branch, body: input.body(), address: request.ip, now: deps.now() });
    return ok<OnlineBookingResult>(result);
  });
}
