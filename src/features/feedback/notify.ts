/** Toasts: green for success, red for API errors (translated code, server text, or generic). */
import { notifications } from '@mantine/notifications';
import { i18n } from '@lingui/core';
import { describeError } from '../i18n/error-messages';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}

/** `id` lets a repeating failure (polling) replace its toast instead of stacking. */
export function notifyError(error: unknown, options: { title?: string; id?: string } = {}): void {
  notifications.show({
    id: options.id,
    color: 'red',
    title: options.title,
    message: describeError(error, i18n),
    autoClose: 6000,
  });
}
