import sharp from 'sharp';
import { MediaError } from './errors';

export interface ThumbnailSize {
  name: string;
  /** Target width in pixels; the height follows the aspect ratio. Smaller images are never enlarged. */
  width: number;
  /** webp quality, default 80 */
  quality?: number;
}

/** "thumb" for lists and cards, "large" for detail pages and lightboxes. */
export const DEFAULT_THUMBNAIL_SIZES: readonly ThumbnailSize[] = [
  { name: 'thumb', width: 480 },
  { name: 'large', width: 1280 },
];

export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  contentType: 'image/webp';
  buffer: Buffer;
}

export interface Thumbnails {
  /** The upright size of the original (EXIF rotation applied) and its format. */
  original: { width: number; height: number; format: string };
  variants: Record<string, ImageVariant>;
}

/** Formats we accept from users. SVG is refused: it is a document, not a picture. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Width and height of an image, upright; throws MediaError (400 NOT_AN_IMAGE) for anything else. */
export async function imageInfo(input: Buffer): Promise<{ width: number; height: number; format: string }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new MediaError('The file is not an image we can read (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF).', 'NOT_AN_IMAGE');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new MediaError(
      `Images must be JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF${meta.format ? ` (this one is ${meta.format.toUpperCase()})` : ''}.`,
      'NOT_AN_IMAGE',
    );
  }
  const sideways = (meta.orientation ?? 1) >= 5;
  return { width: sideways ? meta.height : meta.width, height: sideways ? meta.width : meta.height, format: meta.format };
}

/**
 * Web-sized WebP copies of an uploaded image (default: 480 px "thumb" and 1280 px "large"), keeping the aspect
 * ratio, turned upright by its EXIF orientation, with metadata (GPS, camera) stripped.
 * Throws MediaError (400, NOT_AN_IMAGE) for anything that is not a picture.
 */
export async function makeThumbnails(input: Buffer, sizes: readonly ThumbnailSize[] = DEFAULT_THUMBNAIL_SIZES): Promise<Thumbnails> {
  const original = await imageInfo(input);
  const variants: Record<string, ImageVariant> = {};
  const base = sharp(input).autoOrient();
  try {
    for (const size of sizes) {
      const { data, info } = await base
        .clone()
        .resize({ width: Math.round(size.width), withoutEnlargement: true })
        .webp({ quality: size.quality ?? 80 })
        .toBuffer({ resolveWithObject: true });
      variants[size.name] = { name: size.name, width: info.width, height: info.height, contentType: 'image/webp', buffer: data };
    }
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw new MediaError('The image is damaged or incomplete and cannot be resized.', 'NOT_AN_IMAGE');
  }
  return { original, variants };
}
