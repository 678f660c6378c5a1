/**
 * Opens the Pay-in / Pay-out form in a 600 px modal that a stray tap on the mask cannot
 * close (the cashier may be holding cash). Used for new records and for editing a refused one.
 */
import { lazy, Suspense } from 'react';
import { modals } from '@mantine/modals';
import { i18n } from '@lingui/core';
import { transactionTypeLabels } from './pos-action-labels';
import type { PosActionFormValues } from './PosActionForm';
import { WindowLoading } from '../../components/WindowLoading';
import { describeLocalFailure } from '../sync/describe-local-failure';

// The form (with the money input) is fetched on the first opening, not with the header that
// offers it on every screen (bench finding 5).
const PosActionForm = lazy(() => import('./PosActionForm').then((m) => ({ default: m.PosActionForm })));

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
      <Suspense fallback={<WindowLoading />}>
        <PosActionForm
          initial={options.initial}
          onCancel={() => modals.close(id)}
          describeFailure={(error) => describeLocalFailure(error, i18n)}
          onSubmit={async (values) => {
            await options.onSave(values);
            modals.close(id);
          }}
        />
      </Suspense>
    ),
  });
}
