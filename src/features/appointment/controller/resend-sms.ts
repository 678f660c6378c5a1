/**
 * "Resend SMS" from a card's menu: the server queues the confirmation SMS in its outbox.
 * It needs the network (the message leaves from the server), so offline it says so at once.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { isOfflineError } from '../../../data/api-client';
import { resendBookingSmsCall } from '../../../data/catalogue';
import { isOnline } from '../../../data/connection';
import { notifyError, notifySuccess } from '../../feedback/notify';

const needsNetwork = msg`Resending the SMS needs a connection. Try again when you are back online.`;

function offline(): void {
  notifications.show({ color: 'gray', title: i18n._(msg`Offline`), message: i18n._(needsNetwork), autoClose: 6000 });
}

export async function resendBookingSms(bookingId: string): Promise<void> {
  if (!isOnline()) return offline();
  try {
    await resendBookingSmsCall(bookingId);
    notifySuccess(i18n._(msg`The confirmation SMS will be sent again.`));
  } catch (error) {
    if (isOfflineError(error)) offline();
    else notifyError(error);
  }
}
