/** Who may open the screen (its rights and plan), apart from its schemas (action-log.ts) so the router does not load zod. */
import { rightsOf } from '../catalogue/rights';

export const ActionLogRight = rightsOf('SYSTEM_ACTION_LOG');

/** A system setting: no plan feature gates it. */
export const ACTION_LOG_PLAN = [] as const;
