/**
 * One property per route (and per sync kind): take a valid request, put one hostile value in
 * one field (or drop the field, or add a key naming the other tenant), send it, and check the
 * answer: never a 5xx; a refusal carries a code and a message and changed no row; an accepted
 * request reads back as sent and left the other tenant's rows alone.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { ApiPath } from '../../../src/domain/api';
import type { z } from '../../../src/domain/schemas/zod';
import { ErrorCode } from '../../../src/domain/errors';
import { mutationSchema } from '../../../src/domain/sync';
import { MUTATION_SCHEMA_VERSION, SyncPath, type MutationName } from '../../../src/domain/sync-protocol';
import type { RouteEntry, RoutePart } from '../../../src/server/http/route';
import { multipart } from '../catalogueHelpers';
import { changedTables, keepDigests, keptFingerprint, RECORDED_REFUSALS, tenantFingerprint, type Fingerprint } from './fingerprint';
import { formText, hostileValues, untrustedKeys, urlText, type Json } from './hostile';
import type { MutationExample } from './mutationExamples';
import { fieldPaths, withValue, type FieldPath } from './schemaFields';
import type { World } from './world';

export type Parts = { body?: Json; query?: Record<string, Json>; params?: Record<string, Json>; form?: Record<string, Json> };

export const Area = { IDENTITY: 'identity', BOOKING: 'booking', BILLING: 'billing', CATALOGUE: 'catalogue', READS: 'reads', SETUP: 'setup', PEOPLE: 'people', BRANCHES: 'branches', SERVICES: 'services', TECHNICIANS: 'technicians', CAMPAIGNS: 'campaigns' } as const;
export type Area = (typeof Area)[keyof typeof Area];

/**
 * What a route's probe needs of its world: the app and its log, the other tenant's ids, and who
 * sends. The seeded world signs people in; the first run's world (an empty database) has nobody.
 */
export type ProbeWorld = Pick<World, 'env' | 'log' | 'anonymous' | 'other'> & Partial<Pick<World, 'admin' | 'session'>>;

export type Example<W extends ProbeWorld = World> = {
  area: Area;
  /** A session of its own, of this user, renewed after an accepted request (sign-out, branch switch, password). */
  session?: string;
  anonymous?: true;
  /** The client's address: sign-in attempts are throttled per address too, and the others must still sign in. */
  remoteAddress?: string;
  /** A valid request; made again after an accepted one, which may have used up what it needed. */
  make: (w: W) => Promise<Parts>;
  /** What was sent and what the server now holds, both in the read's terms: equal for an accepted request. */
  readBack?: (w: W, sent: Parts) => Promise<{ sent: unknown; read: unknown }>;
  /** Runs of this route's property, when its fields are few or each run is slow. */
  runs?: number;
};

export type Edit =
  | { kind: 'set'; part: RoutePart; path: FieldPath; value: Json }
  | { kind: 'drop'; part: RoutePart; path: FieldPath }
  | { kind: 'untrusted'; part: RoutePart; key: string; value: Json };

export type Outcome = { status: number; answer: Record<string, unknown> | null; accepted: boolean };

/** How the fingerprints are kept: read again only when the database saw a write since the last read. */
export class RowWatch {
  private generation = -1;
  private last: Fingerprint = {};
  private constructor(private readonly w: ProbeWorld) {}

  /** A watch of the world's database: its tables keep their digests from now on. */
  static async of(w: ProbeWorld): Promise<RowWatch> {
    await keepDigests(w.env.db);
    const watch = new RowWatch(w);
    watch.last = await keptFingerprint(w.env.db);
    watch.generation = w.env.db.writes.all.generation;
    return watch;
  }

  /** Every table's digest, as the writes since the watch began have kept it. */
  async current(): Promise<Fingerprint> {
    const generation = this.w.env.db.writes.all.generation;
    if (generation !== this.generation) {
      this.last = await keptFingerprint(this.w.env.db);
      this.generation = this.w.env.db.writes.all.generation;
    }
    return this.last;
  }
}

function partsOf(input: Readonly<Partial<Record<RoutePart, z.ZodMiniType>>>): RoutePart[] {
  return (['body', 'query', 'params', 'form'] as const).filter((p) => input[p] !== undefined);
}

/** The edits of one route: every field of every declared part, hostile values, drops and untrusted keys. */
export function editsOf(w: ProbeWorld, input: Readonly<Partial<Record<RoutePart, z.ZodMiniType>>>, base: Parts): fc.Arbitrary<Edit> {
  const values = hostileValues(w.other);
  const targets = partsOf(input).flatMap((part) => fieldPaths(input[part], base[part] ?? null).map((path) => ({ part, path })));
  // A route that reads nothing still meets junk: it must ignore it.
  const declared = partsOf(input);
  const whole = (declared.length > 0 ? declared : (['query'] as const)).map((part) => ({ part, path: [] as FieldPath }));
  const untrusted = Object.entries(untrustedKeys(w.other));
  const arbs: fc.WeightedArbitrary<Edit>[] = [];
  if (targets.length > 0) {
    arbs.push({ weight: 12, arbitrary: fc.record({ kind: fc.constant('set' as const), target: fc.constantFrom(...targets), value: fc.constantFrom(...values) }).map(({ target, value }) => ({ kind: 'set', ...target, value })) });
    arbs.push({ weight: 1, arbitrary: fc.constantFrom(...targets).map((t): Edit => ({ kind: 'drop', ...t })) });
  }
  if (whole.length > 0) {
    arbs.push({ weight: 1, arbitrary: fc.record({ target: fc.constantFrom(...whole), value: fc.constantFrom<Json>(null, [], 'x', 1, {}) }).map(({ target, value }): Edit => ({ kind: 'set', ...target, value })) });
    arbs.push({ weight: 1, arbitrary: fc.record({ target: fc.constantFrom(...whole), entry: fc.constantFrom(...untrusted) }).map(({ target, entry }): Edit => ({ kind: 'untrusted', part: target.part, key: entry[0], value: entry[1] })) });
  }
  return fc.oneof(...arbs);
}

export function applyEdit(base: Parts, edit: Edit): Parts {
  const part: Json = base[edit.part] ?? {};
  const edited =
    edit.kind === 'set'
      ? withValue(part, edit.path, edit.value)
      : edit.kind === 'drop'
        ? withValue(part, edit.path, undefined)
        : withValue(part, [edit.key], edit.value);
  return { ...base, [edit.part]: edited };
}

function record(value: Json | undefined): Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** The request as a careless client would send it: path and query text escaped, the body as JSON, a form as multipart. */
export function send(w: ProbeWorld, entry: Pick<RouteEntry, 'method' | 'url'>, parts: Parts, headers: Record<string, string>, remoteAddress?: string): Promise<LightMyRequestResponse> {
  const params = record(parts.params);
  const url = entry.url.replace(/:([A-Za-z]+)/g, (_, key: string) => urlText(params[key] ?? ''));
  const query = Object.entries(record(parts.query))
    .map(([k, v]) => `${encodeURIComponent(k)}=${urlText(v)}`)
    .join('&');
  const full = query ? `${url}?${query}` : url;
  const method = entry.method === 'GET' ? 'GET' : 'POST';
  if (parts.form !== undefined) {
    const fields = Object.fromEntries(Object.entries(record(parts.form)).map(([k, v]) => [k, formText(v)]));
    const form = multipart(fields);
    return w.env.app.inject({ method, url: full, remoteAddress, headers: { ...headers, 'content-type': form.contentType }, payload: form.payload });
  }
  if (method === 'GET') return w.env.app.inject({ method, url: full, remoteAddress, headers });
  return w.env.app.inject({ method, url: full, remoteAddress, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(parts.body ?? {}) });
}

function answerOf(res: LightMyRequestResponse): Record<string, unknown> | null {
  try {
    const parsed: unknown = res.json();
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));
// Words of a parser, not of the front desk: a refusal staff read must not use them.
const TECHNICAL = /Invalid input|expected \w+, received|Too (big|small):|ZodError|at .*\(.*:\d+:\d+\)|SQLSTATE|syntax/i;

/** Switches for a survey of the surface (which fields fail how), not for the test itself. */
export const probeSettings = { staffWords: true };

/** The problem with a refusal's answer, if any. */
export function refusalProblem(status: number, answer: Record<string, unknown> | null): string | null {
  if (status >= 500) return `answered ${status}`;
  if (!answer) return `a ${status} without an envelope`;
  if (answer.success !== false) return `a ${status} that says success`;
  if (typeof answer.code !== 'string' || !CODES.has(answer.code)) return `a ${status} without a known code`;
  if (typeof answer.message !== 'string' || answer.message.trim() === '') return `a ${status} without a message`;
  if (probeSettings.staffWords && TECHNICAL.test(answer.message)) return `a ${status} whose message staff would not understand: ${answer.message}`;
  return null;
}

/** What the server logged at warn or above while answering: a value past the schemas, or worse. */
function logProblem(w: ProbeWorld, from: number): string | null {
  const lines = w.log.lines.slice(from).filter((l) => l.level >= 40);
  return lines.length > 0 ? `the server logged ${lines.map((l) => `"${l.msg}" (${l.err?.code ?? ''} ${l.err?.message?.slice(0, 120) ?? ''})`).join(', ')}` : null;
}

function describeEdit(edit: Edit): string {
  const value = edit.kind === 'drop' ? '(dropped)' : JSON.stringify(edit.value).slice(0, 60);
  const where = edit.kind === 'untrusted' ? `${edit.part}.${edit.key}` : `${edit.part}.${edit.path.join('.')}`;
  return `${where} = ${value}`;
}

export type Probe = {
  /** Sends one edited request and returns what is wrong with the outcome, or null. */
  run: (edit: Edit) => Promise<string | null>;
  edits: fc.Arbitrary<Edit>;
  finish: () => Promise<string | null>;
};

/** A route ready to be probed: its valid request made, its session signed in, the other tenant's rows noted. */
export async function routeProbe<W extends ProbeWorld>(w: W, entry: RouteEntry, example: Example<W>, watch: RowWatch): Promise<Probe> {
  const input = entry.input ?? {};
  let base = await example.make(w);
  const sessionFor = async (): Promise<Record<string, string>> => {
    if (example.anonymous) return w.anonymous;
    if (example.session && w.session) return (await w.session(example.session)).headers;
    if (!example.session && w.admin) return w.admin.headers;
    throw new Error(`${entry.method} ${entry.url}: nobody in this world can send it`);
  };
  let headers = await sessionFor();
  // The valid request itself must pass, or no hostile value would reach past the first check.
  const plain = await send(w, entry, base, headers, example.remoteAddress);
  if (plain.statusCode >= 400) throw new Error(`${entry.method} ${entry.url}: the valid request is refused: ${plain.statusCode} ${plain.body.slice(0, 300)}`);
  base = await example.make(w);
  if (example.session) headers = await sessionFor();
  const otherBefore = await tenantFingerprint(w.env.db, w.other.tenantId);
  const allowed = entry.url === ApiPath.LOGIN ? RECORDED_REFUSALS.login : [];
  return {
    edits: editsOf(w, input, base),
    run: async (edit) => {
      const sent = applyEdit(base, edit);
      const before = await watch.current();
      const logged = w.log.lines.length;
      const res = await send(w, entry, sent, headers, example.remoteAddress);
      const answer = answerOf(res);
      const label = `${entry.method} ${entry.url} ${describeEdit(edit)}`;
      const log = logProblem(w, logged);
      if (log) return `${label}: answered ${res.statusCode} but ${log}`;
      if (res.statusCode >= 400) {
        const problem = refusalProblem(res.statusCode, answer);
        if (problem) return `${label}: ${problem} ${res.body.slice(0, 300)}`;
        const changed = changedTables(before, await watch.current(), allowed);
        if (changed.length > 0) return `${label}: refused ${res.statusCode} ${String(answer?.code)} but changed ${changed.join(', ')}`;
        return null;
      }
      if (example.readBack) {
        const { sent: expected, read } = await example.readBack(w, sent);
        if (JSON.stringify(expected) !== JSON.stringify(read)) return `${label}: accepted but reads back ${JSON.stringify(read)} for ${JSON.stringify(expected)}`;
      }
      // What an accepted request used up is made afresh.
      base = await example.make(w);
      if (example.session) headers = await sessionFor();
      return null;
    },
    finish: async () => {
      const otherAfter = await tenantFingerprint(w.env.db, w.other.tenantId);
      const changed = changedTables(otherBefore, otherAfter);
      return changed.length > 0 ? `${entry.method} ${entry.url} changed the other tenant's ${changed.join(', ')}` : null;
    },
  };
}

export const SEED = 20_261_120;

/** Runs the property: a failure is reported with the request that caused it, in a line. */
export async function checkProbe(probe: Probe, runs: number): Promise<void> {
  const details = await fc.check(
    fc.asyncProperty(probe.edits, async (edit) => {
      const problem = await probe.run(edit);
      if (problem) throw new Error(problem);
    }),
    { seed: SEED, numRuns: runs, endOnFailure: true },
  );
  if (details.failed) {
    const error = details.errorInstance;
    throw new Error(`${error instanceof Error ? error.message : String(error)} (run ${details.numRuns}, seed ${details.seed})`);
  }
  const last = await probe.finish();
  if (last) throw new Error(last);
}

type PushAnswer = { results: { outcome: string; replayed: boolean; error: { code: string; message: string } | null }[] };

/**
 * A sync kind, pushed by the world's device: hostile values in its args and in the mutation
 * around them. A refused change is recorded REJECTED (only the sync tables move) with a code
 * and a message; the push itself never answers 5xx.
 */
export async function mutationProbe(w: World, name: MutationName, example: MutationExample, watch: RowWatch): Promise<Probe> {
  let args = await example.make(w);
  const mutation = async (): Promise<Record<string, Json>> => ({
    id: randomUUID(),
    deviceId: w.device.deviceId,
    seq: (await w.env.db.one<{ next_seq: number }>(`SELECT next_seq FROM sync_device WHERE id = $1`, [w.device.deviceId])).next_seq,
    userId: w.adminId,
    branchId: w.downtown,
    schemaVersion: MUTATION_SCHEMA_VERSION,
    createdAt: '2026-11-20T14:59:00.000Z',
    dependsOn: [],
    name,
    args,
  });
  const schema = mutationSchema.def.options.find((o) => o.shape.name.def.values[0] === name);
  const plain = await send(w, { method: 'POST', url: SyncPath.PUSH }, { body: { deviceId: w.device.deviceId, mutations: [await mutation()] } }, w.admin.headers);
  const outcome = (answerOf(plain)?.result as PushAnswer | undefined)?.results[0];
  if (outcome?.outcome !== 'APPLIED') throw new Error(`${name}: the valid change is not applied: ${plain.statusCode} ${plain.body.slice(0, 300)}`);
  args = await example.make(w);
  const otherBefore = await tenantFingerprint(w.env.db, w.other.tenantId);
  const entry = { method: 'POST', url: SyncPath.PUSH };
  return {
    edits: editsOf(w, { body: schema }, { body: await mutation() }),
    run: async (edit) => {
      const sent = applyEdit({ body: await mutation() }, edit).body ?? null;
      const before = await watch.current();
      const logged = w.log.lines.length;
      const res = await send(w, entry, { body: { deviceId: w.device.deviceId, mutations: [sent] } }, w.admin.headers);
      const answer = answerOf(res);
      const label = `${name} ${describeEdit(edit)}`;
      const log = logProblem(w, logged);
      if (log) return `${label}: the push answered ${res.statusCode} but ${log}`;
      if (res.statusCode !== 200) {
        const problem = refusalProblem(res.statusCode, answer);
        if (problem) return `${label}: the push ${problem} ${res.body.slice(0, 300)}`;
        const changed = changedTables(before, await watch.current());
        return changed.length > 0 ? `${label}: push refused ${res.statusCode} but changed ${changed.join(', ')}` : null;
      }
      const [result] = (answer?.result as PushAnswer | undefined)?.results ?? [];
      if (!result || result.replayed) {
        // A change already done under another number is answered again and its number taken.
        const changed = changedTables(before, await watch.current(), result ? ['sync_device'] : []);
        return changed.length > 0 ? `${label}: nothing processed but changed ${changed.join(', ')}` : null;
      }
      if (result.outcome === 'REJECTED') {
        const problem = refusalProblem(400, { success: false, ...result.error });
        if (problem) return `${label}: REJECTED as ${problem} ${JSON.stringify(result.error)}`;
        const changed = changedTables(before, await watch.current(), RECORDED_REFUSALS.push);
        return changed.length > 0 ? `${label}: REJECTED but changed ${changed.join(', ')}` : null;
      }
      if (example.readBack) {
        const sentArgs = sent !== null && typeof sent === 'object' && !Array.isArray(sent) ? (sent.args ?? null) : null;
        const { sent: expected, read } = await example.readBack(w, sentArgs);
        if (JSON.stringify(expected) !== JSON.stringify(read)) return `${label}: applied but reads back ${JSON.stringify(read)} for ${JSON.stringify(expected)}`;
      }
      args = await example.make(w);
      return null;
    },
    finish: async () => {
      const changed = changedTables(otherBefore, await tenantFingerprint(w.env.db, w.other.tenantId));
      return changed.length > 0 ? `${name} changed the other tenant's ${changed.join(', ')}` : null;
    },
  };
}
