/**
 * Which forms on screen hold changes not yet saved. Actions that would throw them away
 * (switching branch, closing the tab) ask first, as the spec requires.
 */
import { useEffect } from 'react';

const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Whether this one form holds changes not yet saved (its window asks before closing). */
export function isFormDirty(formId: string): boolean {
  return dirtyForms.has(formId);
}

function warnOnUnload(event: BeforeUnloadEvent): void {
  if (hasUnsavedChanges()) event.preventDefault();
}

/** Registers a form's dirty state while it is mounted. */
export function useUnsavedChanges(formId: string, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    dirtyForms.add(formId);
    window.addEventListener('beforeunload', warnOnUnload);
    return () => {
      dirtyForms.delete(formId);
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', warnOnUnload);
    };
  }, [formId, dirty]);
}
