/**
 * Pay-in / Pay-out form: cash amount (required, > 0, capped as a typo guard) and an optional
 * note. The parent decides what saving means (a new record, or replacing a refused one), so
 * the same form serves "create" and the Needs-attention "Edit", and a tip payout (capped at
 * what the drawer owes the technician).
 */
import { useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import type { Cents } from '../../domain/money';
import { formatMoney } from '../../components/locale-format';
import { MAX_POS_VALUE_CENTS } from '../../domain/pos';
import { posActionCreateArgs } from '../../domain/pos-args';
import { valueProblemText } from '../i18n/value-problem-text';
import { describeLocalFailure } from '../sync/describe-local-failure';
import { CashAmountProblem, checkCashAmount } from './pos-form-rules';
import { FormFooter } from '../../components/FormFooter';
import { NoteField } from '../../components/NoteField';

export type PosActionFormValues = { value: Cents; note: string };

export function PosActionForm(props: {
  initial?: PosActionFormValues;
  onSubmit: (values: PosActionFormValues) => Promise<void>;
  onCancel: () => void;
  /** The most the amount may be here (a tip payout: what is owed), and what to say above it. */
  limit?: { cents: Cents; text: string };
}) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState<Cents | null>(props.initial?.value ?? null);
  const [note, setNote] = useState(props.initial?.note ?? '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = value !== (props.initial?.value ?? null) || note !== (props.initial?.note ?? '');
  useUnsavedChanges('pos-action-form', dirty && !busy);

  // The outbox's own schema: the form says what is wrong before anything is queued.
  const noteError = (text: string) => valueProblemText(posActionCreateArgs.shape.note, text, i18n);

  function amountMessage(problem: CashAmountProblem): string {
    switch (problem) {
      case CashAmountProblem.REQUIRED:
        return t`Please fill out this field`;
      case CashAmountProblem.NOT_POSITIVE:
        return t`The amount must be greater than 0`;
      case CashAmountProblem.TOO_LARGE:
        return t`The amount cannot be more than ${formatMoney(MAX_POS_VALUE_CENTS)}`;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkCashAmount(value);
    const overLimit = !problem && props.limit !== undefined && value !== null && value > props.limit.cents;
    setAmountError(problem ? amountMessage(problem) : overLimit ? (props.limit?.text ?? null) : null);
    setSubmitted(true);
    const noteProblem = noteError(note);
    setFailure(null);
    if (problem || overLimit || noteProblem || value === null) return;
    setBusy(true);
    try {
      await props.onSubmit({ value, note: note.trim() });
    } catch (error) {
      setFailure(describeLocalFailure(error, i18n));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <MoneyInput
          label={t`Cash amount`}
          required
          value={value}
          onChange={(cents) => {
            setValue(cents);
            if (amountError) setAmountError(null);
          }}
          error={amountError}
          size="md"
          data-autofocus
        />
        <NoteField value={note} onChange={setNote} error={submitted ? noteError(note) : null} />
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
