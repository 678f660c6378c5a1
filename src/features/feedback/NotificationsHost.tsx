/**
 * Mantine's toast container, fetched with the first toast: most screens open without one, and the
 * container with its transitions is not needed to draw them (issue 18: the first load). A toast
 * shown before the container arrives waits in Mantine's store and appears once it is mounted.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { useLatch } from '../../components/use-latch';

const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })));

function anyToast(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = notificationsStore.subscribe(onChange);
  return () => void unsubscribe();
}

export function NotificationsHost() {
  const shown = useSyncExternalStore(subscribe, anyToast, () => false);
  // Once mounted it stays, so the last toast still slides out.
  if (!useLatch(shown)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
