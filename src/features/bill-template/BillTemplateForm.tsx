/**
 * A branch's bill template: header lines and a footer around the figures, and which names and
 * codes the bill shows; beside it the sample bill as the 80 mm roll would print it.
 */
import { Checkbox, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BILL_TEXT_LINES_MAX, billTemplateSchema, type BillTemplate, type BillTemplateResult } from '../../domain/bill/bill-template';
import { saveBillTemplate } from '../../data/bill-template';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { BillReceipt } from '../payment/BillReceipt';
import { sampleBill } from './sample-bill';

export const BILL_TEMPLATE_FORM_ID = 'bill-template-form';

export function BillTemplateForm(props: { result: BillTemplateResult; readOnly: boolean }) {
  const { t } = useLingui();
  const { branchId, branch, ...initialValues } = props.result;
  const state = useAdminForm<BillTemplate, unknown>({
    formId: BILL_TEMPLATE_FORM_ID,
    schema: billTemplateSchema,
    initialValues,
    kind: SavedKind.UPDATE,
    save: (values) => saveBillTemplate(branchId, values),
    onSaved: () => undefined,
  });
  const { form } = state;
  const lines = BILL_TEXT_LINES_MAX;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <AdminForm state={state} onCancel={() => form.reset()}>
        <fieldset disabled={props.readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Textarea
              label={t`Header`}
              description={t`Lines under the branch's name, address and phone (at most ${lines} lines)`}
              autosize
              minRows={2}
              size="md"
              {...form.getInputProps('header')}
            />
            <Textarea label={t`Footer`} description={t`Printed at the end instead of "Thank you!", e.g. your social accounts or return policy`} autosize minRows={2} size="md" {...form.getInputProps('footer')} />
            <Checkbox label={t`Show the customer's name`} size="md" {...form.getInputProps('showCustomer', { type: 'checkbox' })} />
            <Checkbox label={t`Show the technicians' names`} size="md" {...form.getInputProps('showTechnician', { type: 'checkbox' })} />
            <Checkbox label={t`Show the booking code`} size="md" {...form.getInputProps('showBookingCode', { type: 'checkbox' })} />
            <Text size="sm" c="dimmed">
              {t`The branch's name, address, phone and tax registration numbers are always printed. Tablets take the new template at their next sync.`}
            </Text>
          </Stack>
        </fieldset>
      </AdminForm>
      <section aria-label={t`Preview`}>
        <Text size="sm" fw={500} mb={4}>
          {t`Preview with a sample bill`}
        </Text>
        <Paper withBorder p="xs" style={{ overflowX: 'auto' }}>
          <BillReceipt bill={sampleBill({ id: branchId, ...branch })} pending={false} template={form.values} />
        </Paper>
      </section>
    </SimpleGrid>
  );
}
