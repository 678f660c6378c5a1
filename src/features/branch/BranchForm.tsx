/**
 * Create or edit a branch (spec part 2 §3 "Branch"): its fields, its opening status and the
 * message shown while closed, its picture, and the configs staff set here (time zone, money
 * symbol, phone format, language). The code is fixed once the branch exists. Validated with
 * the shared branchValuesSchema, as the server is.
 */
import { useMemo, useState } from 'react';
import { NativeSelect, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../domain/api';
import { BRANCH_TEXT_MAX, emptyBranchValues, normaliseBranchCode, branchValuesSchema, type BranchValues } from '../../domain/branch/branch';
import type { BranchDetail } from '../../domain/branch/contract';
import { createBranch, updateBranch } from '../../data/branches';
import type { ImageChoice } from '../../data/catalogue';
import { ImagePicker, imageChanged } from '../catalogue/ImagePicker';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { LANGUAGE_OPTIONS } from './language-options';
import { browserTimeZone, timeZoneOptions } from '../setup/time-zones';

export const BRANCH_FORM_ID = 'branch-form';

function valuesOf(branch: BranchDetail): BranchValues {
  return {
    code: branch.code,
    name: branch.name,
    address: branch.address ?? '',
    phone: branch.phone ?? '',
    email: branch.email ?? '',
    areaCode: branch.areaCode ?? '',
    description: branch.description ?? '',
    taxCode: branch.taxCode ?? '',
    timeZone: branch.timeZone,
    opening: branch.opening,
    closedMessage: branch.closedMessage ?? '',
    moneySymbol: branch.moneySymbol,
    phoneFormat: branch.phoneFormat,
    language: branch.language,
  };
}

export function BranchForm(props: { branch: BranchDetail | null; language: Language; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { branch } = props;
  const savedImage = branch?.imageId ?? null;
  const [image, setImage] = useState<ImageChoice>(savedImage ? { kind: 'keep', id: savedImage } : { kind: 'none' });
  const state = useAdminForm({
    formId: BRANCH_FORM_ID,
    schema: branchValuesSchema,
    initialValues: branch ? valuesOf(branch) : emptyBranchValues(browserTimeZone(), props.language),
    kind: branch ? SavedKind.UPDATE : SavedKind.CREATE,
    extraDirty: imageChanged(image, savedImage),
    save: (values) => {
      const sent = { ...values, code: normaliseBranchCode(values.code) };
      return branch ? updateBranch({ id: branch.id, values: sent, image }) : createBranch({ values: sent, image });
    },
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const zones = useMemo(() => timeZoneOptions(form.values.timeZone), [form.values.timeZone]);

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput
            label={t`Code`}
            required
            readOnly={branch !== null}
            maxLength={BRANCH_TEXT_MAX.code}
            description={branch ? t`The code cannot be changed once the branch exists.` : t`A short code, e.g. DT: it starts the branch's booking and bill codes`}
            size="md"
            data-autofocus
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
          />
          <TextInput label={t`Name`} required maxLength={BRANCH_TEXT_MAX.name} size="md" {...form.getInputProps('name')} />
          <TextInput label={t`Address`} maxLength={BRANCH_TEXT_MAX.address} size="md" {...form.getInputProps('address')} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t`Phone`} type="tel" size="md" {...form.getInputProps('phone')} />
            <TextInput label={t`Area code`} inputMode="numeric" maxLength={3} size="md" {...form.getInputProps('areaCode')} />
          </SimpleGrid>
          <TextInput label={t`Email`} type="email" maxLength={BRANCH_TEXT_MAX.email} size="md" {...form.getInputProps('email')} />
          <TextInput label={t`Tax code`} maxLength={BRANCH_TEXT_MAX.taxCode} size="md" {...form.getInputProps('taxCode')} />
          <Switch label={t`Open`} description={t`A closed branch shows its message to customers.`} size="md" {...form.getInputProps('opening', { type: 'checkbox' })} />
          {form.values.opening ? null : (
            <Textarea label={t`Message while closed`} maxLength={BRANCH_TEXT_MAX.closedMessage} autosize minRows={2} size="md" {...form.getInputProps('closedMessage')} />
          )}
        </Stack>
        <Stack gap="md">
          <Select label={t`Time zone`} required searchable allowDeselect={false} nothingFoundMessage={t`No time zone matches`} data={zones} size="md" {...form.getInputProps('timeZone')} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t`Money symbol`} required maxLength={BRANCH_TEXT_MAX.moneySymbol} size="md" {...form.getInputProps('moneySymbol')} />
            <TextInput label={t`Phone format`} required description={t`A 0 for each digit`} maxLength={BRANCH_TEXT_MAX.phoneFormat} size="md" {...form.getInputProps('phoneFormat')} />
          </SimpleGrid>
          <NativeSelect label={t`Language`} data={LANGUAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} size="md" {...form.getInputProps('language')} />
          <Textarea label={t`Description`} maxLength={BRANCH_TEXT_MAX.description} autosize minRows={3} maxRows={6} size="md" {...form.getInputProps('description')} />
          <ImagePicker label={t`Picture`} choice={image} onChange={setImage} savedId={savedImage} />
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
