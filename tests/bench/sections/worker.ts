/**
 * 3. The worker's calls, run in Node on the handlers the worker exposes (src/worker/handlers.ts,
 * the same functions, without the postMessage copy), on the bench days as the server serves them.
 * Median microseconds of many calls after a warm-up.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BookingStatus, LoyaltyType } from '../../../src/domain/api';
import { BillLineKind, FeeType, VoucherType, type BillInput } from '../../../src/domain/bill/calculate-bill';
import type { BoardMutation } from '../../../src/domain/booking/apply';
import { toSchedulerItems } from '../../../src/domain/scheduler/items';
import { MutationName } from '../../../src/domain/sync-protocol';
import { formatZonedDateTime } from '../../../src/domain/time';
import { handlers } from '../../../src/worker/handlers';
import { cardsOf, movesFor, type BenchDay } from '../lib/day';
import { FIXED_NOW } from '../lib/server';
import { stat, type Stat } from '../lib/stats';
import { provinceTaxes } from '../../../src/domain/branch/province-taxes';

const TIME_ZONE = 'America/Toronto';

/** Times `fn` one call at a time: `samples` timings after `warmup` untimed calls, in µs. */
function timeCalls(fn: () => unknown, options: { warmup: number; samples: number }): Stat {
  for (let i = 0; i < options.warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < options.samples; i++) {
    const t0 = performance.now();
    fn();
    out.push((performance.now() - t0) * 1000);
  }
  return stat(out);
}

/** A realistic checkout: services, a product and a gift card sold, a 10 % voucher, loyalty points, a card fee, HST, a gift card paid with. */
export function billInput(): BillInput {
  return {
    lines: [
      { kind: BillLineKind.SERVICE, price: 6500, quantity: 1 },
      { kind: BillLineKind.SERVICE, price: 4500, quantity: 1 },
      { kind: BillLineKind.SERVICE, price: 1500, quantity: 2 },
      { kind: BillLineKind.PRODUCT, price: 2899, quantity: 1 },
      { kind: BillLineKind.GIFT_CARD, price: 5000, quantity: 1 },
    ],
    paymentMethod: { fee: { type: FeeType.PERCENT, value: 2.5 } },
    voucher: { type: VoucherType.PERCENT, value: 10 },
    loyalty: { type: LoyaltyType.POINT_BASED, amount: 500, balance: 2000, limit: 1000 },
    giftCard: { amount: 3000 },
    taxes: provinceTaxes('ON'),
    taxExempt: false,
    received: [{ checkoutMethodId: 'cash', amount: 20_000 }],
  };
}

/** Changes waiting on a day: moves of waiting lines (four in five), and check-ins. */
export function pendingChanges(d: BenchDay, count: number): BoardMutation[] {
  const moves = movesFor(d, Math.round(count * 0.8), 0);
  const out: BoardMutation[] = moves.map((m) => ({
    id: randomUUID(),
    name: MutationName.SEGMENT_UPDATE,
    args: { id: m.id, bookingId: m.bookingId, branchId: d.branchId, technicianId: m.technicianId, startTime: m.startTime, duration: m.duration, price: m.price, force: false },
  }));
  for (const c of cardsOf(d)) {
    if (out.length >= count) break;
    if (c.status !== BookingStatus.WAITING) continue;
    out.push({
      id: randomUUID(),
      name: MutationName.BOOKING_STATUS,
      args: { bookingId: c.bookingId, branchId: d.branchId, guestIds: [c.guestId], status: BookingStatus.CHECK_IN, force: false, note: '' },
    });
  }
  if (out.length < count) throw new Error(`only ${out.length} changes could be made on this day`);
  return out;
}

export type WorkerFigures = {
  calculateBill: Stat;
  validateDrop: Stat;
  layoutDay: Stat;
  boardScreenWithPending: Stat;
  /** What each call ran on, for the report. */
  sizes: { drop: string; layout: string; pending: string; pendingCount: number };
};

export function benchWorker(days: { drop: BenchDay; layout: BenchDay; pending: BenchDay }, quick: boolean): WorkerFigures {
  const scale = quick ? 0.1 : 1;
  const n = (x: number) => Math.max(5, Math.round(x * scale));
  const now = new Date(FIXED_NOW);

  const bill = billInput();
  const calculateBill = timeCalls(() => handlers.calculateBill(bill), { warmup: n(2000), samples: n(5000) });

  const dd = days.drop;
  const items = toSchedulerItems({ day: dd.day });
  const moving = items.find((i) => i.status === BookingStatus.WAITING && i.startTime >= `${dd.date} 11:00`);
  const target = dd.technicians.find((t) => t.id !== moving?.technicianId);
  if (!moving || !target) throw new Error('no waiting line to drop');
  const dropInput = {
    day: { date: dd.date, config: dd.config },
    technicians: dd.technicians,
    segments: items,
    settings: { multitask: dd.config.MULTITASK, minuteOverlap: dd.config.MULTITASK ? 0 : dd.config.MINUTE_OVERLAP, readOnly: false },
    now,
    timeZone: TIME_ZONE,
    item: moving,
    target: { technicianId: target.id, start: moving.startTime },
  };
  const validateDrop = timeCalls(() => handlers.validateDrop(dropInput), { warmup: n(200), samples: n(1000) });

  const ld = days.layout;
  const layoutInput = { day: ld.day, date: ld.date, config: ld.config };
  const layoutDay = timeCalls(() => handlers.layoutDay(layoutInput), { warmup: n(20), samples: n(100) });

  const pd = days.pending;
  const pendingCount = quick ? 50 : 500;
  const changes = pendingChanges(pd, pendingCount);
  const screenInput = {
    view: { date: pd.date, bookings: pd.day.bookings, guests: pd.day.guests, technicians: pd.technicians, clipboard: { bookings: [], guests: [] } },
    changes,
    pendingIds: changes.map((c) => c.id),
    config: pd.config,
    today: pd.date,
    createdTime: formatZonedDateTime(now, TIME_ZONE),
  };
  const boardScreenWithPending = timeCalls(() => handlers.boardScreen(screenInput), { warmup: n(10), samples: n(50) });

  return {
    calculateBill,
    validateDrop,
    layoutDay,
    boardScreenWithPending,
    sizes: {
      drop: `${dd.technicians.length}×${dd.day.bookings.length}`,
      layout: `${ld.technicians.length}×${ld.day.bookings.length}`,
      pending: `${pd.technicians.length}×${pd.day.bookings.length}`,
      pendingCount,
    },
  };
}
