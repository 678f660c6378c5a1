/**
 * The benchmark's days: one branch of Maple Beauty per size, seeded from a fixed PRNG stream so
 * every run and every machine gets the same bookings. The demo is untouched: these branches are
 * written into the database before the server starts, only by the bench harness.
 *
 * Each day has overlapping appointments (the branch allows multitasking, and busy technicians
 * get more bookings than their shift holds end to end), breaks, two-guest bookings, clipboard
 * guests and every status.
 */
import { BookingStatus, type BookingStatus as Status } from '../../../src/domain/api';
import { ConfigKey } from '../../../src/domain/branchConfig';
import { formatZonedDate, minutesOfDay, zonedParts, addDays } from '../../../src/domain/time';
import type { Db } from '../../../src/server/db/db';
import { DEMO_GROUPS, FIRST_NAMES } from '../../../src/server/seed/demoCatalogue';
import { createRand, type Rand } from '../../../src/server/seed/prng';
import { insertBranch, insertCatalogue, insertCustomers, insertTechnicians, type SeededService, type SeededTechnician } from '../../../src/server/seed/seedBranch';
import { insertPlannedDay } from '../../../src/server/seed/seedBookings';
import { DEMO_TENANTS } from '../../../src/server/seed/seedDemo';

export type WorkloadKey = '10x80' | '40x600' | '100x2000';
export type Workload = { key: WorkloadKey; code: string; name: string; technicians: number; bookings: number };

export const WORKLOADS: readonly Workload[] = [
  { key: '10x80', code: 'BA', name: 'Bench 10x80', technicians: 10, bookings: 80 },
  { key: '40x600', code: 'BB', name: 'Bench 40x600', technicians: 40, bookings: 600 },
  { key: '100x2000', code: 'BC', name: 'Bench 100x2000', technicians: 100, bookings: 2000 },
];

export function workload(key: WorkloadKey): Workload {
  const w = WORKLOADS.find((x) => x.key === key);
  if (!w) throw new Error(`unknown workload ${key}`);
  return w;
}

const TIME_ZONE = 'America/Toronto';
const OPEN = '08:00';
const CLOSE = '22:00';

type Segment = { service: SeededService; technicianId: string | null; start: number; end: number };
type Guest = { name: string; segments: Segment[]; clipboard: boolean };
type Planned = { customer: { id: string; name: string; phone: string; email: string | null }; guests: Guest[]; start: number; end: number; status: Status; online: boolean; confirm: boolean };

/** As the day stands at `nowMinute`: done before, in the chair now, waiting after. */
function statusAt(rand: Rand, start: number, end: number, nowMinute: number): Pick<Planned, 'status' | 'online' | 'confirm'> {
  const online = rand.chance(0.3);
  if (end <= nowMinute) {
    const r = rand.next();
    return { status: r < 0.8 ? BookingStatus.COMPLETED : r < 0.9 ? BookingStatus.NO_SHOW : BookingStatus.CANCEL, online, confirm: true };
  }
  if (start <= nowMinute) return { status: rand.chance(0.8) ? BookingStatus.PROCESSING : BookingStatus.CHECK_IN, online, confirm: true };
  const r = rand.next();
  if (r < 0.15) return { status: BookingStatus.NEW, online: true, confirm: false };
  if (r < 0.25) return { status: BookingStatus.CHECK_IN, online, confirm: true };
  if (r < 0.3) return { status: BookingStatus.CANCEL, online, confirm: true };
  return { status: BookingStatus.WAITING, online, confirm: true };
}

function overlapsBreak(shift: NonNullable<SeededTechnician['shift']>, start: number, end: number): boolean {
  return shift.breakStart !== undefined && shift.breakEnd !== undefined && start < shift.breakEnd && shift.breakStart < end;
}

/**
 * `count` bookings spread over the technicians' shifts, each technician taking its share at
 * random quarter hours: where the share is larger than the shift, appointments overlap.
 */
export function planBenchDay(
  rand: Rand,
  input: { technicians: readonly SeededTechnician[]; services: readonly SeededService[]; customers: Planned['customer'][]; count: number; nowMinute: number },
): Planned[] {
  const working = input.technicians.filter((t) => t.shift);
  const services = input.services.filter((s) => s.numberTechnician === 1 && s.duration <= 60);
  const planned: Planned[] = [];
  for (let i = 0; i < input.count; i++) {
    const tech = working[i % working.length];
    const shift = tech?.shift;
    if (!tech || !shift) break;
    const first = rand.pick(services);
    const chosen = rand.chance(0.2) ? [first, rand.pick(services)].filter((s, k, all) => all.indexOf(s) === k) : [first];
    const length = chosen.reduce((sum, s) => sum + s.duration + s.cleaning, 0);
    const starts: number[] = [];
    for (let t = shift.start; t + length <= shift.end; t += 15) if (!overlapsBreak(shift, t, t + length)) starts.push(t);
    if (starts.length === 0) continue;
    const start = rand.pick(starts);
    const lines = (techId: string): Segment[] => {
      let t = start;
      return chosen.map((service) => {
        const seg = { service, technicianId: techId, start: t, end: t + service.duration };
        t += service.duration + service.cleaning;
        return seg;
      });
    };
    const customer = rand.pick(input.customers);
    const guests: Guest[] = [{ name: customer.name, segments: lines(tech.id), clipboard: false }];
    // One booking in ten brings a friend, on another technician working then.
    if (rand.chance(0.1)) {
      const other = rand.shuffle(working).find((o) => o.id !== tech.id && o.shift && o.shift.start <= start && start + length <= o.shift.end && !overlapsBreak(o.shift, start, start + length));
      if (other) guests.push({ name: `${customer.name.split(' ')[0] ?? 'GUEST'} GUEST`, segments: lines(other.id), clipboard: false });
    }
    const end = Math.max(...guests.flatMap((g) => g.segments.map((s) => s.end)));
    planned.push({ customer, guests, start, end, ...statusAt(rand, start, end, input.nowMinute) });
  }
  // Whatever the hour, every status shows: the commonest status lends bookings to missing ones.
  for (const status of Object.values(BookingStatus)) {
    if (planned.some((b) => b.status === status)) continue;
    const counts = new Map<Status, number>();
    for (const b of planned) counts.set(b.status, (counts.get(b.status) ?? 0) + 1);
    const commonest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const donor = planned.find((b) => b.status === commonest);
    if (!donor) continue;
    donor.status = status;
    donor.online = status === BookingStatus.NEW ? true : donor.online;
    donor.confirm = status !== BookingStatus.NEW;
  }
  // Guests waiting on the clipboard for a slot.
  for (let i = 0; i < 5; i++) {
    const customer = rand.pick(input.customers);
    const service = rand.pick(services);
    const start = input.nowMinute + 30 + i * 30;
    planned.push({
      customer,
      guests: [{ name: customer.name, clipboard: true, segments: [{ service, technicianId: null, start, end: start + service.duration }] }],
      start,
      end: start + service.duration,
      status: BookingStatus.WAITING,
      online: false,
      confirm: true,
    });
  }
  return planned;
}

/** Seeds one workload's branch (idempotent: an existing branch of that code is kept). Returns its id. */
export async function seedWorkload(db: Db, w: Workload, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const tenant = await tx.one<{ id: string }>(`SELECT id FROM tenant WHERE name = $1`, [DEMO_TENANTS.MAPLE]);
    const existing = await tx.maybeOne<{ id: string }>(`SELECT id FROM branch WHERE tenant_id = $1 AND code = $2`, [tenant.id, w.code]);
    if (existing) return existing.id;
    const rand = createRand(`bench:${w.key}`);
    const branchId = await insertBranch(tx, rand, {
      tenantId: tenant.id,
      code: w.code,
      name: w.name,
      address: '1 Benchmark Way, Toronto, ON',
      phone: '4165550000',
      config: {
        [ConfigKey.LANGUAGE]: 'en',
        [ConfigKey.PHONE_FORMAT]: '000 000 0000',
        [ConfigKey.MONEY_SYMBOL]: '$',
        [ConfigKey.TIME_ZONE]: TIME_ZONE,
        [ConfigKey.HST]: '13',
        [ConfigKey.START_TIME]: OPEN,
        [ConfigKey.END_TIME]: CLOSE,
        [ConfigKey.MULTITASK]: 'true',
      },
      now,
    });
    const branch = { tenantId: tenant.id, branchId, code: w.code, timeZone: TIME_ZONE };
    const today = formatZonedDate(now, TIME_ZONE);
    const services = await insertCatalogue(tx, rand, branch, DEMO_GROUPS, now);
    const customers = await insertCustomers(tx, rand, branch, { count: Math.max(150, Math.ceil(w.bookings / 2)), areaCodes: ['416', '647', '437'], now });
    const names = Array.from({ length: w.technicians }, (_, i) => `${FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Tech'} ${Math.floor(i / FIRST_NAMES.length) + 1}`);
    const technicians = await insertTechnicians(tx, rand, branch, {
      names,
      services,
      today,
      open: OPEN,
      close: CLOSE,
      fromDate: addDays(today, -1),
      days: 8,
      allServices: true,
      now,
    });
    const local = zonedParts(now, TIME_ZONE);
    const planned = planBenchDay(rand, { technicians, services, customers, count: w.bookings, nowMinute: Math.max(local.hour * 60 + local.minute, minutesOfDay(OPEN)) });
    await insertPlannedDay(tx, rand, branch, { date: today, planned, firstCode: 1001, now });
    return branchId;
  });
}
