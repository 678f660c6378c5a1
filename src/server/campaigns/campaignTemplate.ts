/**
 * The words a campaign's message starts from (issue 17): the branch's SMS_CAMPAIGN template in
 * the branch language, its own if saved on /system/sms-template, else the built-in ones. Read
 * by the same lookup every sender composes with, and left unfilled: the campaign fills
 * `{customerName}` and `{branchName}` per recipient when it sends.
 */
import type { Db } from '../db/db';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { NotificationChannel } from '../../domain/catalogue/paths';
import type { CampaignTemplate } from '../../domain/campaign/contract';
import { MessageKind } from '../../domain/notification/message-kinds';
import { configValues } from '../branches/branchRepository';
import { templateText } from '../notifications/composeMessage';

export async function campaignTemplate(db: Db, branch: { tenantId: string; branchId: string }): Promise<CampaignTemplate> {
  const { language } = resolveBranchConfig(branch.branchId, await configValues(db, branch.tenantId, branch.branchId));
  const words = await templateText(db, { ...branch, language, kind: MessageKind.SMS_CAMPAIGN, channel: NotificationChannel.SMS });
  return { message: words.body, language };
}
