/**
 * The back office's one form convention, on @mantine/form: validated with the shared zod
 * schema of src/domain that the server parses with (each problem at its field, in the user's
 * language; "Please fill out this field" for a required one), the spec's invalid-form notice,
 * the saved-changes state (the changed flag reset after a save), the unsaved-changes warning
 * (closing the tab, switching branch, closing the window), the success toast, and a server
 * refusal (400 VALIDATION with its fields) shown at the fields. Offline, what was typed stays
 * and Save says it waits for the connection: nothing is lost or sent half-way.
 */
import { useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { z } from '../../domain/schemas/zod';
import { ErrorCode } from '../../domain/errors';
import { isApiError, isOfflineError } from '../../data/api-client';
import { useOnline } from '../../data/use-online';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { describeError } from '../i18n/error-messages';
import { problemText } from '../i18n/problem-text';
import { notifySaved, SavedKind } from './admin-feedback';
import { formValidator } from './schema-messages';

export type AdminFormState<V extends Record<string, unknown>> = {
  form: UseFormReturnType<V>;
  /** The form element's onSubmit. */
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** Fields at fault: the spec's "Whoops! …" notice shows. */
  invalid: boolean;
  /** A refusal that is no field's (Code already exists, the server unreachable mid-save): its words. */
  failure: string | null;
  online: boolean;
  /** Changed since it was loaded or last saved. */
  dirty: boolean;
  /** Saved, and unchanged since. */
  saved: boolean;
  formId: string;
};

export function useAdminForm<V extends Record<string, unknown>, R>(options: {
  /** Names the form for the unsaved-changes warning (one per window). */
  formId: string;
  /** The shared schema of the values, from src/domain. */
  schema: z.ZodMiniType;
  initialValues: V;
  /** Create or update: decides the toast. */
  kind: typeof SavedKind.CREATE | typeof SavedKind.UPDATE;
  /** Sends the values (already valid by the schema). */
  save: (values: V) => Promise<R>;
  onSaved: (result: R, values: V) => void;
  /** Changes outside the form's fields (a picture chosen) that also count as unsaved. */
  extraDirty?: boolean;
}): AdminFormState<V> {
  const { i18n } = useLingui();
  const online = useOnline();
  const form = useForm<V>({ mode: 'controlled', initialValues: options.initialValues, validate: formValidator(options.schema, i18n) });
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dirty = form.isDirty() || (options.extraDirty ?? false);
  useUnsavedChanges(options.formId, dirty && !busy);

  /** A server refusal at the fields it names; the rest as the form's failure. */
  function showRefusal(error: unknown): void {
    if (isOfflineError(error)) {
      setFailure(null);
      return;
    }
    if (isApiError(error) && error.code === ErrorCode.VALIDATION) {
      const values = form.getValues();
      const keys = new Set([...Object.keys(error.fields), ...Object.keys(error.problems)]);
      const atFields = [...keys].filter((k) => Object.hasOwn(values, k));
      if (atFields.length > 0) {
        form.setErrors(Object.fromEntries(atFields.map((k) => [k, problemText(error.problems[k], i18n) ?? error.fields[k] ?? ''])));
        setInvalid(true);
        setFailure(null);
        return;
      }
    }
    setFailure(describeError(error, i18n));
  }

  const onSubmit = form.onSubmit(
    async (values) => {
      setInvalid(false);
      setFailure(null);
      if (!online) return;
      setBusy(true);
      try {
        const result = await options.save(values);
        form.resetDirty(values);
        setSaved(true);
        notifySaved(options.kind);
        options.onSaved(result, values);
      } catch (error) {
        showRefusal(error);
      } finally {
        setBusy(false);
      }
    },
    () => {
      setInvalid(true);
      setFailure(null);
    },
  );

  return { form, onSubmit, busy, invalid, failure, online, dirty, saved: saved && !dirty, formId: options.formId };
}
