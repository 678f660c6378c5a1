/**
 * The UI's door to the worker. `getWorker()` returns one shared client that creates the
 * worker on the first call. A worker that crashes (an `error` event) or does not answer in
 * time is terminated and replaced, and the call is retried once on the fresh worker: the
 * handlers are pure, so running one twice is harmless. A handler that throws is not a crash;
 * its error reaches the caller unchanged.
 */
import { type Endpoint, wrap } from 'comlink';
import type { WorkerApi, WorkerMethod } from './api';

/** What the client needs of a Worker; tests inject a fake with the same surface. */
export type WorkerLike = Endpoint & { terminate(): void };

export type WorkerClient = {
  [K in WorkerMethod]: (input: Parameters<WorkerApi[K]>[0]) => Promise<Awaited<ReturnType<WorkerApi[K]>>>;
};

export const WorkerFailureReason = { CRASH: 'CRASH', TIMEOUT: 'TIMEOUT', RESTARTED: 'RESTARTED' } as const;
export type WorkerFailureReason = (typeof WorkerFailureReason)[keyof typeof WorkerFailureReason];

/** The worker itself failed (not the handler): the call is retried once. */
export class WorkerFailure extends Error {
  readonly reason: WorkerFailureReason;
  constructor(reason: WorkerFailureReason) {
    super(`Front desk worker failure: ${reason}`);
    this.name = 'WorkerFailure';
    this.reason = reason;
  }
}

/** Generous: the biggest job (layout of a full day of a large branch) takes well under a second. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;

type Instance = {
  worker: WorkerLike;
  remote: WorkerClient;
  /** Rejects when this worker crashes or is retired; raced against every call on it. */
  failed: Promise<never>;
  fail: (failure: WorkerFailure) => void;
};

export type WorkerClientOptions = {
  create: () => WorkerLike;
  timeoutMs?: number;
};

export type ManagedWorkerClient = WorkerClient & {
  /** Stop the worker (if any); the next call starts a new one. */
  terminate: () => void;
  /** How many workers were started so far: 1 in a healthy session. */
  readonly starts: number;
  /**
   * Starts the worker now if none runs, so its code is fetched and compiled while the page
   * is still loading instead of when the first screen first needs it.
   */
  warm: () => void;
};

export function createWorkerClient({ create, timeoutMs = DEFAULT_CALL_TIMEOUT_MS }: WorkerClientOptions): ManagedWorkerClient {
  let current: Instance | null = null;
  let starts = 0;

  function start(): Instance {
    const worker = create();
    starts += 1;
    let fail: (failure: WorkerFailure) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    // Nobody may be waiting when it fails; that must not surface as an unhandled rejection.
    failed.catch(() => undefined);
    worker.addEventListener('error', () => fail(new WorkerFailure(WorkerFailureReason.CRASH)));
    const remote: WorkerClient = wrap<WorkerApi>(worker);
    return { worker, remote, failed, fail };
  }

  function retire(instance: Instance): void {
    if (current === instance) current = null;
    // Calls still waiting on this worker would never settle after terminate(): fail them
    // so each retries on the new worker.
    instance.fail(new WorkerFailure(WorkerFailureReason.RESTARTED));
    instance.worker.terminate();
  }

  async function attempt<K extends WorkerMethod>(name: K, input: Parameters<WorkerApi[K]>[0]): Promise<Awaited<ReturnType<WorkerApi[K]>>> {
    current ??= start();
    const instance = current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WorkerFailure(WorkerFailureReason.TIMEOUT)), timeoutMs);
    });
    try {
      const call: WorkerClient[K] = instance.remote[name];
      return await Promise.race([call(input), instance.failed, timedOut]);
    } catch (error) {
      if (error instanceof WorkerFailure) retire(instance);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<K extends WorkerMethod>(name: K, input: Parameters<WorkerApi[K]>[0]): Promise<Awaited<ReturnType<WorkerApi[K]>>> {
    try {
      return await attempt(name, input);
    } catch (error) {
      if (!(error instanceof WorkerFailure)) throw error;
      return attempt(name, input);
    }
  }

  // Written out rather than generated so the type checker proves every handler is wired.
  const client: WorkerClient = {
    layoutDay: (input) => call('layoutDay', input),
    boardScreen: (input) => call('boardScreen', input),
    validateDrop: (input) => call('validateDrop', input),
    validateResize: (input) => call('validateResize', input),
    findFreeSlots: (input) => call('findFreeSlots', input),
    clipboardPlacement: (input) => call('clipboardPlacement', input),
    dayStats: (input) => call('dayStats', input),
    calculateBill: (input) => call('calculateBill', input),
    computeBill: (input) => call('computeBill', input),
    validateActionTime: (input) => call('validateActionTime', input),
    splitTip: (input) => call('splitTip', input),
    applyPendingPosActions: (input) => call('applyPendingPosActions', input),
  };
  return {
    ...client,
    terminate: () => {
      if (current) retire(current);
    },
    get starts() {
      return starts;
    },
    warm: () => {
      current ??= start();
    },
  };
}

let shared: ManagedWorkerClient | null = null;

/** The app's worker client; the worker itself starts on the first call. */
export function getWorker(): ManagedWorkerClient {
  shared ??= createWorkerClient({
    create: () => new Worker(new URL('./frontdesk.worker.ts', import.meta.url), { type: 'module', name: 'frontdesk' }),
  });
  return shared;
}
