/** Toasts: green for success, red for API errors (translated code, server text, or generic). */
import { notifications } from '@mantine/notifications';
import { i18n, type I18n } from '@lingui/core';
import { loadErrorWording, type ErrorWording } from '../i18n/error-wording';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}

type FailureToast = {
  title?: string;
  /** Lets a repeating failure (polling) replace its toast instead of stacking. */
  id?: string;
  autoClose?: number;
};

/** A red toast in the words `describe` picks, once the error wording has loaded (the first failure fetches it). */
export function notifyFailure(describe: (wording: ErrorWording, i18n: I18n) => string, options: FailureToast = {}): Promise<void> {
  return loadErrorWording().then((wording) => {
    notifications.show({ id: options.id, color: 'red', title: options.title, message: describe(wording, i18n), autoClose: options.autoClose ?? 6000 });
  });
}

export function notifyError(error: unknown, options: Omit<FailureToast, 'autoClose'> = {}): void {
  void notifyFailure((wording) => wording.describeError(error, i18n), options);
}
