/** The checkout's handlers: bill and tip figures, action times and the drawer rebase. */
import { calculateBill } from '../domain/bill/calculate-bill';
import { validateActionTime } from '../domain/bill/action-time';
import { billInputFor } from '../domain/bill/bill-rules';
import { applyPendingPosActions } from '../domain/pos';
import { splitTip } from '../domain/tip';
import type { WorkerApi } from './api';

export const checkoutHandlers = {
  calculateBill,
  computeBill: (input) => calculateBill(billInputFor(input)),
  validateActionTime,
  splitTip,
  applyPendingPosActions,
} satisfies Partial<WorkerApi>;
