/**
 * Create or edit a checkout method: code (fixed once created), name, priority, default and
 * active, validated with the shared checkoutMethodValuesSchema. The default method cannot be
 * deactivated or stop being the default here: the spec's message says to make another method
 * the default first, as soon as the switch moves.
 */
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  CHECKOUT_CODE_MAX,
  CHECKOUT_NAME_MAX,
  CHECKOUT_PRIORITY_MAX,
  checkoutMethodValuesSchema,
  EMPTY_CHECKOUT_METHOD_VALUES,
  normaliseCheckoutCode,
  type CheckoutMethodValues,
} from '../../domain/catalogue/checkout-method';
import type { CheckoutMethodRow } from '../../domain/catalogue/contract';
import { createCheckoutMethod, updateCheckoutMethod } from '../../data/catalogue';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';
import { defaultRuleRefusal } from './default-rule';

export const CHECKOUT_METHOD_FORM_ID = 'checkout-method-form';

export function CheckoutMethodForm(props: { method: CheckoutMethodRow | null; branchId: string | null; onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { method } = props;
  const state = useAdminForm({
    formId: CHECKOUT_METHOD_FORM_ID,
    schema: checkoutMethodValuesSchema,
    initialValues: method
      ? { code: method.code, name: method.name, priority: method.priority, isDefault: method.isDefault, active: method.active }
      : EMPTY_CHECKOUT_METHOD_VALUES,
    kind: method ? SavedKind.UPDATE : SavedKind.CREATE,
    save: async (values: CheckoutMethodValues) => {
      const flags = { name: values.name.trim(), priority: values.priority ?? 0, isDefault: values.isDefault, active: values.active };
      if (method) await updateCheckoutMethod({ id: method.id, ...flags }, props.branchId);
      else await createCheckoutMethod({ code: normaliseCheckoutCode(values.code), ...flags }, props.branchId);
    },
    onSaved: props.onSaved,
  });
  const { form } = state;
  const refusal = method ? defaultRuleRefusal(method, form.values, i18n) : null;

  return (
    <AdminForm state={state} onCancel={props.onCancel} refusal={refusal}>
      <TextInput
        label={t`Code`}
        required
        readOnly={method !== null}
        maxLength={CHECKOUT_CODE_MAX}
        {...form.getInputProps('code')}
        onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
        size="md"
      />
      <TextInput label={t`Name`} required maxLength={CHECKOUT_NAME_MAX} {...form.getInputProps('name')} size="md" />
      <NumberInput
        label={t`Priority`}
        required
        min={0}
        max={CHECKOUT_PRIORITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={form.values.priority ?? ''}
        onChange={(v) => form.setFieldValue('priority', typeof v === 'number' ? v : v === '' ? null : Number(v))}
        error={form.errors.priority}
        size="md"
      />
      <Switch label={t`Default`} {...form.getInputProps('isDefault', { type: 'checkbox' })} size="md" />
      <Switch label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} size="md" />
    </AdminForm>
  );
}
