/**
 * Mounted once in the layout. When a cash bill is requested, it reads the receipt from the
 * tablet's own data (so printing works offline), renders it into the print portal and opens
 * the print dialog once the receipt is on the page.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNeedsAttention, usePendingChanges, useReceipt } from '../../data/sync-hooks';
import { PrintPortal } from '../../components/PrintPortal';
import { MutationName } from '../../domain/sync';
import { CashBill } from './CashBill';
import {
  finishCashBillPrint,
  pendingCashBillPrint,
  subscribeCashBillPrint,
  type PrintRequest,
} from './cash-bill-print-request';
import { toCashBillData } from './receipt-data';

/** Still on this tablet only: queued, or refused and waiting for a decision. */
function useNotYetSent(posActionId: string): boolean | undefined {
  const queued = usePendingChanges();
  const refused = useNeedsAttention();
  if (!queued || !refused) return undefined;
  const isThis = (m: { name: string; args: unknown }) =>
    m.name === MutationName.POS_ACTION_CREATE &&
    typeof m.args === 'object' &&
    m.args !== null &&
    'id' in m.args &&
    m.args.id === posActionId;
  return queued.some(isThis) || refused.some((a) => isThis(a.mutation));
}

function PrintJob({ request }: { request: PrintRequest }) {
  const receipt = useReceipt(request.posActionId);
  const pending = useNotYetSent(request.posActionId);
  const loading = receipt === undefined || pending === undefined;
  // The stored receipt wins; a line the tablet only knows from the server prints as shown.
  const bill = loading ? null : receipt ? toCashBillData({ ...receipt, pending }) : request.fallback;

  // Live queries may re-render this job before it unmounts: print once only.
  const done = useRef(false);
  useEffect(() => {
    if (loading || done.current) return;
    done.current = true;
    // Runs after the receipt is committed to the portal, so the print dialog sees it.
    if (bill) window.print();
    finishCashBillPrint();
  }, [loading, bill]);

  return bill ? <CashBill bill={bill} /> : null;
}

export function CashBillPrinter() {
  const request = useSyncExternalStore(subscribeCashBillPrint, pendingCashBillPrint, () => null);
  // The portal stays mounted so its host exists before a receipt arrives. Each request gets a
  // fresh PrintJob (key): live queries then start from "loading", never from the last job's answer.
  return <PrintPortal>{request ? <PrintJob key={request.posActionId} request={request} /> : null}</PrintPortal>;
}
