/**
 * Typed errors of the tablet's storage and offline engine, for the UI to map to clear words.
 * IndexedDB writes run in transactions, so a failed write leaves everything stored before it
 * as it was: these errors only ever mean "this one change was not saved".
 */

/** The browser refused to store more (quota). Nothing already stored was lost. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('The tablet storage is full: this change was not saved.', { cause });
    this.name = 'StorageFullError';
  }
}

export function isStorageFullError(error: unknown): error is StorageFullError {
  return error instanceof StorageFullError;
}

/** The branch's cash checkout method is not on this tablet yet (never loaded online). */
export class NoCashMethodError extends Error {
  readonly branchId: string;
  constructor(branchId: string) {
    super('No cash checkout method is stored for this branch yet. Connect once to load it.');
    this.name = 'NoCashMethodError';
    this.branchId = branchId;
  }
}

export function isNoCashMethodError(error: unknown): error is NoCashMethodError {
  return error instanceof NoCashMethodError;
}

const QUOTA = 'QuotaExceededError';

/** Dexie wraps the DOMException (in `inner`), sometimes twice; browsers differ on the name. */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if ('name' in error && error.name === QUOTA) return true;
  // Legacy Safari/Firefox codes of the same failure.
  if ('code' in error && (error.code === 22 || error.code === 1014)) return true;
  if ('inner' in error && isQuotaError(error.inner, depth + 1)) return true;
  return 'cause' in error && isQuotaError(error.cause, depth + 1);
}

/** Runs a write; a quota failure becomes StorageFullError, anything else passes through. */
export async function guardStorage<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}
