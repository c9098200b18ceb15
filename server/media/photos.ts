import sharp from 'sharp';
import { MediaError } from './errors';

/** The formats a gallery photo may come in, as sharp names them. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
/** More pixels than this is refused before decoding: a small file can hold a huge picture (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 100_000_000;
/** The widths the site serves a photo at: the full photo's longest side, the grid's thumbnail, the blurred preview. */
export const PHOTO_FULL_EDGE = 2560;
export const PHOTO_THUMB_WIDTH = 480;
export const PHOTO_COVER_WIDTH = 640;
const BLUR_WIDTH = 48;

export interface PhotoRenditions {
  /** Upright size of the full photo as served. */
  width: number;
  height: number;
  /** WebP, metadata stripped: the full photo (longest side at most PHOTO_FULL_EDGE), its thumbnail, its blurred preview. */
  full: Buffer;
  thumb: Buffer;
  blur: Buffer;
}

/** A photo's header, read without decoding it: its format and upright size. Refuses what is not a photo or is too big. */
export async function photoHeader(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  // Only the header is read here: sharp's own pixel limit (which would fail the read) is replaced by ours, below.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) throw new MediaError('This file is not a photo this site can read.', 'NOT_AN_IMAGE', 415);
  if (!(PHOTO_FORMATS as readonly string[]).includes(meta.format))
    throw new MediaError(`Photos must be JPEG, PNG, WebP or GIF (this one is ${meta.format.toUpperCase()}).`, 'UNSUPPORTED_IMAGE', 415);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS)
    throw new MediaError(
      `This photo is ${meta.width} x ${meta.height} pixels: the site takes photos of up to ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
      'IMAGE_TOO_BIG',
      413,
    );
  const sideways = (meta.orientation ?? 1) >= 5;
  return { format: meta.format, width: sideways ? meta.height : meta.width, height: sideways ? meta.width : meta.height };
}

/**
 * What the site serves of an uploaded photo: turned upright by its EXIF orientation, with every piece of metadata
 * (location, camera, EXIF) left out, at the site's widths, and a blurred preview made here (a locked photo is never
 * sent whole to be blurred in the browser). The photo is decoded once; the smaller copies come from the full one.
 */
export async function renderPhoto(input: Buffer): Promise<PhotoRenditions> {
  await photoHeader(input);
  try {
    const { data: full, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS })
      .autoOrient()
      .resize({ width: PHOTO_FULL_EDGE, height: PHOTO_FULL_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const [thumb, blur] = await Promise.all([
      sharp(full).resize({ width: PHOTO_THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      blurredPreview(full),
    ]);
    return { width: info.width, height: info.height, full, thumb, blur };
  } catch {
    throw new MediaError('This photo is damaged or incomplete and cannot be read.', 'DAMAGED_IMAGE', 422);
  }
}

/** The blurred preview of a picture, small enough to show nothing: what a locked photo (or video) shows anyone. */
export function blurredPreview(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: BLUR_WIDTH }).blur(2).webp({ quality: 50 }).toBuffer();
}

/** A gallery's cover (public, on every card) from its full photo: card-sized, so never one of the protected files. */
export function photoCover(full: Buffer): Promise<Buffer> {
  return sharp(full).resize({ width: PHOTO_COVER_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
