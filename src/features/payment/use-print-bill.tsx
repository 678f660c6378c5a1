/**
 * Prints a bill through the browser's print dialog: the receipt is rendered into the print
 * portal (hidden on screen, alone on paper), then `window.print()` runs once it is on the page.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PrintPortal } from '../../components/PrintPortal';
import type { BillView } from '../../data/bills';
import { BillReceipt } from './BillReceipt';

/** Mounted only once the portal's host exists, so its effect runs with the receipt on the page. */
function PrintJob({ bill, onDone }: { bill: BillView; onDone: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    window.print();
    onDone();
  }, [onDone]);
  return <BillReceipt bill={bill} pending={bill.pending} />;
}

export function usePrintBill(): { print: (bill: BillView) => void; portal: ReactNode } {
  const [job, setJob] = useState<{ bill: BillView; n: number } | null>(null);
  const finish = useRef(() => setJob(null)).current;
  return {
    print: (bill) => setJob((j) => ({ bill, n: (j?.n ?? 0) + 1 })),
    portal: job ? (
      <PrintPortal>
        <PrintJob key={job.n} bill={job.bill} onDone={finish} />
      </PrintPortal>
    ) : null,
  };
}
