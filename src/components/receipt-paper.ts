/** Styles of what prints on the 80 mm thermal roll (a bill, a cash bill): black on white, monospace-friendly. */
import type { CSSProperties } from 'react';

export const paper: CSSProperties = {
  width: '72mm', // 80 mm roll minus the printer's unprintable edges
  margin: '0 auto',
  padding: '4mm 0',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '12px',
  lineHeight: 1.4,
  color: '#000',
  background: '#fff',
};
export const center: CSSProperties = { textAlign: 'center' };
/** A label on the left, its value on the right. */
export const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '4mm' };
export const rule: CSSProperties = { borderTop: '1px dashed #000', margin: '2mm 0' };
