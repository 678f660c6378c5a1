/**
 * The pieces every 80 mm receipt is made of (bill, bill slip, cash bill): the paper, centred
 * lines, a dashed rule and a label/amount line. Inline styles, because a receipt is printed
 * from the print portal where the app's CSS layout does not apply.
 */
import type { CSSProperties } from 'react';

export const receiptPaper: CSSProperties = {
  width: '72mm', // 80 mm roll minus the printer's unprintable edges
  margin: '0 auto',
  padding: '4mm 0',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '12px',
  lineHeight: 1.4,
  color: '#000',
  background: '#fff',
};
export const receiptCenter: CSSProperties = { textAlign: 'center' };
export const receiptRule: CSSProperties = { borderTop: '1px dashed #000', margin: '2mm 0' };
/** A label on the left, its value on the right. */
export const receiptRow: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '4mm' };

export function ReceiptLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div style={{ ...receiptRow, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}
