import { createFileRoute } from '@tanstack/react-router';
import { NotificationChannel } from '../../../domain/catalogue/paths';
import { EmailTemplateRight, TEMPLATE_PLAN } from '../../../domain/notification/template-rights';
import { MessageTemplatePage } from '../../../features/message-template/MessageTemplatePage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [EmailTemplateRight.ACCESS];

export const Route = createFileRoute('/_app/system/email-template')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={TEMPLATE_PLAN}>
      <MessageTemplatePage channel={NotificationChannel.EMAIL} />
    </RequireAccess>
  ),
});
