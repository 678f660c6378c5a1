import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingStatus, Gender } from '../../src/domain/api';
import type { WorkerApi } from '../../src/worker/api';
import { createWorkerClient, WorkerFailure, WorkerFailureReason, type ManagedWorkerClient, type WorkerLike } from '../../src/worker/client';
import { handlers } from '../../src/worker/handlers';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

const DATE = '2026-03-10';
const config = { startTime: '08:00', endTime: '17:00', workingOverTime: 0 };
const day = {
  bookings: [],
  guests: [
    {
      id: 'g1', bookingId: 'b1', name: 'ANNA', status: BookingStatus.WAITING, gender: Gender.ANY, block: false, isReOrder: false,
      displayIndex: 0, billId: null, alreadyTip: false,
      segments: [
        { id: 's1', type: 'service' as const, serviceId: 'nails', serviceName: 'Nails', technicianId: 't1', technicianName: 'T1',
          startTime: `${DATE} 09:00`, endTime: `${DATE} 10:00`, duration: 60, cleaning: 0, price: 4000, displayIndex: 0, packageId: null },
        { id: 's2', type: 'service' as const, serviceId: 'hair', serviceName: 'Hair', technicianId: 't1', technicianName: 'T1',
          startTime: `${DATE} 09:30`, endTime: `${DATE} 10:00`, duration: 30, cleaning: 0, price: 2000, displayIndex: 1, packageId: null },
      ],
    },
  ],
};

describe('worker handlers (called directly)', () => {
  it('lays out a day from the snapshot', () => {
    const out = handlers.layoutDay({ day, date: DATE, config });
    expect(out.bounds.start).toBe(480);
    expect(out.items.map((i) => i.id)).toEqual(['s1', 's2']);
    expect(out.events.t1?.map((e) => [e.id, e.top, e.lane, e.lanes])).toEqual([['s1', 60, 0, 2], ['s2', 90, 1, 2]]);
  });

  it('computes day stats, bills, tips and the drawer', () => {
    expect(handlers.dayStats({ day, date: DATE, config }).revenueScheduled).toBe(6000);
    expect(handlers.calculateBill({ lines: [{ kind: 'service', price: 1000, quantity: 1 }], taxes: provinceTaxes('ON'), taxExempt: false, received: [] }).total).toBe(1130);
    expect(handlers.splitTip({ total: 10, rows: [{ technicianId: 'a', segmentName: 'x' }, { technicianId: 'b', segmentName: 'y' }, { technicianId: 'c', segmentName: 'z' }] }).rows.map((r) => r.value)).toEqual([4, 3, 3]);
    expect(handlers.applyPendingPosActions({ serverRows: [], pending: [], date: DATE, checkoutIds: [] }).overview.remainBalance).toBe(0);
  });
});

/** What a fake worker exposes: the real handlers, or stand-ins that never answer. */
type FakeApi = { [K in keyof WorkerApi]: (input: Parameters<WorkerApi[K]>[0]) => ReturnType<WorkerApi[K]> | Promise<never> };

/** A stand-in for Worker: comlink talks over a MessageChannel to `api` exposed on the far port. */
class FakeWorker implements WorkerLike {
  private readonly channel = new MessageChannel();
  private readonly errorListeners = new Set<EventListenerOrEventListenerObject>();
  terminated = false;

  constructor(api: FakeApi) {
    expose(api, this.channel.port2);
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (!this.terminated) this.channel.port1.postMessage(message, transfer);
  }

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    if (type === 'error') this.errorListeners.add(listener);
    else this.channel.port1.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    if (type === 'error') this.errorListeners.delete(listener);
    else this.channel.port1.removeEventListener(type, listener);
  }

  start(): void {
    this.channel.port1.start();
  }

  /** What the browser does when the worker script throws at top level or dies. */
  crash(): void {
    const event = new Event('error');
    for (const l of this.errorListeners) {
      if (typeof l === 'function') l(event);
      else l.handleEvent(event);
    }
  }

  terminate(): void {
    this.terminated = true;
    this.channel.port1.close();
    this.channel.port2.close();
  }
}

const hanging: FakeApi = { ...handlers, splitTip: () => new Promise<never>(() => undefined) };
const tipInput = { total: 100, rows: [{ technicianId: 'a', segmentName: 'x' }] };

function setup(apis: (n: number) => FakeApi, timeoutMs = 2_000) {
  const workers: FakeWorker[] = [];
  const client = createWorkerClient({
    create: () => {
      const w = new FakeWorker(apis(workers.length));
      workers.push(w);
      return w;
    },
    timeoutMs,
  });
  clients.push(client);
  return { client, workers };
}

const clients: ManagedWorkerClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.terminate();
});

describe('worker client', () => {
  it('starts the worker lazily and reuses it', async () => {
    const { client, workers } = setup(() => handlers);
    expect(workers).toHaveLength(0);
    expect((await client.splitTip(tipInput)).rows[0]?.value).toBe(100);
    expect((await client.calculateBill({ lines: [], taxes: provinceTaxes('ON'), taxExempt: false, received: [] })).total).toBe(0);
    expect(client.starts).toBe(1);
  });

  it('restarts a crashed worker and retries the call once', async () => {
    const { client, workers } = setup((n) => (n === 0 ? hanging : handlers));
    const pending = client.splitTip(tipInput);
    await new Promise((resolve) => setTimeout(resolve, 10));
    workers[0]?.crash();
    expect((await pending).distributed).toBe(100);
    expect(workers[0]?.terminated).toBe(true);
    expect(client.starts).toBe(2);
  });

  it('restarts a worker that does not answer in time', async () => {
    const { client, workers } = setup((n) => (n === 0 ? hanging : handlers), 50);
    expect((await client.splitTip(tipInput)).distributed).toBe(100);
    expect(workers[0]?.terminated).toBe(true);
    expect(client.starts).toBe(2);
  });

  it('gives up after one retry', async () => {
    const { client } = setup(() => hanging, 30);
    const error = await client.splitTip(tipInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerFailure);
    expect(error).toMatchObject({ reason: WorkerFailureReason.TIMEOUT });
    expect(client.starts).toBe(2);
  });

  it('passes a handler error through without restarting', async () => {
    const { client } = setup(() => handlers);
    await expect(client.calculateBill({ lines: [{ kind: 'service', price: 1.5, quantity: 1 }], taxes: provinceTaxes('ON'), taxExempt: false, received: [] })).rejects.toThrow(
      /whole cents/,
    );
    expect(client.starts).toBe(1);
  });
});
