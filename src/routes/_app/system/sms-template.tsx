import { createFileRoute } from '@tanstack/react-router';
import { NotificationChannel } from '../../../domain/catalogue/paths';
import { SmsTemplateRight, TEMPLATE_PLAN } from '../../../domain/notification/template-rights';
import { MessageTemplatePage } from '../../../features/message-template/MessageTemplatePage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [SmsTemplateRight.ACCESS];

export const Route = createFileRoute('/_app/system/sms-template')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={TEMPLATE_PLAN}>
      <MessageTemplatePage channel={NotificationChannel.SMS} />
    </RequireAccess>
  ),
});
