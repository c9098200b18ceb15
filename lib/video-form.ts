import { centsFromInput, priceProblem } from './price-input';
import type { CreateVideo } from '../types/video';

// The "Upload video" form's values as typed, their checks (the server's limits, said before sending) and the body of
// the draft it creates. The file itself goes by tus (lib/uploads).

export type VideoAccess = CreateVideo['access'];

export interface VideoFormValues {
  title: string;
  description: string;
  access: VideoAccess;
  /** In the site's currency, for pay-per-view. */
  price: string;
  /** Where the public 5 s teaser starts, as "m:ss" or seconds; empty: the start of the video. */
  teaserStart: string;
}

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

export const emptyVideoForm: VideoFormValues = { title: '', description: '', access: 'subscribers', price: '', teaserStart: '' };

const TEASER_START = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,5}))$/;

/** "1:30" or "90" -> 90; "" -> 0; null when it is neither. */
export function secondsFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const match = TEASER_START.exec(trimmed);
  if (!match) return null;
  return match[3] !== undefined ? Number(match[3]) : Number(match[1]) * 60 + Number(match[2]);
}

/** Every field's problem, if any (none: the form may be sent). */
export function checkVideoForm(values: VideoFormValues, file: File | null): VideoFormErrors {
  const errors: VideoFormErrors = {};
  if (!file) errors.file = 'Choose the video file.';
  else if (file.size === 0) errors.file = 'This file is empty.';
  const title = values.title.trim();
  if (!title) errors.title = 'Give the video a title.';
  else if (title.length > 200) errors.title = 'A title has at most 200 characters.';
  if (values.description.length > 5000) errors.description = 'A description has at most 5000 characters.';
  if (values.access === 'sale') {
    const price = priceProblem(values.price);
    if (price) errors.price = price;
  }
  const start = secondsFromInput(values.teaserStart);
  if (start === null || start > 86_400) errors.teaserStart = 'Say where the teaser starts as minutes:seconds (1:30) or seconds (90).';
  return errors;
}

/** POST /performer/videos for checked values. */
export function createVideoBody(values: VideoFormValues): CreateVideo {
  const body: CreateVideo = { title: values.title.trim(), access: values.access };
  const description = values.description.trim();
  if (description) body.description = description;
  if (values.access === 'sale') body.price = centsFromInput(values.price)!;
  const start = secondsFromInput(values.teaserStart);
  if (start) body.teaserStartSeconds = start;
  return body;
}

/** What the file picker offers: videos by type, and the containers whose type browsers often leave blank. */
export const VIDEO_FILE_ACCEPT = 'video/*,.mp4,.m4v,.mov,.mkv,.webm,.avi';
