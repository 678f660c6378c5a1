/**
 * Create or edit a voucher (spec part 2 §3 Voucher, issue 15): code (in capitals, unique), content,
 * type (general or birthday), an amount or a percentage, money or package kind, this branch or
 * every branch, every customer or one (picked by phone or name), start and end date, how many
 * uses, the services it discounts (none: the whole bill), active. Validated with the shared
 * voucherValuesSchema, as the server is.
 */
import { useState } from 'react';
import { MultiSelect, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { VoucherKind, VoucherType } from '../../domain/bill/calculate-bill';
import { VoucherAudience } from '../../domain/bill/types';
import type { VoucherDetail, VoucherFormOptions } from '../../domain/voucher/contract';
import { EMPTY_VOUCHER_VALUES, normaliseVoucherCode, VOUCHER_TEXT_MAX, voucherValuesSchema, type VoucherValues } from '../../domain/voucher/voucher-form';
import { createVoucher, updateVoucher } from '../../data/vouchers';
import { useOnline } from '../../data/use-online';
import { CustomerSearchInput } from '../booking/CustomerSearchInput';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { audienceLabels, kindLabels } from './voucher-labels';

export const VOUCHER_FORM_ID = 'voucher-form';

const THIS_BRANCH = 'branch';
const EVERY_BRANCH = 'all';

function valuesOf(v: VoucherDetail): VoucherValues {
  return {
    code: v.code, content: v.content, audience: v.audience, discountType: v.discountType, value: v.value, percent: v.percent, kind: v.kind,
    branchId: v.branchId, customerId: v.customerId, startDate: v.startDate, endDate: v.endDate, maxUses: v.maxUses,
    serviceIds: v.serviceIds, packageIds: v.packageIds, active: v.active,
  };
}

export function VoucherForm(props: {
  voucher: VoucherDetail | null;
  branchId: string;
  branchName: string;
  services: VoucherFormOptions['services'];
  packages: NonNullable<VoucherFormOptions['packages']>;
  moneySymbol: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { voucher } = props;
  const initial = voucher ? valuesOf(voucher) : { ...EMPTY_VOUCHER_VALUES, branchId: props.branchId };
  const [customerText, setCustomerText] = useState(voucher?.customerName ? `${voucher.customerName} - ${voucher.customerPhone ?? ''}` : '');
  const [oneCustomer, setOneCustomer] = useState(initial.customerId !== null);
  const state = useAdminForm({
    formId: VOUCHER_FORM_ID,
    schema: voucherValuesSchema,
    initialValues: initial,
    kind: voucher ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values) => {
      const sent = { ...values, code: normaliseVoucherCode(values.code), content: values.content.trim() };
      return voucher ? updateVoucher({ ...sent, id: voucher.id }) : createVoucher(sent);
    },
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const v = form.values;
  const services = props.services.map((s) => ({ value: s.id, label: `${s.name} (${s.groupName})` }));
  // A voucher read from another branch may name services this branch does not list: keep them shown.
  const known = new Set(services.map((s) => s.value));
  const others = (voucher?.services ?? []).filter((s) => !known.has(s.id)).map((s) => ({ value: s.id, label: s.name }));
  const packages = props.packages.map((p) => ({ value: p.id, label: p.content ? `${p.code} · ${p.content}` : p.code }));
  // Packages of another branch named by a voucher of every branch: kept, shown by their id's place.
  const knownPackages = new Set(packages.map((p) => p.value));
  const otherPackages = v.packageIds.filter((id) => !knownPackages.has(id)).map((id) => ({ value: id, label: t`Package of another branch` }));

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput
            label={t`Code`}
            required
            maxLength={VOUCHER_TEXT_MAX.code}
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
            size="md"
            data-autofocus
          />
          <TextInput label={t`Content`} maxLength={VOUCHER_TEXT_MAX.content} {...form.getInputProps('content')} size="md" />
          <Select
            label={t`Type`}
            data={Object.values(VoucherAudience).map((a) => ({ value: a, label: i18n._(audienceLabels[a]) }))}
            allowDeselect={false}
            {...form.getInputProps('audience')}
            description={v.audience === VoucherAudience.BIRTHDAY ? t`Applies only in the customer's birthday month.` : undefined}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Discount type`}
            data={[{ value: VoucherType.PERCENT, label: t`Percentage` }, { value: VoucherType.AMOUNT, label: t`Amount` }]}
            allowDeselect={false}
            {...form.getInputProps('discountType')}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          {v.discountType === VoucherType.AMOUNT ? (
            <MoneyInput label={t`Value`} required symbol={props.moneySymbol} value={v.value} onChange={(c) => form.setFieldValue('value', c ?? 0)} error={form.errors.value} size="md" />
          ) : (
            <NumberInput label={t`Percent`} required min={0} max={100} decimalScale={3} suffix="%" {...form.getInputProps('percent')} size="md" />
          )}
          <Select
            label={t`Kind`}
            data={Object.values(VoucherKind).map((k) => ({ value: k, label: i18n._(kindLabels[k]) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          {v.kind === VoucherKind.MONEY ? (
            <MultiSelect
              label={t`Services`}
              description={t`None chosen: the whole bill.`}
              placeholder={v.serviceIds.length === 0 ? t`The whole bill` : undefined}
              data={[...services, ...others]}
              searchable
              clearable
              {...form.getInputProps('serviceIds')}
              size="md"
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <MultiSelect
              label={t`Packages`}
              description={t`A package voucher discounts the lines booked in these packages; none chosen: every package.`}
              placeholder={v.packageIds.length === 0 ? t`Every package` : undefined}
              data={[...packages, ...otherPackages]}
              searchable
              clearable
              {...form.getInputProps('packageIds')}
              size="md"
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Stack>
        <Stack gap="md">
          <Select
            label={t`Branch`}
            data={[{ value: THIS_BRANCH, label: voucher?.branchName ?? props.branchName }, { value: EVERY_BRANCH, label: t`All branches` }]}
            allowDeselect={false}
            value={v.branchId === null ? EVERY_BRANCH : THIS_BRANCH}
            onChange={(choice) => form.setFieldValue('branchId', choice === EVERY_BRANCH ? null : (voucher?.branchId ?? props.branchId))}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group
            label={t`Customer`}
            value={oneCustomer ? 'one' : 'all'}
            onChange={(choice) => {
              setOneCustomer(choice === 'one');
              if (choice !== 'one') {
                form.setFieldValue('customerId', null);
                setCustomerText('');
              }
            }}
          >
            <Stack gap={6} mt={4}>
              <Radio value="all" label={t`All customers`} />
              <Radio value="one" label={t`One customer`} />
            </Stack>
          </Radio.Group>
          {oneCustomer ? (
            <CustomerSearchInput
              label={t`Customer phone or name`}
              placeholder={t`Name or phone`}
              value={customerText}
              onType={(text) => {
                setCustomerText(text);
                form.setFieldValue('customerId', null);
              }}
              onPick={(option) => {
                setCustomerText(option.label);
                form.setFieldValue('customerId', option.value);
              }}
              branchId={props.branchId}
              customerId={v.customerId}
              online={online}
              error={form.errors.customerId}
              required
            />
          ) : null}
          <SimpleGrid cols={2} spacing="sm">
            <TextInput type="date" label={t`Start date`} {...form.getInputProps('startDate')} size="md" />
            <TextInput type="date" label={t`End date`} {...form.getInputProps('endDate')} size="md" />
          </SimpleGrid>
          <NumberInput
            label={t`Number of uses`}
            description={t`Empty: unlimited.`}
            min={1}
            allowDecimal={false}
            value={v.maxUses ?? ''}
            onChange={(n) => form.setFieldValue('maxUses', typeof n === 'number' ? n : null)}
            error={form.errors.maxUses}
            size="md"
          />
          <Switch label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} size="md" />
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
