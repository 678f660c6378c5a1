/**
 * Opens the Pay-in / Pay-out form in a 600 px modal that a stray tap on the mask cannot
 * close (the cashier may be holding cash). Used for new records and for editing a refused one.
 */
import { modals } from '@mantine/modals';
import { i18n } from '@lingui/core';
import { transactionTypeLabels } from './pos-action-labels';
import { PosActionForm, type PosActionFormValues } from './PosActionForm';
import { describeLocalFailure } from '../sync/describe-local-failure';

export function openPosActionModal(options: {
  type: 'IN' | 'OUT';
  initial?: PosActionFormValues;
  /** Resolves once saved (and printed); the modal then closes. Throws to keep it open. */
  onSave: (values: PosActionFormValues) => Promise<void>;
}): void {
  const id = modals.open({
    title: i18n._(transactionTypeLabels[options.type]),
    size: 600,
    closeOnClickOutside: false,
    children: (
      <PosActionForm
        initial={options.initial}
        onCancel={() => modals.close(id)}
        describeFailure={(error) => describeLocalFailure(error, i18n)}
        onSubmit={async (values) => {
          await options.onSave(values);
          modals.close(id);
        }}
      />
    ),
  });
}
