/** Print bill: the bill's receipt through the browser's print dialog, from the tablet's copy. */
import type { ReactNode } from 'react';
import { usePrint } from '../../components/use-print';
import type { BillView } from '../../data/bills';
import { BillReceipt } from './BillReceipt';

export function usePrintBill(): { print: (bill: BillView) => void; portal: ReactNode } {
  return usePrint((bill: BillView) => <BillReceipt bill={bill} pending={bill.pending} />);
}
