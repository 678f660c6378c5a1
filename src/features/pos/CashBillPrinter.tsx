/**
 * Mounted once in the layout. When a cash bill is requested, it reads the receipt from the
 * tablet's own data (so printing works offline), renders it into the print portal and opens
 * the print dialog once the receipt is on the page.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PrintPortal } from '../../components/PrintPortal';
import { pendingCashBillPrint, subscribeCashBillPrint } from './cash-bill-print-request';

// The receipt and its layout are fetched with the first print, not with every screen of the
// shell (issue 18: the first load); the chunk is precached, so it prints offline too.
const PrintJob = lazy(() => import('./CashBillPrintJob').then((m) => ({ default: m.PrintJob })));

export function CashBillPrinter() {
  const request = useSyncExternalStore(subscribeCashBillPrint, pendingCashBillPrint, () => null);
  // The portal stays mounted so its host exists before a receipt arrives. Each request gets a
  // fresh PrintJob (key): live queries then start from "loading", never from the last job's answer.
  return (
    <PrintPortal>
      {request ? (
        <Suspense fallback={null}>
          <PrintJob key={request.posActionId} request={request} />
        </Suspense>
      ) : null}
    </PrintPortal>
  );
}
