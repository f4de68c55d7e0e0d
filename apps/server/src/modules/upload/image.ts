import sharp from 'sharp';

export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * Recognises PNG, JPEG and WebP by their first bytes; the declared type and file name are
 * never trusted.
 *
 * @example sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export const MAX_IMAGE_EDGE = 1024;

/**
 * Decodes and re-encodes as WebP: applies the EXIF orientation, bounds the size, and drops every
 * metadata block (EXIF, GPS, XMP, ICC) because sharp keeps none unless asked to.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize(MAX_IMAGE_EDGE, MAX_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
