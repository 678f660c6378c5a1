/** Adding up a report's figures row by row: the total row of any report of money and counts. */

/** The rows' figures under the keys of `empty` (zeros) added up; other keys of the rows are left out. */
export function sumFigures<K extends string>(rows: readonly Readonly<Record<NoInfer<K>, number>>[], empty: Readonly<Record<K, number>>): Record<K, number> {
  const sum: Record<K, number> = { ...empty };
  for (const row of rows) for (const key in sum) sum[key] += row[key];
  return sum;
}
