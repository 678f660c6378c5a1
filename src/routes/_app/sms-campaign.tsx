import { createFileRoute } from '@tanstack/react-router';
import { CAMPAIGN_PLAN, CampaignRight } from '../../domain/campaign/campaign-rights';
import { CampaignPage } from '../../features/campaign/CampaignPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [CampaignRight.ACCESS];

export const Route = createFileRoute('/_app/sms-campaign')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={CAMPAIGN_PLAN}>
      <CampaignPage />
    </RequireAccess>
  ),
});
