/**
 * Create or edit a package (spec part 2 §3 "Package"): code, content, price, the start and end
 * it can be booked between, enabled or disabled, and the services it books in the order they
 * are picked, their own prices added up beside the package price. Validated with the shared
 * packageValuesSchema, as the server is.
 */
import type { ReactNode } from 'react';
import { Group, MultiSelect, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { formatMoney } from '../../components/locale-format';
import {
  EMPTY_PACKAGE_VALUES,
  normalisePackageCode,
  PACKAGE_CODE_MAX,
  PACKAGE_CONTENT_MAX,
  packageValuesSchema,
  PackageStatus,
  type PackageValues,
} from '../../domain/catalogue/package';
import type { PackageDetail } from '../../domain/catalogue/package-contract';
import type { ServiceGroupNode } from '../../domain/booking/reads';
import { createPackage, updatePackage } from '../../data/packages';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const PACKAGE_FORM_ID = 'package-form';

function valuesOf(p: PackageDetail): PackageValues {
  return { code: p.code, content: p.content, price: p.price, startTime: p.startTime, endTime: p.endTime, status: p.status, serviceIds: p.services.map((s) => s.id) };
}

/** The browser's datetime-local field speaks "YYYY-MM-DDTHH:mm"; the package keeps "YYYY-MM-DD HH:mm". */
function WallTimeInput(props: { label: string; value: string; onChange: (wall: string) => void; error: ReactNode }) {
  return (
    <TextInput
      type="datetime-local"
      label={props.label}
      required
      value={props.value.replace(' ', 'T')}
      onChange={(e) => props.onChange(e.currentTarget.value.replace('T', ' '))}
      error={props.error}
      size="md"
    />
  );
}

export function PackageForm(props: {
  pkg: PackageDetail | null;
  branchId: string;
  /** The branch's services to choose from. */
  groups: readonly ServiceGroupNode[];
  moneySymbol: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { pkg } = props;
  const state = useAdminForm({
    formId: PACKAGE_FORM_ID,
    schema: packageValuesSchema,
    initialValues: pkg ? valuesOf(pkg) : EMPTY_PACKAGE_VALUES,
    kind: pkg ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values: PackageValues) => {
      const sent = { ...values, code: normalisePackageCode(values.code), content: values.content.trim() };
      return pkg ? updatePackage(props.branchId, { id: pkg.id, ...sent }) : createPackage({ branchId: props.branchId, ...sent });
    },
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  // A service since made inactive still shows in a saved package: it is kept there.
  const known = new Map(props.groups.flatMap((g) => g.children.map((s) => [s.id, s.price] as const)));
  for (const s of pkg?.services ?? []) if (!known.has(s.id)) known.set(s.id, s.price);
  const data = [
    ...props.groups.map((g) => ({ group: g.name, items: g.children.map((s) => ({ value: s.id, label: s.name })) })),
    ...(pkg ? [{ group: t`In this package`, items: pkg.services.filter((s) => !props.groups.some((g) => g.children.some((c) => c.id === s.id))).map((s) => ({ value: s.id, label: s.name })) }] : []),
  ].filter((g) => g.items.length > 0);
  const servicesTotal = form.values.serviceIds.reduce((sum, id) => sum + (known.get(id) ?? 0), 0);
  const total = formatMoney(servicesTotal, props.moneySymbol);
  const price = form.values.price === null ? '—' : formatMoney(form.values.price, props.moneySymbol);

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput
            label={t`Code`}
            required
            maxLength={PACKAGE_CODE_MAX}
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
            size="md"
            data-autofocus
          />
          <Textarea label={t`Content`} required maxLength={PACKAGE_CONTENT_MAX} {...form.getInputProps('content')} autosize minRows={2} maxRows={5} size="md" />
          <MoneyInput label={t`Price`} required symbol={props.moneySymbol} value={form.values.price} onChange={(c) => form.setFieldValue('price', c)} error={form.errors.price} size="md" />
          <Switch
            label={t`Enabled`}
            checked={form.values.status === PackageStatus.ENABLED}
            onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? PackageStatus.ENABLED : PackageStatus.DISABLED)}
            size="md"
          />
        </Stack>
        <Stack gap="md">
          <WallTimeInput label={t`Start time`} value={form.values.startTime} onChange={(v) => form.setFieldValue('startTime', v)} error={form.errors.startTime} />
          <WallTimeInput label={t`End time`} value={form.values.endTime} onChange={(v) => form.setFieldValue('endTime', v)} error={form.errors.endTime} />
          <MultiSelect
            label={t`Services`}
            description={t`Booked one after the other, in the order picked.`}
            required
            data={data}
            value={form.values.serviceIds}
            onChange={(ids) => form.setFieldValue('serviceIds', ids)}
            error={form.errors.serviceIds}
            searchable
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">{t`Services at their own prices: ${total}`}</Text>
            <Text size="sm" fw={600}>{t`Package price: ${price}`}</Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
