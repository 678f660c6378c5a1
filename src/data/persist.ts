/**
 * Ask the browser not to evict our IndexedDB under storage pressure: the day schedule and,
 * later, unsent changes live there. Asked once per page load; the browser remembers a grant.
 */
let asked = false;

export async function requestPersistentStorage(): Promise<boolean> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  asked = true;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
