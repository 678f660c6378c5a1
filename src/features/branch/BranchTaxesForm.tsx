/**
 * The branch's taxes (issue 13): one row per tax — kind, name, rate, registration number and
 * what it applies to — up to four, or the province's list at once with "Fill from province".
 * The next payment charges them, on this tablet at once and on others at their next fetch.
 */
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { z } from '../../domain/schemas/zod';
import { PROVINCES, provinceTaxes } from '../../domain/branch/province-taxes';
import { TAX_RATE_DECIMALS, TAX_RATE_MAX, TAX_TEXT_MAX, TAXES_MAX, TaxAppliesTo, TaxKind, type BranchTax } from '../../domain/branch/tax';
import { branchTaxListSchema } from '../../domain/branch/tax-schemas';
import { saveBranchTaxes } from '../../data/branches';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { TrashIcon } from '../../components/icons';
import { provinceOptions } from '../tax/province-options';
import { taxAppliesToOptions, taxKindOptions, taxName } from '../tax/tax-labels';

export const BRANCH_TAXES_FORM_ID = 'branch-taxes-form';

const taxesFormSchema = z.object({ taxes: branchTaxListSchema });
type TaxesValues = { taxes: BranchTax[] };

const newTax = (): BranchTax => ({ kind: TaxKind.OTHER, name: '', rate: 5, registrationNumber: '', appliesTo: TaxAppliesTo.BOTH });

export function BranchTaxesForm(props: { branchId: string; taxes: BranchTax[]; readOnly: boolean }) {
  const { t, i18n } = useLingui();
  const state = useAdminForm<TaxesValues, unknown>({
    formId: BRANCH_TAXES_FORM_ID,
    schema: taxesFormSchema,
    initialValues: { taxes: props.taxes },
    kind: SavedKind.UPDATE,
    save: (values) => saveBranchTaxes(props.branchId, values.taxes),
    onSaved: () => undefined,
  });
  const { form } = state;
  const rows = form.values.taxes;
  const listError = form.errors.taxes;

  return (
    <AdminForm state={state} onCancel={() => form.reset()} saveLabel={t`Save taxes`}>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <NativeSelect
          label={t`Fill from province`}
          description={t`Replaces the rows with the province's taxes`}
          disabled={props.readOnly}
          data={[{ value: '', label: t`Choose a province` }, ...provinceOptions(i18n)]}
          value=""
          size="md"
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            const province = PROVINCES.find((p) => p === chosen);
            if (province) form.setFieldValue('taxes', provinceTaxes(province));
          }}
        />
        <Button variant="default" size="md" disabled={props.readOnly || rows.length >= TAXES_MAX} onClick={() => form.insertListItem('taxes', newTax())}>
          {t`Add tax`}
        </Button>
      </Group>
      {listError ? (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Stack gap="xs">
        {rows.map((tax, i) => {
          const label = `${i + 1}. ${taxName(i18n, tax)}`;
          return (
            <Paper key={i} withBorder radius="md" p="sm" role="group" aria-label={t`Tax ${label}`}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NativeSelect label={t`Kind`} data={taxKindOptions(i18n)} disabled={props.readOnly} size="md" {...form.getInputProps(`taxes.${i}.kind`)} />
                <TextInput
                  label={t`Name`}
                  description={tax.kind === TaxKind.OTHER ? t`Printed on the bill` : t`Optional: printed instead of the tax's own name`}
                  required={tax.kind === TaxKind.OTHER}
                  maxLength={TAX_TEXT_MAX.name}
                  disabled={props.readOnly}
                  size="md"
                  {...form.getInputProps(`taxes.${i}.name`)}
                />
                <NumberInput
                  label={t`Rate`}
                  required
                  min={0}
                  max={TAX_RATE_MAX}
                  decimalScale={TAX_RATE_DECIMALS}
                  suffix=" %"
                  disabled={props.readOnly}
                  size="md"
                  {...form.getInputProps(`taxes.${i}.rate`)}
                  onChange={(v) => form.setFieldValue(`taxes.${i}.rate`, v === '' ? Number.NaN : Number(v))}
                  value={Number.isFinite(tax.rate) ? tax.rate : ''}
                />
                <TextInput
                  label={t`Registration number`}
                  description={t`Printed on bills, e.g. 123456789 RT0001`}
                  maxLength={TAX_TEXT_MAX.registrationNumber}
                  disabled={props.readOnly}
                  size="md"
                  {...form.getInputProps(`taxes.${i}.registrationNumber`)}
                />
                <NativeSelect label={t`Applies to`} data={taxAppliesToOptions(i18n)} disabled={props.readOnly} size="md" {...form.getInputProps(`taxes.${i}.appliesTo`)} />
                <Group align="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="xl"
                    aria-label={t`Remove tax ${label}`}
                    disabled={props.readOnly || rows.length <= 1}
                    onClick={() => form.removeListItem('taxes', i)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </AdminForm>
  );
}
