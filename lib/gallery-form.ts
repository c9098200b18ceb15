import { CONTENT_RULES } from './content-rules';
import { formatBytes } from './format';
import { checkDetails, detailsBody, detailsOf, newDetailsBody, type VideoDetailsErrors, type VideoDetailsValues } from './video-form';
import type { CreateGallery, OwnGallery, UpdateGallery } from '../types/gallery-studio';

// The Studio's gallery forms (new gallery, edit): their values as typed, their checks (lib/content-rules.ts, the
// server's own rules, said before sending) and the bodies they send; and what a chosen photo file must be.

/** A gallery's details are a video's (title, description, tags, categories, access, price): VideoDetailsFields edits both. */
export type GalleryFormValues = VideoDetailsValues;
export type GalleryFormErrors = VideoDetailsErrors;

/** Who may see a gallery, in the Studio's words. */
export const GALLERY_ACCESS: Record<OwnGallery['access'], string> = { free: 'Free', subscribers: 'Subscribers only', sale: 'For sale' };

export const emptyGalleryForm: GalleryFormValues = { title: '', description: '', tags: '', categoryIds: [], access: 'subscribers', price: '' };

/** The edit form's first values: the gallery as it is. */
export const galleryFormOf = (gallery: OwnGallery): GalleryFormValues => detailsOf(gallery);

/** Every field's problem, if any (none: the form may be sent). */
export const checkGalleryForm = (values: GalleryFormValues): GalleryFormErrors => checkDetails(values, 'gallery');

/** PATCH /performer/galleries/:id for checked values: every detail, as the form shows it. */
export const updateGalleryBody = (values: GalleryFormValues): UpdateGallery & Pick<CreateGallery, 'title' | 'access'> => detailsBody(values);

/** POST /performer/galleries for checked values: what is empty is left out. */
export const createGalleryBody = (values: GalleryFormValues): CreateGallery => newDetailsBody(values);

/** The photo formats the server takes (it reads the file's own bytes; these are what the browser says of them). */
export const PHOTO_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PHOTO_FILE_ACCEPT = PHOTO_FILE_TYPES.join(',');

/** The longest caption (PhotoCaptionBody's, from the same rule). */
export const CAPTION_MAX_LENGTH = CONTENT_RULES.caption.maxLength;

/**
 * What is wrong with a chosen file before it is sent, if anything: its type (when the browser knows it), empty, or
 * larger than the site's `uploadPhotoMaxBytes` (null while the limit is unknown: the server says it then).
 */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number | null): string | null {
  if (file.type && !(PHOTO_FILE_TYPES as readonly string[]).includes(file.type)) return 'This file is not a photo the site takes (JPEG, PNG, WebP or GIF).';
  if (file.size === 0) return 'This file is empty.';
  if (maxBytes !== null && file.size > maxBytes) return `This photo is ${formatBytes(file.size)}; the site takes photos up to ${formatBytes(maxBytes)}.`;
  return null;
}

/** `ids` with `id` moved to where `target` is (so after it when it came from before it, else before it). */
export function movedTo(ids: readonly string[], id: string, target: string): string[] {
  const to = ids.indexOf(target);
  if (id === target || to < 0 || !ids.includes(id)) return [...ids];
  const rest = ids.filter((each) => each !== id);
  rest.splice(to, 0, id);
  return rest;
}

/**
 * `ids` (every photo of the gallery) with `id` moved one place among those `shown` (-1: earlier, 1: later); photos
 * not shown keep their places. Unchanged at either end.
 */
export function movedBy(ids: readonly string[], shown: readonly string[], id: string, step: -1 | 1): string[] {
  const neighbour = shown[shown.indexOf(id) + step];
  return neighbour === undefined || !shown.includes(id) ? [...ids] : movedTo(ids, id, neighbour);
}
