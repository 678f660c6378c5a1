import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../../../src/domain/api';
import { onlineBookingUrl, OnlineBookingPath, type FreeTimes, type OnlineBookingInput, type OnlineBranch } from '../../../src/domain/online-booking/paths';
import { writeFingerprint } from '../bookingFixtures';
import { csrf, type TestEnv } from '../helpers';

/** A customer's browser: no session, its own address, the CSRF cookie its first GET got. */
export type Visitor = { address: string; headers: Record<string, string> };

export async function visitor(env: TestEnv, address = '203.0.113.10'): Promise<Visitor> {
  return { address, headers: (await csrf(env.app)).headers };
}

export function branchInfo(env: TestEnv, code: string): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'GET', url: onlineBookingUrl(OnlineBookingPath.BRANCH, code) });
}

export function timesOf(env: TestEnv, code: string, query: { date: string; serviceIds: string[]; technicianId?: string }): Promise<LightMyRequestResponse> {
  return env.app.inject({
    method: 'GET',
    url: onlineBookingUrl(OnlineBookingPath.TIMES, code),
    query: { date: query.date, serviceIds: query.serviceIds.join(','), ...(query.technicianId ? { technicianId: query.technicianId } : {}) },
  });
}

export function submit(env: TestEnv, who: Visitor, code: string, payload: Partial<OnlineBookingInput> & Record<string, unknown>): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'POST', url: onlineBookingUrl(OnlineBookingPath.CREATE, code), headers: who.headers, remoteAddress: who.address, payload });
}

export function result<T>(res: LightMyRequestResponse): T {
  const answer = res.json<Envelope<T>>();
  if (res.statusCode !== 200 || !answer.success) throw new Error(`expected success, got ${res.statusCode} ${res.body}`);
  return answer.result;
}

export async function branchOf(env: TestEnv, code: string): Promise<OnlineBranch> {
  return result<OnlineBranch>(await branchInfo(env, code));
}

export async function freeTimes(env: TestEnv, code: string, query: { date: string; serviceIds: string[]; technicianId?: string }): Promise<string[]> {
  return result<FreeTimes>(await timesOf(env, code, query)).times;
}

let phoneCounter = 0;
/** A ten-digit phone no seeded customer has. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `289555${String(phoneCounter).padStart(4, '0')}`;
}

export function bookingBody(input: { serviceIds: string[]; date: string; time: string; technicianId?: string | null; phone?: string; email?: string | null; name?: string }): OnlineBookingInput {
  return {
    requestId: randomUUID(),
    serviceIds: input.serviceIds,
    technicianId: input.technicianId ?? null,
    date: input.date,
    time: input.time,
    name: input.name ?? 'Jane Online',
    phone: input.phone ?? freshPhone(),
    email: input.email === undefined ? 'jane@example.com' : input.email,
  };
}

export type QueuedRow = { channel: string; recipient: string; subject: string | null; body: string };

export async function messagesAbout(env: TestEnv, bookingId: string): Promise<QueuedRow[]> {
  return env.db.query<QueuedRow>(
    `SELECT channel, recipient, subject, body FROM notification WHERE entity_type = 'BOOKING' AND entity_id = $1 ORDER BY created_at, channel`,
    [bookingId],
  );
}

/** Rows an online booking writes (a booking's, plus its messages and its request row), to prove a refused one wrote nothing. */
export async function onlineFingerprint(env: TestEnv): Promise<string> {
  const extra = await env.db.one<{ f: string | null }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
       SELECT 'n' || id AS x FROM notification UNION ALL SELECT 'o' || booking_id FROM online_booking_request
     ) t`,
  );
  return `${await writeFingerprint(env.db)}:${extra.f ?? ''}`;
}
