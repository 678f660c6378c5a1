/**
 * Edit the business (spec part 2 §2 /tenant): its name and how it is reached, validated with
 * the shared businessValuesSchema, as the server is.
 */
import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BUSINESS_TEXT_MAX, businessValuesSchema, type BusinessValues } from '../../domain/people/business';
import type { BusinessDetail } from '../../domain/people/contract';
import { updateBusiness } from '../../data/people';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const BUSINESS_FORM_ID = 'business-form';

export function BusinessForm(props: { business: BusinessDetail; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { business } = props;
  const initialValues: BusinessValues = { name: business.name, phone: business.phone ?? '', email: business.email ?? '', address: business.address ?? '' };
  const state = useAdminForm({
    formId: BUSINESS_FORM_ID,
    schema: businessValuesSchema,
    initialValues,
    kind: SavedKind.UPDATE,
    save: (values: BusinessValues) => updateBusiness({ id: business.id, ...values }),
    onSaved: props.onSaved,
  });
  const { form } = state;
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <TextInput label={t`Business name`} required maxLength={BUSINESS_TEXT_MAX.name} autoComplete="organization" size="md" data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Phone`} type="tel" maxLength={BUSINESS_TEXT_MAX.phone} autoComplete="tel" size="md" {...form.getInputProps('phone')} />
        <TextInput label={t`Email`} type="email" maxLength={BUSINESS_TEXT_MAX.email} autoComplete="email" size="md" {...form.getInputProps('email')} />
      </SimpleGrid>
      <Textarea label={t`Address`} maxLength={BUSINESS_TEXT_MAX.address} autoComplete="street-address" autosize minRows={2} maxRows={4} size="md" {...form.getInputProps('address')} />
    </AdminForm>
  );
}
