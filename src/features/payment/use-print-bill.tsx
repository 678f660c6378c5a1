/**
 * Print bill: the bill's receipt through the browser's print dialog, from the tablet's copy, with
 * the bill template the tablet stored for the bill's branch (so offline too).
 */
import type { ReactNode } from 'react';
import { usePrint } from '../../components/use-print';
import type { BillView } from '../../data/bills';
import { storedBillTemplate } from '../../data/bill-template';
import type { BillTemplate } from '../../domain/bill/bill-template';
import { BillReceipt } from './BillReceipt';

export function usePrintBill(): { print: (bill: BillView) => void; portal: ReactNode } {
  const printer = usePrint((job: { bill: BillView; template: BillTemplate }) => <BillReceipt bill={job.bill} pending={job.bill.pending} template={job.template} />);
  return {
    print: (bill) => {
      void storedBillTemplate(bill.branchId).then((template) => printer.print({ bill, template }));
    },
    portal: printer.portal,
  };
}
