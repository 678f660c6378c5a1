/**
 * What the action log keeps of a change (spec part 2 §4, issue 12: "every change with old and
 * new values"): the fields that differ, each with its value before and after. Create has no
 * before, delete no after. Values are compared as JSON, so a list or an object counts as
 * changed only when its content differs.
 */

export type LogValue = string | number | boolean | null | LogValue[] | { [key: string]: LogValue };
export type LogRecord = Record<string, LogValue>;

/** The `edit_info` of a logged change: the changed fields' values before and after. */
export type ChangeInfo = { old: LogRecord; new: LogRecord };

function same(a: LogValue | undefined, b: LogValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The names of the fields whose values differ (a field missing on one side counts as null). */
export function changedFields(before: LogRecord, after: LogRecord): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => !same(before[key], after[key])).sort();
}

/**
 * The log entry of a change: only the fields that changed, old and new. `before` null is a
 * creation (every field new), `after` null a deletion (every field old).
 */
export function changeInfo(before: LogRecord | null, after: LogRecord | null): ChangeInfo {
  if (before === null) return { old: {}, new: { ...(after ?? {}) } };
  if (after === null) return { old: { ...before }, new: {} };
  const fields = changedFields(before, after);
  return {
    old: Object.fromEntries(fields.map((f) => [f, before[f] ?? null])),
    new: Object.fromEntries(fields.map((f) => [f, after[f] ?? null])),
  };
}
