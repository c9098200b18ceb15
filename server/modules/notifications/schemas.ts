import { Type, type TOptional } from '@sinclair/typebox';
import { Body } from '../auth/schemas';
import { NOTIFICATION_KINDS } from './centre-schemas';
import { StringEnum } from '../../http/string-enum';

export const NOTIFICATION_CHANNELS = ['email', 'site', 'off'] as const;
/** email: on the site and by e-mail; site: on the site only; off: not at all. */
export const NotificationChannelSchema = StringEnum(NOTIFICATION_CHANNELS);

type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
type Channel = typeof NotificationChannelSchema;

/** Every kind's channel (the answer), or some of them (a change). */
const allChannels = Type.Object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, NotificationChannelSchema])) as Record<NotificationKind, Channel>, {
  additionalProperties: false,
});
const someChannels = Type.Object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Optional(NotificationChannelSchema)])) as Record<NotificationKind, TOptional<Channel>>,
  { additionalProperties: false },
);

/**
 * Where each kind of notification reaches the user, and the site's newsletter (GET /users/me/notification-preferences).
 * Account mails (links, security notices) are transactional: always sent, so they have no choice here.
 */
export const NotificationPreferencesSchema = Type.Object({
  /** News and offers from the site. */
  newsletter: Type.Boolean(),
  /** New videos, galleries, products and posts by e-mail (channels.new_content is 'email'). */
  newContent: Type.Boolean(),
  /** Others' comments where the user commented, by e-mail (channels.comment_reply is 'email'). */
  commentReplies: Type.Boolean(),
  /** Messages creators send to all their subscribers, followers or buyers (each arrives in a conversation). */
  massMessages: Type.Boolean(),
  channels: allChannels,
});

/** PUT /users/me/notification-preferences: what to change (the rest stays). newContent and commentReplies set their kinds' e-mail. */
export const NotificationPreferencesBody = Body({
  newsletter: Type.Optional(Type.Boolean()),
  newContent: Type.Optional(Type.Boolean()),
  commentReplies: Type.Optional(Type.Boolean()),
  massMessages: Type.Optional(Type.Boolean()),
  channels: Type.Optional(someChannels),
});
