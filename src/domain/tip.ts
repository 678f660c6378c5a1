/**
 * Tip distribution among the technicians of a bill (spec part 2 §4 Tip, §5 Tip).
 * Equal shares by default; a row whose value or percent staff typed is manual and keeps
 * it, and what is left is spread evenly over the other rows. Cents that do not divide
 * evenly go one each to the first rows in the order given, so the same input always gives
 * the same split and the shares add up to the total exactly.
 */
import { type PaymentProblem, PaymentCode, problem } from './bill/codes';
import { percentOf } from './bill/percent';
import type { Cents } from './money';

export type TipManual = { value: Cents } | { percent: number };

export type TipRowInput = {
  technicianId: string;
  segmentName: string;
  /** Set once staff edit this row's value or percent. */
  manual?: TipManual;
};

export type TipRow = {
  technicianId: string;
  segmentName: string;
  value: Cents;
  /** value / total, 2 decimals, for the percent column. */
  percent: number;
  manual: boolean;
};

export type TipSplit = {
  rows: TipRow[];
  /** Σ values: equals `total` whenever `ok`. */
  distributed: Cents;
  ok: boolean;
  problems: PaymentProblem[];
};

function percentShown(value: Cents, total: Cents): number {
  return total > 0 ? Math.round((value * 10_000) / total) / 100 : 0;
}

/** The value a manual row asks for; bad input counts as 0 and is reported. */
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

export function splitTip({ total, rows }: { total: Cents; rows: readonly TipRowInput[] }): TipSplit {
  const problems: PaymentProblem[] = [];
  if (!Number.isSafeInteger(total) || total <= 0) {
    problems.push(problem(PaymentCode.TIP_VALUE_REQUIRED, 'total'));
    const zero = rows.map((r) => ({ technicianId: r.technicianId, segmentName: r.segmentName, value: 0, percent: 0, manual: r.manual !== undefined }));
    return { rows: zero, distributed: 0, ok: false, problems };
  }

  const values: Cents[] = rows.map((r, i) => (r.manual ? manualValue(r.manual, total, `rows.${i}`, problems) : 0));
  const manualSum = values.reduce((a, b) => a + b, 0);
  const autoIndexes = rows.flatMap((r, i) => (r.manual ? [] : [i]));
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
    // Every row was typed by hand and they fall short: nobody is left to take the rest.
    problems.push(problem(PaymentCode.TIP_NOT_DISTRIBUTED, 'rows'));
  }

  const out = rows.map((r, i) => {
    const value = values[i] ?? 0;
    return { technicianId: r.technicianId, segmentName: r.segmentName, value, percent: percentShown(value, total), manual: r.manual !== undefined };
  });
  const distributed = values.reduce((a, b) => a + b, 0);
  return { rows: out, distributed, ok: problems.length === 0, problems };
}

/** Staff typed a value or percent in one row: that row becomes manual, the others are untouched. */
export function editTipRow({ rows, index, edit }: { rows: readonly TipRowInput[]; index: number; edit: TipManual }): TipRowInput[] {
  return rows.map((r, i) => (i === index ? { ...r, manual: edit } : r));
}

/** Back to equal shares: drop every manual edit (e.g. after the tip total changed). */
export function resetTipRows({ rows }: { rows: readonly TipRowInput[] }): TipRowInput[] {
  return rows.map(({ technicianId, segmentName }) => ({ technicianId, segmentName }));
}
