/**
 * Create or edit a payment method: name, type, the icon its tile shows, order, its discount
 * (a value or a percent off) and its fee (none, fixed or percent: never both), and status,
 * validated with the shared paymentMethodValuesSchema.
 */
import { Group, NumberInput, Radio, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { EMPTY_PAYMENT_METHOD_VALUES, paymentMethodValuesOf, paymentMethodValuesSchema, type PaymentMethodValues } from '../../domain/catalogue/payment-method';
import { DiscountKind, FeeKind, PAYMENT_METHOD_NAME_MAX, PAYMENT_METHOD_PRIORITY_MAX, PaymentMethodType, PERCENT_DECIMALS } from '../../domain/catalogue/payment-method-type';
import type { PaymentMethodRow } from '../../domain/catalogue/payment-method-contract';
import { savePaymentMethod } from '../../data/payment-methods';
import { MoneyInput } from '../../components/MoneyInput';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';
import { PAYMENT_METHOD_ICONS, PaymentMethodIconView } from '../payment/payment-method-icons';
import { feeKindLabels, iconLabels, typeLabels } from './payment-method-labels';

export const PAYMENT_METHOD_FORM_ID = 'payment-method-form';
const NO_ICON = '';

const numberOrNull = (v: string | number) => (typeof v === 'number' ? v : v === '' ? null : Number(v));

/** A value typed as cents or as a percent, by its kind (a change of kind starts it again at 0). */
function AmountInput(props: { label: string; percent: boolean; value: number | null; error: React.ReactNode; onChange: (v: number | null) => void }) {
  if (!props.percent) return <MoneyInput label={props.label} required value={props.value} onChange={props.onChange} error={props.error} size="md" />;
  return (
    <NumberInput
      label={props.label}
      required
      min={0}
      max={100}
      // Not clamped: a percent above 100 is refused under the field in the schema's words, not silently changed.
      clampBehavior="none"
      decimalScale={PERCENT_DECIMALS}
      allowNegative={false}
      suffix=" %"
      value={props.value ?? ''}
      onChange={(v) => props.onChange(numberOrNull(v))}
      error={props.error}
      size="md"
    />
  );
}

export function PaymentMethodForm(props: { method: PaymentMethodRow | null; branchId: string | null; onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { method } = props;
  const state = useAdminForm({
    formId: PAYMENT_METHOD_FORM_ID,
    schema: paymentMethodValuesSchema,
    initialValues: method ? paymentMethodValuesOf(method) : EMPTY_PAYMENT_METHOD_VALUES,
    kind: method ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values: PaymentMethodValues) => savePaymentMethod(method?.id ?? null, values, props.branchId),
    onSaved: props.onSaved,
  });
  const { form } = state;
  const v = form.values;

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <TextInput label={t`Name`} required maxLength={PAYMENT_METHOD_NAME_MAX} {...form.getInputProps('name')} size="md" />
      <Select
        label={t`Type`}
        required
        allowDeselect={false}
        data={Object.values(PaymentMethodType).map((type) => ({ value: type, label: i18n._(typeLabels[type]) }))}
        {...form.getInputProps('type')}
        size="md"
      />
      {v.type === PaymentMethodType.BIRTHDAY ? <Text size="sm" c="dimmed">{t`A birthday method can be chosen only in the customer's birthday month.`}</Text> : null}
      <Radio.Group label={t`Icon`} value={v.icon ?? NO_ICON} onChange={(icon) => form.setFieldValue('icon', PAYMENT_METHOD_ICONS.find((i) => i === icon) ?? null)}>
        <Group gap="md" mt={4}>
          <Radio value={NO_ICON} label={t`None`} />
          {PAYMENT_METHOD_ICONS.map((icon) => (
            <Radio
              key={icon}
              value={icon}
              label={
                <Group component="span" gap={4} wrap="nowrap">
                  <PaymentMethodIconView icon={icon} />
                  {i18n._(iconLabels[icon])}
                </Group>
              }
            />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label={t`Order`}
        description={t`Tiles show in this order at the counter.`}
        required
        min={0}
        max={PAYMENT_METHOD_PRIORITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={v.priority ?? ''}
        onChange={(value) => form.setFieldValue('priority', numberOrNull(value))}
        error={form.errors.priority}
        size="md"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="payment-method-discount">{t`Discount`}</Text>
        <SegmentedControl
          aria-labelledby="payment-method-discount"
          value={v.discountKind}
          onChange={(kind) => form.setValues({ discountKind: kind === DiscountKind.PERCENT ? DiscountKind.PERCENT : DiscountKind.VALUE, discount: 0 })}
          data={[{ value: DiscountKind.VALUE, label: t`Value` }, { value: DiscountKind.PERCENT, label: t`Percent` }]}
        />
        <AmountInput
          label={v.discountKind === DiscountKind.PERCENT ? t`Discount percent` : t`Discount amount`}
          percent={v.discountKind === DiscountKind.PERCENT}
          value={v.discount}
          error={form.errors.discount}
          onChange={(value) => form.setFieldValue('discount', value)}
        />
      </Stack>
      <Radio.Group label={t`Fee`} value={v.feeKind} onChange={(kind) => form.setValues({ feeKind: Object.values(FeeKind).find((k) => k === kind) ?? FeeKind.NONE, fee: 0 })}>
        <Group gap="md" mt={4}>
          {Object.values(FeeKind).map((kind) => (
            <Radio key={kind} value={kind} label={i18n._(feeKindLabels[kind])} />
          ))}
        </Group>
      </Radio.Group>
      {v.feeKind !== FeeKind.NONE ? (
        <AmountInput
          label={v.feeKind === FeeKind.PERCENT ? t`Fee percent` : t`Fee amount`}
          percent={v.feeKind === FeeKind.PERCENT}
          value={v.fee}
          error={form.errors.fee}
          onChange={(value) => form.setFieldValue('fee', value)}
        />
      ) : null}
      <Switch label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} size="md" />
    </AdminForm>
  );
}
