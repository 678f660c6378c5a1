/** A figure measured several times: the median with the spread it came from (NaN when no run gave it). */
export type Stat = { median: number; min: number; max: number; runs: number[] };

export function stat(values: readonly number[]): Stat {
  if (values.length === 0) throw new Error('no runs to summarise');
  // A figure a run could not give (a move not measured, no request answered) is NaN: left out.
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, runs: [...values] };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0, runs: [...values] };
}

/** Rounds for the report: 3 significant decimals at most. */
export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Runs peers alternately, run by run (A B A B …), after one warm-up of each, so that whatever
 * the machine does meanwhile weighs on both. Returns each peer's measured runs in order.
 */
export async function alternate<K extends string, R>(
  peers: readonly K[],
  options: { runs: number; warmup: boolean; log?: (line: string) => void },
  run: (peer: K, index: number) => Promise<R>,
): Promise<Record<K, R[]>> {
  const out = Object.fromEntries(peers.map((p) => [p, [] as R[]])) as Record<K, R[]>;
  if (options.warmup) for (const peer of peers) await run(peer, -1);
  for (let i = 0; i < options.runs; i++) {
    // Odd rounds start with the other peer, so neither always runs first after a pause.
    const order = i % 2 === 0 ? peers : [...peers].reverse();
    for (const peer of order) {
      out[peer].push(await run(peer, i));
      options.log?.(`    ${peer} run ${i + 1}/${options.runs} done`);
    }
  }
  return out;
}
