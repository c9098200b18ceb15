import { MediaError, PHOTO_FORMATS, renderPhoto, type PhotoRenditions } from '../../media';
import { UploadRefusal } from '../uploads/resumable-uploads';
import type { PhotoFiles, PhotoKeys } from './photo-files';

/** file-type's names of the photo formats (PHOTO_FORMATS are sharp's). */
const PHOTO_TYPES = new Set(['jpg', 'png', 'webp', 'gif']);

export interface ProcessedPhoto {
  keys: PhotoKeys;
  bytes: number;
  width: number;
  height: number;
}

/**
 * A finished photo upload (a gallery's or a post's) made into what the site serves (PhotoRenditions: orientation
 * applied, metadata gone, the widths, the blurred preview) and stored. What is not a photo, a decompression bomb or a
 * damaged file is refused: `forget` removes what the upload was for, then the refusal is thrown.
 */
export async function processUploadedPhoto(
  files: PhotoFiles,
  upload: { type: string | null; storageKey: string },
  forget: () => Promise<void>,
): Promise<ProcessedPhoto> {
  const refuse = async (status: number, message: string): Promise<never> => {
    await forget();
    throw new UploadRefusal(status, message);
  };
  const { type } = upload;
  if (!type || !PHOTO_TYPES.has(type))
    await refuse(
      415,
      `This file is ${type ? `a ${type.toUpperCase()} file` : 'not a picture'}, not a photo (${PHOTO_FORMATS.map((f) => f.toUpperCase()).join(', ')}).`,
    );
  let renditions: PhotoRenditions;
  try {
    renditions = await renderPhoto(await files.readUpload(upload.storageKey));
  } catch (error) {
    if (error instanceof MediaError) return refuse(error.statusCode, error.message);
    throw error;
  }
  const stored = await files.store(renditions);
  return { ...stored, width: renditions.width, height: renditions.height };
}
