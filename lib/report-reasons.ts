import type { ReportReason, ReportableType } from '../types/report';

/** The reasons a report form offers, in order, with what each means to the reporter. */
export const REPORT_REASON_OPTIONS: Array<{ value: ReportReason; label: string; hint: string }> = [
  { value: 'illegal', label: 'Illegal content', hint: 'Against the law where you are or where it was made.' },
  { value: 'underage', label: 'Someone under 18', hint: 'A person in it may be under 18.' },
  { value: 'non_consensual', label: 'Non-consensual', hint: 'Shared or made without a person’s consent.' },
  { value: 'copyright', label: 'Copyright', hint: 'It is your work, or someone else’s, used without permission.' },
  { value: 'spam', label: 'Spam', hint: 'Advertising, scams or repeated messages.' },
  { value: 'other', label: 'Something else', hint: 'Tell us in the note.' },
];

export const REPORT_REASON_LABELS = Object.fromEntries(REPORT_REASON_OPTIONS.map((o) => [o.value, o.label])) as Record<ReportReason, string>;

/** What the form calls each kind ("Report this video"). */
export const REPORTABLE_NOUNS: Record<ReportableType, string> = {
  video: 'video',
  gallery: 'gallery',
  photo: 'photo',
  product: 'product',
  creator_post: 'post',
  comment: 'comment',
  performer: 'profile',
  message: 'message',
};

export const REPORT_STATE_LABELS = { open: 'Being reviewed', removed: 'Removed', dismissed: 'Left up' } as const;

/** Where moderation left an item, in the words both its owner and the staff read. */
export const MODERATION_LOOKS = {
  held: { label: 'Held for review', color: 'gold' },
  taken_down: { label: 'Taken down', color: 'orange' },
  removed: { label: 'Removed (illegal)', color: 'red' },
} as const;
export type ModerationState = keyof typeof MODERATION_LOOKS;
