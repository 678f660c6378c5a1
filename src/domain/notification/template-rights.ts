/** Who may open the screen (its rights and plan), apart from its schemas (template-contract.ts) so the router does not load zod. */
import { rightsOf, type ModuleRights } from '../catalogue/rights';
import { NotificationChannel } from '../catalogue/paths';
import { BRANCH_PLAN } from '../branch/rights';

export const SmsTemplateRight = rightsOf('SYSTEM_SMS');

export const EmailTemplateRight = rightsOf('SYSTEM_EMAIL');

/** Templates are branch settings: the plan right of the branch settings screens. */
export const TEMPLATE_PLAN = BRANCH_PLAN;

export function templateRights(channel: NotificationChannel): ModuleRights {
  return channel === NotificationChannel.SMS ? SmsTemplateRight : EmailTemplateRight;
}
