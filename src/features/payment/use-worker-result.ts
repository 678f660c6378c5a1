/**
 * The latest answer of a worker call for the current input: recomputed whenever the input's
 * key changes, an older answer never overwriting a newer one. The previous answer stays on
 * screen while the next is computed, so figures do not flash; a failed call is tried again
 * until it answers (`computeUntilDone`), so the figures never stay "…".
 */
import { useEffect, useState } from 'react';
import { computeUntilDone } from '../../data/compute-until-done';

export function useWorkerResult<I, R>(input: I | null, key: string, compute: (input: I) => Promise<R>): R | null {
  const [result, setResult] = useState<{ key: string; value: R } | null>(null);
  useEffect(() => {
    if (input === null) return undefined;
    return computeUntilDone({
      compute: () => compute(input),
      onValue: (value) => setResult({ key, value }),
      onFailure: (error) => console.error('worker computation failed; trying again', error),
    });
    // `key` stands for `input`: callers derive it from everything the input holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, compute]);
  return input === null ? null : (result?.value ?? null);
}
