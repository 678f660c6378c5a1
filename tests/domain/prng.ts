/** A small seeded PRNG (mulberry32) for property-style loops: same seed, same cases. */
export function prng(seed: number): { next: () => number; int: (min: number, max: number) => number; pick: <T>(list: readonly T[]) => T } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T,>(list: readonly T[]): T => {
    const v = list[int(0, list.length - 1)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  };
  return { next, int, pick };
}
