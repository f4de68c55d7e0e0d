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
/** The most pixels an upload may decode to (a small file can declare a huge canvas). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Why an image of an accepted type cannot be stored, to tell the uploader which it is. */
export type ImageProblem = { kind: 'unreadable' } | { kind: 'tooManyPixels'; width: number; height: number };

/**
 * Reads the declared size from the header alone (no decoding): a damaged header, or a canvas
 * over `MAX_INPUT_PIXELS`, is a problem the uploader must hear about by name.
 *
 * @example await checkImage(await makePng(64, 48)) // undefined
 */
export async function checkImage(input: Buffer): Promise<ImageProblem | undefined> {
  // No pixel limit here: the header is read, nothing decoded (sharp's default limit would make a
  // canvas over 268 megapixels look unreadable instead of too large).
  const meta = await sharp(input, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return { kind: 'unreadable' };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return { kind: 'tooManyPixels', width: meta.width, height: meta.height };
  return undefined;
}

/**
 * Decodes and re-encodes as WebP: applies the EXIF orientation, bounds the size, and drops every
 * metadata block (EXIF, GPS, XMP, ICC) because sharp keeps none unless asked to.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(MAX_IMAGE_EDGE, MAX_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
