/** Who may open the screen (its rights and plan), apart from its schemas (contract.ts) so the router does not load zod. */
import { rightsOf } from '../catalogue/rights';
import { PlanRight } from '../rights';

export const CampaignRight = rightsOf('SMS_CAMPAIGN');

export const CAMPAIGN_PLAN = [PlanRight.SMS_CAMPAIGN] as const;
