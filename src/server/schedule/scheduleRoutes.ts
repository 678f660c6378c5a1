import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../domain/schemas/zod';
import { ApiPath, type ClipboardResult, type DayBookingsResult, type DayConfigResult, type ScheduleTechnician } from '../../domain/api';
import { resolveDayConfig, resolveTimeZone } from '../../domain/branchConfig';
import { PlanRight, Right } from '../../domain/rights';
import { calendarDate } from '../../domain/schemas/dates';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuthWithDay, requireBranch } from '../auth/authContext';
import { configValues, dateConfigValues, type BranchRow } from '../branches/branchRepository';
import { clipboard, techniciansOfDay } from './scheduleRepository';
import { toBookingsAndGuests, toScheduleTechnicians } from './scheduleMapper';
import { dayAnswerCache } from './dayAnswerCache';
import { encodeBody, sendEncoded, type EncodedBody } from '../http/encodedBody';
import { dayETag, dayVersion, matchesETag } from './dayVersion';
import { readDayAnswer } from './dayAnswer';

const dayQuery = z.object({ branchId: z.uuid(), date: calendarDate() });
const branchQuery = z.object({ branchId: z.uuid() });

export function registerScheduleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  /**
   * Every scheduler read: signed in, plan and right, then a branch the user manages. With
   * `dayOf`, that branch's day version is read with the session; it is answered only for the
   * branch the checks accepted.
   */
  async function guard<Q extends { branchId: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    readQuery: () => Q,
    dayOf?: string,
  ): Promise<{ tenantId: string; branch: BranchRow; query: Q; dayVersion: string | null }> {
    const { auth, dayVersion } = await requireAuthWithDay(deps, request, reply, dayOf);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    const query = readQuery();
    const branch = requireBranch(auth, query.branchId);
    return { tenantId: auth.tenantId, branch, query, dayVersion: branch.id === dayOf ? dayVersion : null };
  }

  route(app, { method: 'GET', url: ApiPath.DAY_CONFIG, input: { query: dayQuery } }, async (request, reply, input) => {
    const { tenantId, branch, query } = await guard(request, reply, input.query);
    const [branchValues, dateValues] = await Promise.all([
      configValues(db, tenantId, branch.id),
      dateConfigValues(db, tenantId, branch.id, query.date),
    ]);
    return ok<DayConfigResult>(resolveDayConfig(query.date, branchValues, dateValues));
  });

  route(app, { method: 'GET', url: ApiPath.DAY_TECHNICIANS, input: { query: dayQuery } }, async (request, reply, input) => {
    const { tenantId, branch, query } = await guard(request, reply, input.query);
    const [branchValues, dateValues] = await Promise.all([
      configValues(db, tenantId, branch.id),
      dateConfigValues(db, tenantId, branch.id, query.date),
    ]);
    const timeZone = resolveTimeZone(branchValues);
    const config = resolveDayConfig(query.date, branchValues, dateValues);
    const rows = await techniciansOfDay(db, tenantId, branch.id, { date: query.date, timeZone, config });
    return ok<ScheduleTechnician[]>(toScheduleTechnicians(rows, timeZone));
  });

  // The day every tablet polls: kept per branch day version (see dayAnswerCache), and answered
  // 304 when the tablet already holds that version.
  const dayCache = dayAnswerCache<EncodedBody>();

  route(app, { method: 'GET', url: ApiPath.DAY_BOOKINGS, input: { query: dayQuery } }, async (request, reply, input) => {
    // The branch asked, when the query is well formed, so its version comes with the session
    // (one statement per poll). It refuses nothing here: the query is checked after sign-in.
    const asked = dayQuery.safeParse(request.query);
    // Who may read is checked on every request; only the day's answer is kept.
    // Well formed, it is the query the route would read again (the same schema on the same input).
    const guarded = asked.success
      ? await guard(request, reply, () => asked.data, asked.data.branchId)
      : await guard(request, reply, input.query);
    const { tenantId, branch, query } = guarded;
    // Read before the day, so the tag is never newer than what it tags.
    const version = guarded.dayVersion ?? (await dayVersion(db, tenantId, branch.id));
    const etag = dayETag(version, branch.id, query.date);
    // no-cache: the browser may keep it but asks every time; private: never a shared cache.
    // The tag is weak, so the gzipped and plain bytes share it.
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matchesETag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const body = await dayCache.answer(`${tenantId}/${branch.id}/${query.date}`, version, async () => {
      const timeZone = resolveTimeZone(await configValues(db, tenantId, branch.id));
      const answer = await readDayAnswer(db, { tenantId, branchId: branch.id, date: query.date, timeZone });
      // Serialized as Fastify would have (JSON.stringify, no schema), encoded and gzipped once
      // per version: a string would be encoded again for every request, 700 kB for a big day.
      return encodeBody(JSON.stringify(ok<DayBookingsResult>(answer)));
    });
    return sendEncoded(request, reply, body);
  });

  route(app, { method: 'GET', url: ApiPath.CLIPBOARD, input: { query: branchQuery } }, async (request, reply, input) => {
    const { tenantId, branch } = await guard(request, reply, input.query);
    const timeZone = resolveTimeZone(await configValues(db, tenantId, branch.id));
    const rows = await clipboard(db, tenantId, branch.id);
    return ok<ClipboardResult>(toBookingsAndGuests(rows, timeZone));
  });
}
