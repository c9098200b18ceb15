import type { Static } from '@sinclair/typebox';
import type { NotificationPreferencesSchema } from './schemas';

export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
/** An optional kind of mail: each sender of one names its topic (NotificationsService.sendOptional). */
export type OptionalMailTopic = keyof NotificationPreferences;

/** A user who never chose: marketing only when asked for (opt-in), what they follow and replies to them yes. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { newsletter: false, newContent: true, commentReplies: true };
