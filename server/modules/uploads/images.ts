import sharp from 'sharp';
import { MediaError } from '../../media';
import { contentKey, publicKey, type FileStorage } from '../../storage';

/** Pictures users may upload (avatars, covers, comment images). SVG, AVIF, TIFF... are refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Larger images are refused before decoding (a small file can hold a huge picture). */
const MAX_PIXELS = 50_000_000;

export interface ImageShape {
  width: number;
  height: number;
  /** cover: crop to exactly width x height; inside: fit within, keep the aspect ratio, never enlarge. */
  fit: 'cover' | 'inside';
}

export const AVATAR_SHAPE: ImageShape = { width: 400, height: 400, fit: 'cover' };
export const COVER_SHAPE: ImageShape = { width: 1600, height: 500, fit: 'cover' };
export const COMMENT_IMAGE_SHAPE: ImageShape = { width: 1280, height: 1280, fit: 'inside' };
export const PRODUCT_IMAGE_SHAPE: ImageShape = { width: 1200, height: 1200, fit: 'inside' };
/** A video's poster, as large as the player shows it (its own shape kept: a portrait video's poster stays portrait). */
export const POSTER_SHAPE: ImageShape = { width: 1280, height: 1280, fit: 'inside' };

/** The upload as an upright WebP of the given shape; metadata stripped. 400 for anything but JPEG/PNG/WebP/GIF. */
export async function toWebp(input: Buffer, shape: ImageShape): Promise<Buffer> {
  if (input.length === 0) throw new MediaError('The file is empty.', 'EMPTY_FILE');
  const meta = await sharp(input)
    .metadata()
    .catch(() => null);
  const format = meta?.format;
  if (!format || !ACCEPTED.has(format) || !meta.width || !meta.height) {
    const what = format ? `this one is ${format.toUpperCase()}` : 'this file is not an image';
    throw new MediaError(`Only JPEG, PNG, WebP or GIF images are accepted (${what}).`, 'UNSUPPORTED_IMAGE');
  }
  if (meta.width * meta.height > MAX_PIXELS) throw new MediaError('The image has too many pixels (at most 50 megapixels).', 'IMAGE_TOO_BIG');
  try {
    return await sharp(input, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: shape.width, height: shape.height, fit: shape.fit, withoutEnlargement: shape.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new MediaError('The image is damaged or incomplete and cannot be resized.', 'NOT_AN_IMAGE');
  }
}

/** Stores a WebP under a content-addressed public key in `folder`; returns the key relative to the public area. */
export async function storePublicWebp(storage: FileStorage, folder: string, webp: Buffer): Promise<string> {
  const key = contentKey(folder, webp, 'webp');
  await storage.put(publicKey(key), webp, { contentType: 'image/webp', contentLength: webp.length });
  return key;
}

/** Removes a replaced public file (not when the new one has the same content-addressed key). Never throws. */
export async function removeReplaced(storage: FileStorage, oldKey: string | null | undefined, newKey: string | null): Promise<void> {
  if (!oldKey || oldKey === newKey) return;
  await storage.delete(publicKey(oldKey)).catch(() => undefined);
}
