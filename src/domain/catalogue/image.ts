/**
 * Uploaded pictures (gift card backgrounds, product photos): which files are accepted and
 * how big. The type is read from the file's first bytes, never from its name or the header
 * the browser sent, so a page or a script cannot pass as a picture.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const ImageType = { JPEG: 'image/jpeg', PNG: 'image/png', WEBP: 'image/webp', GIF: 'image/gif' } as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];
export const IMAGE_TYPES: readonly ImageType[] = Object.values(ImageType);

/** For the file picker's accept attribute. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

/** The picture type by its magic number, or null when it is none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return ImageType.JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ImageType.PNG;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return ImageType.GIF;
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return ImageType.WEBP;
  return null;
}

/** What the browser can check before sending: the declared type and the size. */
export function isAcceptableImageFile(file: { type: string; size: number }): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= IMAGE_MAX_BYTES;
}

/** Where a stored picture is served (signed-in users of its tenant only). */
export const IMAGE_PATH_PREFIX = '/api/tenant/public/image';

export function imageUrl(imageId: string): string {
  return `${IMAGE_PATH_PREFIX}/${imageId}`;
}

/** The built-in gift card background when none was uploaded (precached with the app). */
export const DEFAULT_GIFT_CARD_IMAGE = '/images/gift-card-default.svg';
