/**
 * A background job's loop in each server process: a round at once, then one every
 * `intervalMs`, or straight away again while a round says there is more to do. A failed
 * round is reported and the loop goes on.
 */
export type RoundLoop = { stop: () => Promise<void> };

export function startRoundLoop(options: { intervalMs: number; round: () => Promise<{ busy: boolean }>; onError: (error: unknown) => void }): RoundLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round();
    }, delay);
    timer.unref();
  };

  const round = async (): Promise<void> => {
    let busy = false;
    try {
      busy = (await options.round()).busy;
    } catch (error) {
      options.onError(error);
    }
    schedule(busy ? 0 : options.intervalMs);
  };

  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number: ${raw}`);
  return n;
}
