/**
 * Create or edit a draft SMS campaign (spec part 2 §3 SMS campaign, issue 17): its name, the
 * message with `{customerName}` and `{branchName}`, the two audience filters with the live
 * recipient count, and its type: send now or at a time on the branch's clock. Validated with the
 * shared campaignValuesSchema, as the server is.
 */
import { Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import type { CampaignDetail } from '../../domain/campaign/contract';
import { CampaignRight } from '../../domain/campaign/campaign-rights';
import { CAMPAIGN_TEXT_MAX } from '../../domain/campaign/limits';
import { CampaignSendMode, campaignValuesSchema, EMPTY_CAMPAIGN_VALUES, type CampaignValues } from '../../domain/campaign/campaign-form';
import { createCampaign, updateCampaign } from '../../data/campaigns';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { useModuleRights } from '../admin/module-rights';
import { RecipientCount } from './RecipientCount';
import { TemplateButton } from './TemplateButton';

export const CAMPAIGN_FORM_ID = 'sms-campaign-form';

function valuesOf(c: CampaignDetail): CampaignValues {
  return { name: c.name, message: c.message, lastBookingAfter: c.lastBookingAfter, amountAbove: c.amountAbove, sendMode: c.sendMode, scheduledAt: c.scheduledAt };
}

/** The browser's datetime-local field writes "YYYY-MM-DDTHH:mm"; the campaign keeps "YYYY-MM-DD HH:mm". */
const toWall = (local: string) => local.replace('T', ' ');
const toLocal = (wall: string) => wall.replace(' ', 'T');

export function CampaignForm(props: { campaign: CampaignDetail | null; branchId: string; moneySymbol: string; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { campaign } = props;
  const can = useModuleRights(CampaignRight);
  const state = useAdminForm({
    formId: CAMPAIGN_FORM_ID,
    schema: campaignValuesSchema,
    initialValues: campaign ? valuesOf(campaign) : EMPTY_CAMPAIGN_VALUES,
    kind: campaign ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values) => (campaign ? updateCampaign({ ...values, id: campaign.id }) : createCampaign({ ...values, branchId: props.branchId })),
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const v = form.values;
  const length = v.message.length;
  const max = CAMPAIGN_TEXT_MAX.message;
  // The variables as typed, passed as values: braces inside a message are its own placeholders.
  const customerVar = '{customerName}';
  const branchVar = '{branchName}';

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput label={t`Name`} required maxLength={CAMPAIGN_TEXT_MAX.name} {...form.getInputProps('name')} size="md" data-autofocus />
          <Textarea
            label={t`Message`}
            required
            autosize
            minRows={4}
            maxLength={max}
            description={t`${customerVar} and ${branchVar} are replaced by each customer's name and the branch's name. ${length} / ${max} characters.`}
            {...form.getInputProps('message')}
            size="md"
          />
          {/* The template is read with the right to create a campaign (the server asks it too). */}
          {can.create ? <TemplateButton branchId={campaign?.branchId ?? props.branchId} onWords={(message) => form.setFieldValue('message', message)} /> : null}
        </Stack>
        <Stack gap="md">
          <TextInput
            type="date"
            label={t`Last booking date after`}
            description={t`Customers whose latest booking (not cancelled) is after this day. Empty: any.`}
            {...form.getInputProps('lastBookingAfter')}
            size="md"
          />
          <MoneyInput
            label={t`Booking amount above`}
            description={t`Customers whose paid bills add up to more than this (bill totals, tax included; cancelled bills do not count). Empty: any.`}
            symbol={props.moneySymbol}
            value={v.amountAbove}
            onChange={(cents) => form.setFieldValue('amountAbove', cents)}
            error={form.errors.amountAbove}
            size="md"
          />
          <Text size="sm" c="dimmed">{t`Only active customers with a valid phone who accept SMS receive it; who opts out before it is sent is left out.`}</Text>
          <RecipientCount branchId={campaign?.branchId ?? props.branchId} filters={v} />
          <Radio.Group
            label={t`Type`}
            value={v.sendMode}
            onChange={(mode) => {
              form.setFieldValue('sendMode', mode === CampaignSendMode.SCHEDULED ? CampaignSendMode.SCHEDULED : CampaignSendMode.NOW);
              if (mode !== CampaignSendMode.SCHEDULED) form.setFieldValue('scheduledAt', '');
            }}
          >
            <Stack gap={6} mt={4}>
              <Radio value={CampaignSendMode.NOW} label={t`Send now`} />
              <Radio value={CampaignSendMode.SCHEDULED} label={t`At a time`} />
            </Stack>
          </Radio.Group>
          {v.sendMode === CampaignSendMode.SCHEDULED ? (
            <TextInput
              type="datetime-local"
              label={t`Send at`}
              description={t`The branch's date and time.`}
              required
              value={toLocal(v.scheduledAt)}
              onChange={(e) => form.setFieldValue('scheduledAt', toWall(e.currentTarget.value))}
              error={form.errors.scheduledAt}
              size="md"
            />
          ) : null}
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
