/**
 * Create or edit a checkout method: code (fixed once created), name, priority, default and
 * active. The default method cannot be deactivated or stop being the default here: the spec's
 * message says to make another method the default first.
 */
import { useState, type FormEvent } from 'react';
import { Alert, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { FormFooter } from '../../components/FormFooter';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import {
  assertCheckoutMethodChange,
  CHECKOUT_CODE_MAX,
  CHECKOUT_NAME_MAX,
  CHECKOUT_PRIORITY_MAX,
  checkoutMethodProblems,
  EMPTY_CHECKOUT_METHOD_VALUES,
  normaliseCheckoutCode,
  type CheckoutMethodField,
  type CheckoutMethodValues,
} from '../../domain/catalogue/checkout-method';
import type { FieldProblems } from '../../domain/catalogue/form-rules';
import type { CheckoutMethodRow } from '../../domain/catalogue/contract';
import { isAppError } from '../../domain/errors';
import { createCheckoutMethod, updateCheckoutMethod } from '../../data/catalogue';
import { describeCode, describeError } from '../i18n/error-messages';
import { formInvalid } from '../catalogue/form-invalid';
import { problemText } from '../i18n/problem-text';

export function CheckoutMethodForm(props: { method: CheckoutMethodRow | null; branchId: string | null; onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { method } = props;
  const [initial] = useState<CheckoutMethodValues>(() =>
    method ? { code: method.code, name: method.name, priority: method.priority, isDefault: method.isDefault, active: method.active } : EMPTY_CHECKOUT_METHOD_VALUES,
  );
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems<CheckoutMethodField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges('checkout-method-form', JSON.stringify(values) !== JSON.stringify(initial) && !busy);

  // The default rule, as the server applies it, shown as soon as the switch moves.
  let refusal: string | null = null;
  if (method) {
    try {
      assertCheckoutMethodChange(method, values);
    } catch (error) {
      if (!isAppError(error)) throw error;
      refusal = describeCode(error.code, i18n);
    }
  }

  const set = <F extends CheckoutMethodField>(field: F, value: CheckoutMethodValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const error = (field: CheckoutMethodField) => problemText(problems[field], i18n);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refusal) return;
    const sent = { ...values, code: normaliseCheckoutCode(values.code), name: values.name.trim() };
    const found = checkoutMethodProblems(sent);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure(i18n._(formInvalid));
      return;
    }
    setBusy(true);
    try {
      const flags = { name: sent.name, priority: sent.priority ?? 0, isDefault: sent.isDefault, active: sent.active };
      if (method) await updateCheckoutMethod({ id: method.id, ...flags }, props.branchId);
      else await createCheckoutMethod({ code: sent.code, ...flags }, props.branchId);
      props.onSaved();
    } catch (err) {
      setFailure(describeError(err, i18n));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Code`}
          required
          readOnly={method !== null}
          value={values.code}
          maxLength={CHECKOUT_CODE_MAX}
          onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
          error={error('code')}
          size="md"
        />
        <TextInput label={t`Name`} required value={values.name} maxLength={CHECKOUT_NAME_MAX} onChange={(e) => set('name', e.currentTarget.value)} error={error('name')} size="md" />
        <NumberInput
          label={t`Priority`}
          required
          min={0}
          max={CHECKOUT_PRIORITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={values.priority ?? ''}
          onChange={(v) => set('priority', typeof v === 'number' ? v : v === '' ? null : Number(v))}
          error={error('priority')}
          size="md"
        />
        <Switch label={t`Default`} checked={values.isDefault} onChange={(e) => set('isDefault', e.currentTarget.checked)} size="md" />
        <Switch label={t`Active`} checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} error={error('active')} size="md" />
        {refusal ? (
          <Alert color="orange" role="alert" variant="light">
            {refusal}
          </Alert>
        ) : null}
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} saveDisabled={refusal !== null} />
      </Stack>
    </form>
  );
}
