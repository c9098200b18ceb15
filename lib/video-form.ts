import { categoriesProblem, descriptionProblem, inputFromTags, tagsFromInput, tagsProblem, titleProblem } from './content-rules';
import { centsFromInput, inputFromCents, priceProblem } from './price-input';
import type { CreateVideo, UpdateVideo } from '../types/video';
import type { OwnVideo } from '../types/studio';

// The Studio's video forms (upload, edit): their values as typed, their checks (lib/content-rules.ts, the server's
// own rules, said before sending) and the bodies they send. The file itself goes by tus (lib/uploads).

export type VideoAccess = CreateVideo['access'];

/** What the owner says about a video: both forms have these. */
export interface VideoDetailsValues {
  title: string;
  description: string;
  /** As typed: "summer, beach". */
  tags: string;
  categoryIds: string[];
  access: VideoAccess;
  /** In the site's currency, for pay-per-view. */
  price: string;
}

/** The upload form's values: the details, and where the teaser starts. */
export interface VideoFormValues extends VideoDetailsValues {
  /** Where the public 5 s teaser starts, as "m:ss" or seconds; empty: the start of the video. */
  teaserStart: string;
}

export type VideoDetailsErrors = Partial<Record<keyof VideoDetailsValues, string>>;
export type VideoFormErrors = Partial<Record<keyof VideoFormValues | 'file', string>>;

export const ACCESS_CHOICES: Array<{ value: VideoAccess; label: string }> = [
  { value: 'subscribers', label: 'Subscribers' },
  { value: 'sale', label: 'Pay-per-view' },
  { value: 'free', label: 'Free for everyone' },
];

/** "My holiday_clip.final.mp4" -> "My holiday clip.final": a first title the performer may keep. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, 200);
}

export const emptyVideoForm: VideoFormValues = { title: '', description: '', tags: '', categoryIds: [], access: 'subscribers', price: '', teaserStart: '' };

/** The edit form's first values: the video as it is. */
export function detailsOf(video: Pick<OwnVideo, 'title' | 'description' | 'tags' | 'categories' | 'access' | 'price'>): VideoDetailsValues {
  return {
    title: video.title,
    description: video.description ?? '',
    tags: inputFromTags(video.tags),
    categoryIds: video.categories.map((c) => c._id),
    access: video.access,
    price: video.access === 'sale' && video.price > 0 ? inputFromCents(video.price) : '',
  };
}

const TEASER_START = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,5}))$/;

/** "1:30" or "90" -> 90; "" -> 0; null when it is neither. */
export function secondsFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const match = TEASER_START.exec(trimmed);
  if (!match) return null;
  return match[3] !== undefined ? Number(match[3]) : Number(match[1]) * 60 + Number(match[2]);
}

/** Every detail's problem, if any, for an item of `kind` ("video", "gallery": the details of both are these). */
export function checkDetails(values: VideoDetailsValues, kind: string): VideoDetailsErrors {
  const problems: VideoDetailsErrors = {
    title: titleProblem(values.title, kind) ?? undefined,
    description: descriptionProblem(values.description) ?? undefined,
    tags: tagsProblem(tagsFromInput(values.tags)) ?? undefined,
    categoryIds: categoriesProblem(values.categoryIds) ?? undefined,
    price: values.access === 'sale' ? (priceProblem(values.price) ?? undefined) : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as VideoDetailsErrors;
}

export const checkVideoDetails = (values: VideoDetailsValues) => checkDetails(values, 'video');

/** The details and the teaser's start (the upload and edit forms' checks), with their problems. */
function checkDetailsAndTeaser(values: VideoFormValues): VideoFormErrors {
  const errors: VideoFormErrors = { ...checkVideoDetails(values) };
  const start = secondsFromInput(values.teaserStart);
  if (start === null || start > 86_400) errors.teaserStart = 'Say where the teaser starts as minutes:seconds (1:30) or seconds (90).';
  return errors;
}

/** Every field's problem in the upload form, if any (none: the form may be sent). */
export function checkVideoForm(values: VideoFormValues, file: File | null): VideoFormErrors {
  const errors: VideoFormErrors = {};
  if (!file) errors.file = 'Choose the video file.';
  else if (file.size === 0) errors.file = 'This file is empty.';
  return { ...errors, ...checkDetailsAndTeaser(values) };
}

/** Every field's problem in the edit form (the details and the teaser's start). */
export const checkVideoEdit = (values: VideoFormValues): VideoFormErrors => checkDetailsAndTeaser(values);

/** 90 -> "1:30": a start as the teaser field shows it ("" for the very start). */
export function inputFromSeconds(seconds: number): string {
  if (!seconds) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The edit form's first values: the video as it is, with where its teaser starts. */
export const editFormOf = (video: OwnVideo): VideoFormValues => ({ ...detailsOf(video), teaserStart: inputFromSeconds(video.teaserStartSeconds) });

/** The details as a PATCH sends them (videos, galleries), for checked values: every detail, as the form shows it. */
export interface DetailsBody {
  title: string;
  description: string;
  tags: string[];
  categoryIds: string[];
  access: VideoAccess;
  price?: number;
}

export function detailsBody(values: VideoDetailsValues): DetailsBody {
  const body: DetailsBody = {
    title: values.title.trim(),
    description: values.description.trim(),
    tags: tagsFromInput(values.tags),
    categoryIds: values.categoryIds,
    access: values.access,
  };
  if (values.access === 'sale') body.price = centsFromInput(values.price)!;
  return body;
}

/** The details as a creation sends them: what is empty is left out. */
export function newDetailsBody(values: VideoDetailsValues): Omit<DetailsBody, 'description' | 'tags' | 'categoryIds'> & Partial<DetailsBody> {
  const { description, tags, categoryIds, ...details } = detailsBody(values);
  return { ...details, ...(description && { description }), ...(tags.length && { tags }), ...(categoryIds.length && { categoryIds }) };
}

/** PATCH /performer/videos/:id for checked values (the teaser's start only when the form has one: the edit form). */
export function updateVideoBody(
  values: VideoDetailsValues & Partial<Pick<VideoFormValues, 'teaserStart'>>,
): UpdateVideo & Pick<CreateVideo, 'title' | 'access'> {
  const body: UpdateVideo & Pick<CreateVideo, 'title' | 'access'> = detailsBody(values);
  if (values.teaserStart !== undefined) body.teaserStartSeconds = secondsFromInput(values.teaserStart) ?? 0;
  return body;
}

/** POST /performer/videos for checked values. */
export function createVideoBody(values: VideoFormValues): CreateVideo {
  const body: CreateVideo = newDetailsBody(values);
  const start = secondsFromInput(values.teaserStart);
  if (start) body.teaserStartSeconds = start;
  return body;
}

/** What the file picker offers: videos by type, and the containers whose type browsers often leave blank. */
export const VIDEO_FILE_ACCEPT = 'video/*,.mp4,.m4v,.mov,.mkv,.webm,.avi';

/** Pictures the Studio offers as a video's poster (the server also takes GIF, whose animation a poster would lose). */
export const POSTER_FILE_ACCEPT = 'image/jpeg,image/png,image/webp';
