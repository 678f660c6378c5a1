/**
 * How the panels show wire values: the spec's display formats (DD/MM/YYYY and
 * DD/MM/YYYY HH:mm) applied to branch wall-clock strings, which need no time zone.
 */

const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/** "YYYY-MM-DD HH:mm" → "DD/MM/YYYY HH:mm"; anything else is shown as it came. */
export function displayDateTime(value: string): string {
  const m = DATE_TIME_RE.exec(value);
  if (!m) return value;
  return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}`;
}

/** "YYYY-MM-DD" (or the date part of a date-time) → "DD/MM/YYYY". */
export function displayDate(value: string): string {
  const m = DATE_RE.exec(value);
  if (!m) return value;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** A customer's email may be a comma list; the spec uses the last address. */
export function lastEmail(value: string | null): string | null {
  if (!value) return null;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts[parts.length - 1] ?? null;
}

/** Minutes of the day as a select label; the end of the day reads 24:00, not 00:00. */
export function slotLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
