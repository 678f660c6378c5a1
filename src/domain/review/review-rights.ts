/** Who may open the screen (its rights and plan), apart from its schemas (contract.ts) so the router does not load zod. */
import { rightsOf } from '../catalogue/rights';
import { PlanRight } from '../rights';

export const ReviewRight = rightsOf('REVIEW');

export const REVIEW_PLAN = [PlanRight.REVIEW] as const;
