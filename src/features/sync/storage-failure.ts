/**
 * Recognises "the disk is full" however it arrives: the engine's StorageFullError, or a raw
 * QuotaExceededError from IndexedDB that reached us unwrapped (Dexie nests it in `inner`).
 */
import { isQuotaError, isStorageFullError } from '../../data/storage-errors';

export function isStorageFull(error: unknown): boolean {
  return isStorageFullError(error) || isQuotaError(error);
}
