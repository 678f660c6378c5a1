/**
 * Prints the selected vouchers through the browser's print dialog, one block each (code, what it
 * gives, when and for whom), as the gift cards print: rendered into the print portal, then printed.
 */
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PrintPortal } from '../../components/PrintPortal';
import type { VoucherRow } from '../../domain/voucher/contract';
import { voucherDiscountText } from '../../domain/voucher/voucher-csv';
import './voucher-print.css';

export function VoucherSheetPrinter(props: { vouchers: readonly VoucherRow[] | null; onDone: () => void }) {
  const { t } = useLingui();
  const done = useRef(false);
  const { vouchers, onDone } = props;

  useEffect(() => {
    if (!vouchers || done.current) return;
    done.current = true;
    window.print();
    onDone();
  }, [vouchers, onDone]);

  if (!vouchers) return null;
  return (
    <PrintPortal className="print-voucher-sheet">
      {vouchers.map((v) => {
        const from = v.startDate || '—';
        const to = v.endDate || '—';
        return (
          <div key={v.id} className="voucher-sheet-item">
            <h2>{v.code}</h2>
            <p>{v.content}</p>
            <p>
              <strong>{voucherDiscountText(v)}</strong> {v.services.length > 0 ? `(${v.services.map((s) => s.name).join(', ')})` : null}
            </p>
            <p>{t`Valid from ${from} to ${to}`}</p>
            {v.customerName ? <p>{v.customerName}</p> : null}
          </div>
        );
      })}
    </PrintPortal>
  );
}
