import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { NO_IMAGE } from '../../domain/catalogue/paths';
import { deleteImage, storeImage } from './imageRepository';
import type { UploadedFile } from './multipart';

/**
 * The picture a save leaves on a record: a new file replaces the current one, the text
 * "null" removes it, the current id (or nothing) keeps it. A picture no longer used is
 * deleted in the same transaction.
 */
export async function applyImageChoice(
  tx: Db,
  input: { tenantId: string; userId: string; now: Date; file: UploadedFile | null; field: string | undefined; current: string | null },
): Promise<string | null> {
  let next: string | null;
  if (input.file) {
    next = await storeImage(tx, { tenantId: input.tenantId, bytes: input.file.bytes, userId: input.userId, now: input.now });
  } else if (input.field === NO_IMAGE) {
    next = null;
  } else if (input.field === undefined || input.field === '' || input.field === input.current) {
    next = input.current;
  } else {
    throw new AppError(ErrorCode.VALIDATION, { message: 'image: unknown picture', fields: { image: 'Unknown picture' } });
  }
  if (input.current && next !== input.current) await deleteImage(tx, input.tenantId, input.current);
  return next;
}
