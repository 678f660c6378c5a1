/**
 * The back office's words for what happened (spec part 2 §8): success toasts titled
 * "Notification", refusals titled "Warning", and the confirmation asked before a delete, a
 * change of status or throwing away what was typed.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifyError } from '../feedback/notify';

export const SavedKind = { CREATE: 'create', UPDATE: 'update', DELETE: 'delete', STATUS: 'status' } as const;
export type SavedKind = (typeof SavedKind)[keyof typeof SavedKind];

const savedMessages = {
  create: msg`Create success`,
  update: msg`Update success`,
  delete: msg`Delete success`,
  status: msg`Update success`,
} as const;

/** The spec's success toast: "Notification", then what was done. */
export function notifySaved(kind: SavedKind): void {
  notifications.show({ color: 'green', title: i18n._(msg`Notification`), message: i18n._(savedMessages[kind]), autoClose: 3000 });
}

/** A refusal the screen knows before asking the server (the default checkout method): "Warning". */
export function notifyWarning(message: string): void {
  notifications.show({ color: 'orange', title: i18n._(msg`Warning`), message, autoClose: 6000 });
}

/**
 * Asks first; on Confirm runs `act`, then toasts `kind` and calls `onDone`; a refusal (an
 * association, another tenant's record) is toasted in the server's words, translated.
 */
export function confirmThen(input: { title: string; message: string; confirmLabel: string; danger?: boolean; act: () => Promise<unknown>; kind: SavedKind; onDone: () => void }): void {
  modals.openConfirmModal({
    title: input.title,
    centered: true,
    children: <Text size="sm">{input.message}</Text>,
    labels: { confirm: input.confirmLabel, cancel: i18n._(msg`Cancel`) },
    confirmProps: input.danger ? { color: 'red' } : undefined,
    onConfirm: () => {
      input.act().then(
        () => {
          notifySaved(input.kind);
          input.onDone();
        },
        (error: unknown) => notifyError(error, { title: i18n._(msg`Warning`) }),
      );
    },
  });
}

/** The spec's delete confirmation, then the generic delete. */
export function confirmDelete(input: { title: string; message: string; remove: () => Promise<unknown>; onDeleted: () => void }): void {
  confirmThen({ title: input.title, message: input.message, confirmLabel: i18n._(msg`Delete`), danger: true, act: input.remove, kind: SavedKind.DELETE, onDone: input.onDeleted });
}

/** Closing a window over changes not saved: asks before throwing them away. */
export function confirmDiscard(onDiscard: () => void): void {
  modals.openConfirmModal({
    title: i18n._(msg`Discard your changes?`),
    centered: true,
    children: <Text size="sm">{i18n._(msg`What you typed in this form has not been saved.`)}</Text>,
    labels: { confirm: i18n._(msg`Discard`), cancel: i18n._(msg`Keep editing`) },
    confirmProps: { color: 'red' },
    onConfirm: onDiscard,
  });
}
