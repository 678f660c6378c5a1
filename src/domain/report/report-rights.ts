/** Who may open the screen (its rights and plan), apart from its schemas (contract.ts) so the router does not load zod. */
import { rightsOf } from '../catalogue/rights';

export const ReportRight = rightsOf('REPORT');

/** Reports are every plan's: the spec's feature flags name none for them. */
export const REPORT_PLAN = [] as const;
