import type { JsonValue } from '../actionLog/actionLogRepository';

/** A service line as the history panel shows it: who, when, how long, how much. */
export type LineView = {
  id: string;
  guestId: string;
  serviceName: string;
  technicianName: string | null;
  /** "YYYY-MM-DD HH:mm", branch wall clock. */
  startTime: string;
  duration: number;
  price: number;
};

export const LineChange = { ADDED: 'added', REMOVED: 'removed', UPDATED: 'updated' } as const;
export type LineChange = (typeof LineChange)[keyof typeof LineChange];

/** The spec's segment change entry: old and new technician, time, duration and price. */
export function lineEdit(old: LineView | null, next: LineView | null): { [key: string]: JsonValue } {
  const line = next ?? old;
  return {
    id: line?.id ?? null,
    guestId: line?.guestId ?? null,
    serviceName: line?.serviceName ?? null,
    change: old === null ? LineChange.ADDED : next === null ? LineChange.REMOVED : LineChange.UPDATED,
    oldTechnician: old?.technicianName ?? null,
    newTechnician: next?.technicianName ?? null,
    oldTime: old?.startTime ?? null,
    newTime: next?.startTime ?? null,
    oldDuration: old?.duration ?? null,
    newDuration: next?.duration ?? null,
    oldPrice: old?.price ?? null,
    newPrice: next?.price ?? null,
  };
}

function sameLine(a: LineView, b: LineView): boolean {
  return (
    a.technicianName === b.technicianName && a.startTime === b.startTime && a.duration === b.duration && a.price === b.price && a.serviceName === b.serviceName
  );
}

/** Only what changed: lines added, removed, or with another technician, time, length or price. */
export function lineChanges(before: readonly LineView[], after: readonly LineView[]): JsonValue[] {
  const old = new Map(before.map((l) => [l.id, l]));
  const kept = new Set(after.map((l) => l.id));
  const out: JsonValue[] = [];
  for (const line of after) {
    const previous = old.get(line.id) ?? null;
    if (previous && sameLine(previous, line)) continue;
    out.push(lineEdit(previous, line));
  }
  for (const line of before) if (!kept.has(line.id)) out.push(lineEdit(line, null));
  return out;
}
