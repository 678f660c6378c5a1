/**
 * Which refused booking change is open in the booking form. The form lives outside the Sync
 * panel (which closes so the form has the screen), so the panel's card and the form share this.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let openId: string | null = null;

function set(next: string | null): void {
  openId = next;
  for (const l of listeners) l();
}

export function openRefusedEdit(mutationId: string): void {
  set(mutationId);
}

export function closeRefusedEdit(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRefusedEdit(): string | null {
  return useSyncExternalStore(subscribe, () => openId, () => openId);
}
