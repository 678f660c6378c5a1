/**
 * 5. The server under load: autocannon at a fixed concurrency against the schedule read (the
 * day's bookings of a branch, as every tablet polls it) and against booking create (a new
 * customer and a one-service booking on tomorrow's board each time), on PGlite and on
 * PostgreSQL, alternated run by run; requests per second, p50 and p99 latency, and the
 * resident memory of the server process (idle before, peak during), and the CPU time per request
 * of the server and of the load generator (what load on the machine does not move).
 *
 * autocannon runs in this process, on the server's two cores: it is told to drop response
 * bodies it would otherwise decode as text (see lib/loadGenerator.ts), so that it costs less
 * than the server per request and the server, not the generator, sets the pace.
 */
import autocannon from 'autocannon';
import { ApiPath, WorkingType, XSRF_COOKIE, XSRF_HEADER, type ScheduleTechnician } from '../../../src/domain/api';
import { BookingWritePath } from '../../../src/domain/booking/paths';
import type { ServiceGroupNode } from '../../../src/domain/booking/reads';
import { BookingReadPath } from '../../../src/domain/booking/read-paths';
import { addDays, hourMinute, minutesOfDay } from '../../../src/domain/time';
import { DEMO_PASSWORD } from '../lib/browser';
import { withoutBodies } from '../lib/loadGenerator';
import { cpuSecondsOf, processTree, untilIdle, type Backend, type BenchServer } from '../lib/server';
import { alternate, stat, type Stat } from '../lib/stats';

export type LoadFigures = {
  connections: number;
  seconds: number;
  rps: Stat;
  p50: Stat;
  p99: Stat;
  /** Seconds the server stayed busy after the run: it serves the requests autocannon stopped waiting for. */
  busyAfterS: Stat;
  answered: number;
  errors: number;
  non2xx: number;
  rssIdleMB: number;
  rssPeakMB: number;
  /** CPU milliseconds per answered request: the server's processes, and this one's (autocannon). Absent from older results. */
  serverCpuMs?: Stat;
  generatorCpuMs?: Stat;
};
export type ServerFigures = Record<string, LoadFigures>;

type Session = { cookie: string; xsrf: string };

async function login(baseURL: string, username: string): Promise<Session> {
  const jar = new Map<string, string>();
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = jar.get(XSRF_COOKIE);
    if (init.method === 'POST' && xsrf) headers[XSRF_HEADER] = xsrf;
    const res = await fetch(`${baseURL}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) jar.set(k.trim(), v.join('='));
    }
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ result: unknown }>;
  };
  await call(ApiPath.CHECK_LOGIN);
  await call(ApiPath.LOGIN, { method: 'POST', body: { username, password: DEMO_PASSWORD, remember: false } });
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), xsrf: jar.get(XSRF_COOKIE) ?? '' };
}

async function getResult<T>(baseURL: string, session: Session, path: string, query: Record<string, string>): Promise<T> {
  const res = await fetch(`${baseURL}${path}?${new URLSearchParams(query).toString()}`, { headers: { cookie: session.cookie } });
  const body = (await res.json()) as { success: boolean; result: T; message?: string };
  if (!body.success) throw new Error(`${path}: ${body.message ?? res.status}`);
  return body.result;
}

/** Bodies of new one-service bookings on `date`, spread over every technician's working hours off breaks. */
async function bookingBodies(baseURL: string, session: Session, branchId: string, date: string): Promise<() => string> {
  const technicians = await getResult<ScheduleTechnician[]>(baseURL, session, ApiPath.DAY_TECHNICIANS, { branchId, date });
  const tree = await getResult<ServiceGroupNode[]>(baseURL, session, BookingReadPath.SERVICE_TREE, { branchId });
  const services = tree.flatMap((g) => g.children).filter((s) => s.numberTechnician === 1 && s.duration <= 45);
  const minute = (dt: string) => minutesOfDay(dt.slice(11, 16));
  const slots: { technicianId: string; start: number }[] = [];
  for (const t of technicians) {
    const breaks = t.technicianWorkings.filter((w) => w.type !== WorkingType.WORKING);
    for (const w of t.technicianWorkings.filter((x) => x.type === WorkingType.WORKING)) {
      for (let m = minute(w.startDate); m + 45 <= minute(w.endDate); m += 15) {
        if (!breaks.some((b) => minute(b.startDate) < m + 45 && m < minute(b.endDate))) slots.push({ technicianId: t.id, start: m });
      }
    }
  }
  if (slots.length === 0 || services.length === 0) throw new Error(`no working slot on ${date}`);
  let n = 0;
  return () => {
    n += 1;
    const slot = slots[n % slots.length] ?? slots[0];
    const service = services[n % services.length] ?? services[0];
    if (!slot || !service) throw new Error('no slot');
    const startTime = `${date} ${hourMinute(slot.start)}`;
    return JSON.stringify({
      branchId,
      customerId: null,
      customer: { name: `Load Client ${n}`, phone: `437${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, '0')}`, email: null, birthDay: null },
      startTime,
      note: '',
      color: null,
      gender: 'ANY',
      block: false,
      isReOrder: false,
      guests: [
        {
          name: '',
          gender: 'ANY',
          block: false,
          isReOrder: false,
          displayIndex: 0,
          segments: [
            { type: 'service', serviceId: service.id, serviceName: service.name, technicianId: slot.technicianId, startTime, duration: service.duration, price: service.price, displayIndex: 0, parentId: null },
          ],
        },
      ],
    });
  };
}

type Scenario = { name: string; make: (server: BenchServer, session: Session) => Promise<autocannon.Options> };

export async function benchServerLoad(
  servers: readonly { backend: Backend; server: BenchServer }[],
  opts: {
    /** Days to read, by name ("40x600"), and the branch whose tomorrow gets the new bookings. */
    branchIds: { read: { name: string; id: string }[]; create: { name: string; id: string } };
    date: string;
    connections: number;
    seconds: number;
    runs: number;
    warmup: boolean;
    log: (line: string) => void;
    /** A scenario that failed: the others still run. */
    onError: (scenario: string, error: unknown) => void;
  },
): Promise<Record<string, ServerFigures>> {
  const sessions = new Map<Backend, Session>();
  for (const s of servers) sessions.set(s.backend, await login(s.server.baseURL, 'admin'));
  const tomorrow = addDays(opts.date, 1);
  const scenarios: Scenario[] = [
    ...opts.branchIds.read.map((branch) => ({
      name: `schedule read ${branch.name}`,
      make: async (server: BenchServer, session: Session): Promise<autocannon.Options> => ({
        url: `${server.baseURL}${ApiPath.DAY_BOOKINGS}?branchId=${branch.id}&date=${opts.date}`,
        headers: { cookie: session.cookie },
      }),
    })),
    // The same read as a tablet's browser asks for it (every browser sends Accept-Encoding):
    // the server sends the day's bytes gzipped once per version.
    ...opts.branchIds.read.map((branch) => ({
      name: `schedule read ${branch.name} (gzip, as a browser asks)`,
      make: async (server: BenchServer, session: Session): Promise<autocannon.Options> => ({
        url: `${server.baseURL}${ApiPath.DAY_BOOKINGS}?branchId=${branch.id}&date=${opts.date}`,
        headers: { cookie: session.cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
      }),
    })),
    // A tablet's poll when nothing changed: it sends the ETag it holds and gets a 304 with no
    // body (autocannon counts a 304 among the non-2xx). The plain read above stays the goal's figure.
    ...opts.branchIds.read.map((branch) => ({
      name: `schedule poll ${branch.name} (If-None-Match, unchanged)`,
      make: async (server: BenchServer, session: Session): Promise<autocannon.Options> => {
        const url = `${server.baseURL}${ApiPath.DAY_BOOKINGS}?branchId=${branch.id}&date=${opts.date}`;
        const first = await fetch(url, { headers: { cookie: session.cookie } });
        await first.arrayBuffer();
        const etag = first.headers.get('etag');
        return { url, headers: { cookie: session.cookie, ...(etag ? { 'if-none-match': etag } : {}) } };
      },
    })),
    {
      name: `booking create ${opts.branchIds.create.name}`,
      make: async (server: BenchServer, session: Session): Promise<autocannon.Options> => {
        const next = await bookingBodies(server.baseURL, session, opts.branchIds.create.id, tomorrow);
        return {
          url: server.baseURL,
          requests: [
            {
              method: 'POST',
              path: BookingWritePath.CREATE,
              headers: { cookie: session.cookie, [XSRF_HEADER]: session.xsrf, 'content-type': 'application/json' },
              setupRequest: (req) => ({ ...req, body: next() }),
            },
          ],
        };
      },
    },
  ];

  const out: Record<string, ServerFigures> = Object.fromEntries(servers.map((s) => [s.backend, {}]));
  type Run = { result: autocannon.Result; busyAfterS: number; serverCpuMs: number; generatorCpuMs: number };
  for (const scenario of scenarios) {
    opts.log(`  ${scenario.name}`);
    const peaks = new Map<Backend, number>();
    const idle = new Map<Backend, number>();
    const errors = new Map<Backend, number>();
    const non2xx = new Map<Backend, number>();
    const answered = new Map<Backend, number>();
    try {
      const runs = await alternate<Backend, Run>(
        servers.map((s) => s.backend),
        { runs: opts.runs, warmup: opts.warmup, log: opts.log },
        async (backend, index) => {
          const entry = servers.find((s) => s.backend === backend);
          const session = sessions.get(backend);
          if (!entry || !session) throw new Error(`no server ${backend}`);
          const options = await scenario.make(entry.server, session);
          if (!idle.has(backend)) idle.set(backend, entry.server.rss());
          let peak = peaks.get(backend) ?? 0;
          const sampler = setInterval(() => (peak = Math.max(peak, entry.server.rss())), 100);
          try {
            // A request still unanswered after 30 s counts as an error (a timeout), not as a latency.
            const serverCpu = () => processTree(entry.server.pid).reduce((sum, p) => sum + cpuSecondsOf(p), 0);
            const serverBefore = serverCpu();
            const generatorBefore = process.cpuUsage();
            const result = await autocannon({ ...withoutBodies(options), connections: opts.connections, duration: index < 0 ? Math.min(3, opts.seconds) : opts.seconds, timeout: 30 });
            const generator = process.cpuUsage(generatorBefore);
            const answeredInRun = Math.max(1, result.requests.total);
            // Taken before waiting for idle: what the server did after the run served no counted request.
            const serverCpuMs = ((serverCpu() - serverBefore) * 1000) / answeredInRun;
            const generatorCpuMs = (generator.user + generator.system) / 1000 / answeredInRun;
            const busyAfterS = await untilIdle(entry.server.pid);
            if (index >= 0) {
              answered.set(backend, (answered.get(backend) ?? 0) + result.requests.total);
              errors.set(backend, (errors.get(backend) ?? 0) + result.errors + result.timeouts);
              non2xx.set(backend, (non2xx.get(backend) ?? 0) + result.non2xx);
            }
            return { result, busyAfterS, serverCpuMs, generatorCpuMs };
          } finally {
            clearInterval(sampler);
            peaks.set(backend, Math.max(peak, entry.server.rss()));
          }
        },
      );
      for (const [backend, done] of Object.entries(runs) as [Backend, Run[]][]) {
        const figures = out[backend];
        if (!figures) continue;
        const results = done.map((r) => r.result);
        figures[scenario.name] = {
          connections: opts.connections,
          seconds: opts.seconds,
          rps: stat(results.map((r) => r.requests.average)),
          // A run in which no request was answered has no latency (autocannon says 0).
          p50: stat(results.map((r) => (r.requests.total > 0 ? r.latency.p50 : NaN))),
          p99: stat(results.map((r) => (r.requests.total > 0 ? r.latency.p99 : NaN))),
          busyAfterS: stat(done.map((r) => r.busyAfterS)),
          answered: answered.get(backend) ?? 0,
          errors: errors.get(backend) ?? 0,
          non2xx: non2xx.get(backend) ?? 0,
          rssIdleMB: (idle.get(backend) ?? 0) / 2 ** 20,
          rssPeakMB: (peaks.get(backend) ?? 0) / 2 ** 20,
          serverCpuMs: stat(done.map((r) => r.serverCpuMs)),
          generatorCpuMs: stat(done.map((r) => r.generatorCpuMs)),
        };
      }
    } catch (error) {
      opts.onError(scenario.name, error);
    }
  }
  return out;
}
