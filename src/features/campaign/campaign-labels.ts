import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CampaignSendMode, CampaignStatus } from '../../domain/campaign/campaign-form';
import type { NotificationStatus } from '../../domain/catalogue/paths';

export const campaignStatusLabels: Record<CampaignStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  SCHEDULED: msg`Scheduled`,
  SENDING: msg`Sending`,
  SENT: msg`Sent`,
  CANCELLED: msg`Cancelled`,
};

export const campaignStatusColours: Record<CampaignStatus, string> = { DRAFT: 'gray', SCHEDULED: 'blue', SENDING: 'orange', SENT: 'green', CANCELLED: 'red' };

export const sendModeLabels: Record<CampaignSendMode, MessageDescriptor> = { NOW: msg`Send now`, SCHEDULED: msg`At a time` };

export const recipientStatusLabels: Record<NotificationStatus, MessageDescriptor> = { PENDING: msg`Pending`, SENT: msg`Sent`, FAILED: msg`Failed`, CANCELLED: msg`Not sent` };
