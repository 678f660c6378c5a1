/**
 * Tip distribution among the technicians of a bill (spec part 2 §4 Tip, §5 Tip).
 * Staff share the tip per technician: a technician who did several services of the bill is one
 * share, never listed twice. Equal shares by default; a share whose value or percent staff typed
 * is manual and keeps it, and what is left is spread evenly over the other technicians. Cents that
 * do not divide evenly go one each to the first technicians in the order given, so the same input
 * always gives the same split and the shares add up to the total exactly.
 * The spec's tip rows stay per service: each technician's share is split over their services in
 * proportion to the services' prices (equally when a price is missing), to the cent, by largest
 * remainder, so the rows add up to the share and the shares to the tip.
 */
import { type PaymentProblem, PaymentCode, problem } from './bill/codes';
import { percentOf } from './bill/percent';
import type { Cents } from './money';

export type TipManual = { value: Cents } | { percent: number };

/** One service line of the bill a tip can go to. */
export type TipRowInput = {
  technicianId: string;
  segmentName: string;
  /** The service's price: its technician's share is split over their services by price. */
  price?: Cents;
  /** Set once staff edit this technician's share; the same on every row of the technician. */
  manual?: TipManual;
};

/** A tip row as stored: per service, as the spec's technician tip rows are. */
export type TipRow = {
  technicianId: string;
  segmentName: string;
  value: Cents;
  /** value / total, 2 decimals, for the percent column. */
  percent: number;
  manual: boolean;
};

/** A technician's share, as staff see and edit it: one per technician, their services under the name. */
export type TipShare = {
  technicianId: string;
  segmentNames: string[];
  value: Cents;
  percent: number;
  manual: boolean;
};

export type TipSplit = {
  /** Per service, in the order given; Σ equals `total` whenever `ok`. */
  rows: TipRow[];
  /** Per technician, in the order they first appear. */
  shares: TipShare[];
  /** Σ values: equals `total` whenever `ok`. */
  distributed: Cents;
  ok: boolean;
  problems: PaymentProblem[];
};

type TipGroup = { technicianId: string; indexes: number[]; manual?: TipManual };

/** The rows of each technician, in the order technicians first appear. */
function groupsOf(rows: readonly TipRowInput[]): TipGroup[] {
  const groups = new Map<string, TipGroup>();
  rows.forEach((r, i) => {
    const group = groups.get(r.technicianId) ?? { technicianId: r.technicianId, indexes: [] };
    group.indexes.push(i);
    group.manual ??= r.manual;
    groups.set(r.technicianId, group);
  });
  return [...groups.values()];
}

/** Who shares the tip, one entry per technician with their services, before any total is typed. */
export function tipTechnicians(rows: readonly TipRowInput[]): { technicianId: string; segmentNames: string[] }[] {
  return groupsOf(rows).map((g) => ({ technicianId: g.technicianId, segmentNames: g.indexes.map((i) => rows[i]?.segmentName ?? '') }));
}

function percentShown(value: Cents, total: Cents): number {
  return total > 0 ? Math.round((value * 10_000) / total) / 100 : 0;
}

/** The value a manual share asks for; bad input counts as 0 and is reported. */
function manualValue(manual: TipManual, total: Cents, field: string, problems: PaymentProblem[]): Cents {
  if ('value' in manual) {
    if (!Number.isSafeInteger(manual.value) || manual.value < 0) {
      problems.push(problem(PaymentCode.TIP_NEGATIVE, field));
      return 0;
    }
    return manual.value;
  }
  if (!Number.isFinite(manual.percent) || manual.percent < 0) {
    problems.push(problem(PaymentCode.TIP_NEGATIVE, field));
    return 0;
  }
  if (manual.percent > 100) problems.push(problem(PaymentCode.TIP_PERCENT_OVER_100, field));
  return percentOf(total, Math.min(100, manual.percent));
}

/**
 * `amount` split over `weights` to the cent: each part rounded down, then the cents left go one
 * each to the parts that lost the most in rounding (the first on a tie). Equal parts when the
 * weights are unusable (a missing or negative price, or all zero).
 */
export function splitByLargestRemainder(amount: Cents, weights: readonly (number | undefined)[]): Cents[] {
  const usable = weights.every((w) => w !== undefined && Number.isSafeInteger(w) && w >= 0) && weights.some((w) => (w ?? 0) > 0);
  const ws = weights.map((w) => (usable ? (w ?? 0) : 1));
  const sum = ws.reduce((a, b) => a + b, 0);
  if (sum === 0) return [];
  const parts = ws.map((w) => Math.floor((amount * w) / sum));
  const order = ws.map((w, i) => ({ i, rest: (amount * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Each technician's share: manual ones as typed, the rest spread evenly. */
function shareValues(total: Cents, groups: readonly TipGroup[], problems: PaymentProblem[]): Cents[] {
  const values: Cents[] = groups.map((g, i) => (g.manual ? manualValue(g.manual, total, `rows.${i}`, problems) : 0));
  const manualSum = values.reduce((a, b) => a + b, 0);
  const autoIndexes = groups.flatMap((g, i) => (g.manual ? [] : [i]));
  if (manualSum > total) {
    problems.push(problem(PaymentCode.TIP_VALUE_OVER_TOTAL, 'rows'));
  } else if (autoIndexes.length > 0) {
    const remaining = total - manualSum;
    const base = Math.floor(remaining / autoIndexes.length);
    let extra = remaining - base * autoIndexes.length;
    for (const i of autoIndexes) {
      values[i] = base + (extra > 0 ? 1 : 0);
      if (extra > 0) extra -= 1;
    }
  } else if (manualSum !== total) {
    // Every share was typed by hand and they fall short: nobody is left to take the rest.
    problems.push(problem(PaymentCode.TIP_NOT_DISTRIBUTED, 'rows'));
  }
  return values;
}

export function splitTip({ total, rows }: { total: Cents; rows: readonly TipRowInput[] }): TipSplit {
  const problems: PaymentProblem[] = [];
  const groups = groupsOf(rows);
  const valid = Number.isSafeInteger(total) && total > 0;
  if (!valid) problems.push(problem(PaymentCode.TIP_VALUE_REQUIRED, 'total'));
  const shares = valid ? shareValues(total, groups, problems) : groups.map(() => 0);

  const values: Cents[] = rows.map(() => 0);
  groups.forEach((g, gi) => {
    const parts = splitByLargestRemainder(shares[gi] ?? 0, g.indexes.map((i) => rows[i]?.price));
    g.indexes.forEach((rowIndex, k) => (values[rowIndex] = parts[k] ?? 0));
  });
  const shown = valid ? total : 0;
  return {
    rows: rows.map((r, i) => {
      const value = values[i] ?? 0;
      return { technicianId: r.technicianId, segmentName: r.segmentName, value, percent: percentShown(value, shown), manual: r.manual !== undefined };
    }),
    shares: groups.map((g, gi) => {
      const value = shares[gi] ?? 0;
      return { technicianId: g.technicianId, segmentNames: g.indexes.map((i) => rows[i]?.segmentName ?? ''), value, percent: percentShown(value, shown), manual: g.manual !== undefined };
    }),
    distributed: values.reduce((a, b) => a + b, 0),
    ok: problems.length === 0,
    problems,
  };
}

/** Staff typed a value or percent for one technician: their share becomes manual, the others are untouched. */
export function editTipShare({ rows, technicianId, edit }: { rows: readonly TipRowInput[]; technicianId: string; edit: TipManual }): TipRowInput[] {
  return rows.map((r) => (r.technicianId === technicianId ? { ...r, manual: edit } : r));
}

/** Back to equal shares: drop every manual edit (e.g. after the tip total changed). */
export function resetTipRows({ rows }: { rows: readonly TipRowInput[] }): TipRowInput[] {
  return rows.map(({ manual: _manual, ...row }) => row);
}

/**
 * A saved tip's rows to edit again: each technician's share is what their rows add up to, kept as
 * typed, so reopening the tip shows the shares it was saved with.
 */
export function tipRowsFromSaved(
  saved: readonly { technicianId: string; segmentName: string; value: Cents }[],
  priceOf: (row: { technicianId: string; segmentName: string }) => Cents | undefined,
): TipRowInput[] {
  const shareOf = new Map<string, Cents>();
  for (const r of saved) shareOf.set(r.technicianId, (shareOf.get(r.technicianId) ?? 0) + r.value);
  return saved.map((r) => ({ technicianId: r.technicianId, segmentName: r.segmentName, price: priceOf(r), manual: { value: shareOf.get(r.technicianId) ?? 0 } }));
}

/** Saved tip rows as one line per technician (what they got in all), in the order they first appear. */
export function tipPerTechnician<T extends { technicianId: string; value: Cents }>(rows: readonly T[]): T[] {
  const out = new Map<string, T>();
  for (const r of rows) {
    const seen = out.get(r.technicianId);
    out.set(r.technicianId, seen ? { ...seen, value: seen.value + r.value } : r);
  }
  return [...out.values()];
}
