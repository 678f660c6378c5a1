/**
 * A worker computation a screen shows (the board, a bill's figures, a tip's split), tried for one
 * input until it answers. The worker client already retries a crashed or silent worker once; a
 * second failure (a tablet under heavy load, a worker restarted twice) used to be dropped: the
 * board kept its last picture of the day until the next stored change (a booking written then
 * stayed off it), a payment window its "…" where the amount due goes.
 */

/** Waits before each new try: soon at first, then no more than one worker call every 10 s. */
export const RETRY_DELAYS_MS = [1_000, 3_000, 10_000] as const;

export type Computation<R> = {
  /** The computation's call for this input. */
  compute: () => R | Promise<R>;
  /** A call already started for this input (the board's head start): its answer or failure counts as the first try. */
  started?: Promise<R> | null;
  onValue: (value: R) => void;
  onFailure: (error: unknown) => void;
};

function tryCompute<R>(compute: () => R | Promise<R>): Promise<R> {
  try {
    return Promise.resolve(compute());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Starts the computation; the returned stop ends it (a new input came, the screen left) and cancels any wait. */
export function computeUntilDone<R>({ compute, started = null, onValue, onFailure }: Computation<R>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (tries: number, call: Promise<R>) => {
    call.then(
      (value) => {
        if (!stopped) onValue(value);
      },
      (error: unknown) => {
        if (stopped) return;
        onFailure(error);
        const wait = RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)];
        timer = setTimeout(() => attempt(tries + 1, tryCompute(compute)), wait);
      },
    );
  };
  attempt(0, started ?? tryCompute(compute));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
