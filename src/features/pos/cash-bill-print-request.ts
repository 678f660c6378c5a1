/**
 * Which cash bill is waiting to be printed. A tiny store rather than React state, because the
 * request comes from places that close right after (the Pay-in modal) while the printer
 * component lives in the layout and outlives them. The promise lets the form stay open until
 * the print dialog has been asked for, so the receipt is never lost to a closing modal.
 */
type Listener = () => void;
import type { CashBillData } from './CashBill';

/** `fallback` is what the caller already shows, used if the record is not stored locally. */
type PrintJob = { posActionId: string; fallback: CashBillData | null; done: () => void };

/** Never hang a form on a printer that cannot render (e.g. the record vanished). */
const PRINT_TIMEOUT_MS = 5000;

const listeners = new Set<Listener>();
let current: PrintJob | null = null;

function emit(): void {
  for (const l of listeners) l();
}

export function requestCashBillPrint(posActionId: string, fallback: CashBillData | null = null): Promise<void> {
  // A newer request replaces an unprinted one; its caller must not wait forever.
  current?.done();
  return new Promise((resolve) => {
    const job: PrintJob = {
      posActionId,
      fallback,
      done: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => {
      if (current === job) finishCashBillPrint();
    }, PRINT_TIMEOUT_MS);
    current = job;
    emit();
  });
}

/** Called by the printer once `window.print()` returned (or it gave up). */
export function finishCashBillPrint(): void {
  if (!current) return;
  const job = current;
  current = null;
  job.done();
  emit();
}

export type PrintRequest = Readonly<Pick<PrintJob, 'posActionId' | 'fallback'>>;

/** The job object itself is the snapshot: it only changes when a request starts or ends. */
export function pendingCashBillPrint(): PrintRequest | null {
  return current;
}

export function subscribeCashBillPrint(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
