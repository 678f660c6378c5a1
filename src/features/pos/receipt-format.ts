/** Pure formatting for the cash bill, tested without a browser. */

/** "YYYY-MM-DD HH:mm" (already branch wall time) → "DD/MM/YYYY HH:mm", the spec's display format. */
export function receiptDateTime(actionTime: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(actionTime);
  if (!m) return actionTime;
  const [, y, mo, d, h, mi] = m;
  return `${d}/${mo}/${y} ${h}:${mi}`;
}
