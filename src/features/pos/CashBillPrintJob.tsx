/** One cash bill printed by the shell's printer (CashBillPrinter.tsx), fetched with the first request. */
import { useEffect, useRef } from 'react';
import { useNeedsAttention, usePendingChanges, useReceipt } from '../../data/sync-hooks';
import { MutationName } from '../../domain/sync-protocol';
import { CashBill } from './CashBill';
import { finishCashBillPrint, type PrintRequest } from './cash-bill-print-request';
import { toCashBillData } from './receipt-data';

/** Still on this tablet only: queued, or refused and waiting for a decision. */
function useNotYetSent(posActionId: string): boolean | undefined {
  const queued = usePendingChanges();
  const refused = useNeedsAttention();
  if (!queued || !refused) return undefined;
  const isThis = (m: { name: string; args: unknown }) =>
    (m.name === MutationName.POS_ACTION_CREATE || m.name === MutationName.TIP_PAYOUT) &&
    typeof m.args === 'object' &&
    m.args !== null &&
    'id' in m.args &&
    m.args.id === posActionId;
  return queued.some(isThis) || refused.some((a) => isThis(a.mutation));
}

export function PrintJob({ request }: { request: PrintRequest }) {
  const receipt = useReceipt(request.posActionId);
  const pending = useNotYetSent(request.posActionId);
  const loading = receipt === undefined || pending === undefined;
  // The stored receipt wins; a line the tablet only knows from the server prints as shown.
  const bill = loading ? null : receipt ? toCashBillData({ ...receipt, pending }, request.fallback?.paidTo) : request.fallback;

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
