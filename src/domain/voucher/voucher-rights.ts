/** Who may open the screen (its rights and plan), apart from its schemas (contract.ts) so the router does not load zod. */
import { rightsOf } from '../catalogue/rights';
import { PlanRight } from '../rights';

export const VoucherRight = rightsOf('VOUCHER');

export const VOUCHER_PLAN = [PlanRight.VOUCHER] as const;
