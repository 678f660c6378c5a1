/**
 * Who may do what with payments, bills and tips: one table for the payment form's guards and
 * the server's checks (both through `checkAccess`). The appointment page's own access right
 * (APPOINTMENT_ACCESS) is needed on top of each write, as for every booking change.
 */
import { Access, checkAccess, PlanRight, Right } from '../rights';

type Need = { readonly required?: readonly string[]; readonly requiredPlan?: readonly string[] };

export const BillAccess = {
  /** Reading payment options, payment info, a booking's bills, a bill, its tip rows: the appointment page or the drawer. */
  READ: { required: [Right.APPOINTMENT_ACCESS, Right.APPOINTMENT_OVERVIEW], requiredPlan: [PlanRight.APPOINTMENT] },
  /** Taking a payment is a scheduler menu action, like every booking change (spec part 1 §6). */
  PAY: { required: [Right.BOOKING_CREATE], requiredPlan: [PlanRight.APPOINTMENT] },
  /** Cancel bill (spec part 2 §6: OLD_BILL_CANCEL plus the viewCanCancelPayment flag). */
  CANCEL: { required: [Right.OLD_BILL_CANCEL], requiredPlan: [PlanRight.APPOINTMENT] },
  /** Add, distribute or delete a tip: a POS action. */
  TIP: { required: [Right.APPOINTMENT_POS_ACTION], requiredPlan: [PlanRight.APPOINTMENT] },
  /** The voucher block and check-voucher; a bill that applies a voucher needs it too. */
  VOUCHER: { required: ['VOUCHER_ACCESS'], requiredPlan: [PlanRight.VOUCHER] },
  /** The gift-card block and check-gift; a bill paid partly by gift card needs it too. */
  GIFT_CARD: { required: ['GIFT_CARD_ACCESS'], requiredPlan: [PlanRight.GIFT_CARD] },
  /** Loyalty money or reward on a bill: the plan's loyalty feature. */
  LOYALTY: { requiredPlan: [PlanRight.LOYALTY] },
} as const satisfies Record<string, Need>;

/** The same rule as every guard: plan right first, then the user's. */
export function allows(need: Need, held: { rights: readonly string[]; rightsPM: readonly string[] }): boolean {
  return checkAccess({ ...need, rights: held.rights, rightsPM: held.rightsPM }) === Access.ALLOWED;
}
