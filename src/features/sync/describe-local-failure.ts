/**
 * Why saving on this tablet failed. A full disk and a missing cash method are the local
 * failures staff can act on, so they get their own words; anything else falls back to the
 * shared error text.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isNoCashMethodError } from '../../data/storage-errors';
import { describeError } from '../i18n/error-messages';
import { isStorageFull } from './storage-failure';

export const storageFullMessage = msg`This tablet's storage is full. Free some space; nothing already saved was lost.`;
export const noCashMethodMessage = msg`The cash checkout method of this branch is not on this tablet yet. Connect once to load it.`;

export function describeLocalFailure(error: unknown, i18n: I18n): string {
  if (isStorageFull(error)) return i18n._(storageFullMessage);
  if (isNoCashMethodError(error)) return i18n._(noCashMethodMessage);
  return describeError(error, i18n);
}
