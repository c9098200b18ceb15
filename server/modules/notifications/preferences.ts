import type { Static } from '@sinclair/typebox';
import type { NotificationChannel, NotificationKind } from '../../db/schema';
import type { NotificationPreferencesBody, NotificationPreferencesSchema } from './schemas';

export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
export type PreferencesChange = Static<typeof NotificationPreferencesBody>;
export type Channels = Record<NotificationKind, NotificationChannel>;
/** An optional kind of mail: each sender of one names its topic (NotificationsService.sendOptional). */
export type OptionalMailTopic = 'newsletter' | 'newContent' | 'commentReplies';

/**
 * Where each kind reaches a user who never chose: by e-mail what they would miss (their creators' new posts, a
 * renewal coming or failed, money in or out), on the site only what happens often or is already mailed.
 */
export const CHANNEL_DEFAULTS: Channels = {
  new_content: 'email',
  comment_reply: 'email',
  comment_liked: 'site',
  purchase_completed: 'email',
  purchase_refunded: 'email',
  subscription_renewed: 'site',
  subscription_renewing: 'email',
  subscription_failed: 'email',
  subscription_expired: 'email',
  new_subscriber: 'email',
  sale: 'email',
  comment_on_content: 'site',
  subscription_cancelled: 'site',
  application_decided: 'email',
  report_decided: 'site',
  payout_sent: 'email',
  tip_received: 'email',
};

/**
 * Kinds whose e-mail goes its own way (the hourly "new from ..." mail per creator; the application decision's own
 * mail): the notifications digest never mails them.
 */
export const OWN_MAIL: ReadonlySet<NotificationKind> = new Set(['new_content', 'application_decided']);

/** The two e-mail switches that existed before the channels, as their kinds. */
const TOPIC_KINDS: Partial<Record<OptionalMailTopic, NotificationKind>> = { newContent: 'new_content', commentReplies: 'comment_reply' };

/** What a user's row keeps (no row: every default). */
export interface StoredPreferences {
  newsletter: boolean;
  massMessages: boolean;
  channels: Partial<Channels>;
}

/** A user's whole choice, from what they changed (the kinds they set; the rest default). */
export function preferencesOf(stored: StoredPreferences | null): NotificationPreferences {
  const channels = { ...CHANNEL_DEFAULTS, ...(stored?.channels ?? {}) };
  return {
    newsletter: stored?.newsletter ?? false,
    massMessages: stored?.massMessages ?? true,
    newContent: channels.new_content === 'email',
    commentReplies: channels.comment_reply === 'email',
    channels,
  };
}

/** The kinds' choices after a change: a switch of the old kind (newContent, commentReplies) sets its kind's e-mail on or off. */
export function changedChannels(current: Channels, change: PreferencesChange): Channels {
  const next = { ...current, ...(change.channels ?? {}) } as Channels;
  for (const [topic, kind] of Object.entries(TOPIC_KINDS) as Array<[OptionalMailTopic, NotificationKind]>) {
    const on = change[topic as 'newContent' | 'commentReplies'];
    if (on === true) next[kind] = 'email';
    else if (on === false && next[kind] === 'email') next[kind] = 'site';
  }
  return next;
}

/** Whether an optional mail of the topic goes to a user with these preferences. */
export function wantsMail(preferences: NotificationPreferences, topic: OptionalMailTopic): boolean {
  if (topic === 'newsletter') return preferences.newsletter;
  return preferences.channels[TOPIC_KINDS[topic]!] === 'email';
}
