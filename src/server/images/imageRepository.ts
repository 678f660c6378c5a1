import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { sniffImageType, IMAGE_MAX_BYTES, type ImageType } from '../../domain/catalogue/image';
import { newId } from '../auth/tokens';

export type StoredImage = { id: string; contentType: ImageType; bytes: Uint8Array };

/** Stores a picture after checking its real type and size; returns its id. */
export async function storeImage(
  db: Db,
  input: { tenantId: string; bytes: Uint8Array; userId: string | null; now: Date },
): Promise<string> {
  const type = sniffImageType(input.bytes);
  if (!type || input.bytes.length === 0 || input.bytes.length > IMAGE_MAX_BYTES) throw new AppError(ErrorCode.IMAGE_INVALID);
  const id = newId();
  await db.query(
    `INSERT INTO stored_image (id, tenant_id, content_type, byte_size, bytes, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, input.tenantId, type, input.bytes.length, Buffer.from(input.bytes), input.userId, input.now],
  );
  return id;
}

export async function findImage(db: Db, tenantId: string, id: string): Promise<StoredImage | null> {
  const row = await db.maybeOne<{ id: string; content_type: ImageType; bytes: Uint8Array }>(
    `SELECT id, content_type, bytes FROM stored_image WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return row ? { id: row.id, contentType: row.content_type, bytes: row.bytes } : null;
}

/** A picture no record points to any more (replaced or its record deleted). */
export async function deleteImage(db: Db, tenantId: string, id: string | null): Promise<void> {
  if (!id) return;
  await db.query(`DELETE FROM stored_image WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
}
