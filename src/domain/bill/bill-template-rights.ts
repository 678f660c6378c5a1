/** Who may open the screen (its rights and plan), apart from its schemas (bill-template.ts) so the router does not load zod. */
import { rightsOf } from '../catalogue/rights';
import { BRANCH_PLAN } from '../branch/rights';

export const BillTemplateRight = rightsOf('SYSTEM_BILL_TEMPLATE');

export const BILL_TEMPLATE_PLAN = BRANCH_PLAN;
