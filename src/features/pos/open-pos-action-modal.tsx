/**
 * Opens the Pay-in / Pay-out form in a 600 px modal that a stray tap on the mask cannot
 * close (the cashier may be holding cash). Used for new records, for editing a refused one,
 * and for a tip payout from the money drawer (titled for the technician, capped at what is owed).
 */
import { lazy, Suspense } from 'react';
import { modals } from '@mantine/modals';
import { i18n } from '@lingui/core';
import { transactionTypeLabels } from './pos-action-labels';
import type { PosActionFormValues } from './PosActionForm';
import type { Cents } from '../../domain/money';
import { WindowLoading } from '../../components/WindowLoading';
import { withAllMessages } from '../i18n/activate-language';

// The form (with the money input) is fetched on the first opening, not with the header that
// offers it on every screen (bench finding 5).
const PosActionForm = lazy(() => withAllMessages(import('./PosActionForm')).then((m) => ({ default: m.PosActionForm })));

export function openPosActionModal(options: {
  type: 'IN' | 'OUT' | 'TIP_PAYOUT';
  /** Instead of the type's name. */
  title?: string;
  initial?: PosActionFormValues;
  limit?: { cents: Cents; text: string };
  /** Opened over the money drawer: above it (200) and the windows opened from it (300). */
  overDrawer?: boolean;
  /** Resolves once saved (and printed); the modal then closes. Throws to keep it open. */
  onSave: (values: PosActionFormValues) => Promise<void>;
}): void {
  const id = modals.open({
    title: options.title ?? i18n._(transactionTypeLabels[options.type]),
    size: 600,
    ...(options.overDrawer ? { zIndex: 400 } : {}),
    closeOnClickOutside: false,
    children: (
      <Suspense fallback={<WindowLoading />}>
        <PosActionForm
          initial={options.initial}
          limit={options.limit}
          onCancel={() => modals.close(id)}
          onSubmit={async (values) => {
            await options.onSave(values);
            modals.close(id);
          }}
        />
      </Suspense>
    ),
  });
}
