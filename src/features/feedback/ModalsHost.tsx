/**
 * Mantine's modals manager, fetched with the first `modals.open…` call: the board opens without a
 * confirmation, and the manager brings Mantine's Modal, its scroll lock and focus trap into the
 * first load (issue 18). `modals.*` only dispatch window events; until the manager is mounted
 * they are kept here and handed to it, in order, once it listens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ModalsProvider = lazy(() => import('./modals-provider').then((m) => ({ default: m.ModalsProvider })));

/** The events `modals` of @mantine/modals dispatches (its `createUseExternalEvents('mantine-modals')`). */
const MODAL_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal', 'closeModal', 'closeAllModals', 'updateModal', 'updateContextModal'].map((name) => `mantine-modals:${name}`);

type Early = { type: string; detail: unknown };

/** Calls made before the manager listens; null once it does. */
let early: Early[] | null = [];
const onWaiting = new Set<() => void>();

function keep(event: Event): void {
  if (!early || !(event instanceof CustomEvent)) return;
  early.push({ type: event.type, detail: event.detail });
  for (const notify of onWaiting) notify();
}

for (const type of MODAL_EVENTS) window.addEventListener(type, keep);

/** Inside the provider: its listeners are set in a layout effect, before this passive one runs. */
function HandOver() {
  useEffect(() => {
    const kept = early ?? [];
    early = null;
    for (const type of MODAL_EVENTS) window.removeEventListener(type, keep);
    for (const { type, detail } of kept) window.dispatchEvent(new CustomEvent(type, { detail }));
  }, []);
  return null;
}

export function ModalsHost() {
  const [wanted, setWanted] = useState(() => early === null || early.length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    onWaiting.add(want);
    // A call made between the first render and this effect.
    if (early === null || early.length > 0) want();
    return () => void onWaiting.delete(want);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <HandOver />
      </ModalsProvider>
    </Suspense>
  );
}
