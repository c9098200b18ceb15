import { Type } from '@sinclair/typebox';
import { CursorSchema } from '../../http/cursor-schema';
import { PerformerCardSchema } from '../catalogue/schemas';
import { StringEnum } from '../../http/string-enum';

// The notification centre's part of the API contract (TypeBox only: the web app imports these types).

export const NOTIFICATION_KINDS = [
  'new_content',
  'comment_reply',
  'comment_liked',
  'purchase_completed',
  'purchase_refunded',
  'subscription_renewed',
  'subscription_renewing',
  'subscription_failed',
  'subscription_expired',
  'new_subscriber',
  'sale',
  'comment_on_content',
  'subscription_cancelled',
  'application_decided',
  'report_decided',
  'payout_sent',
  'tip_received',
] as const;

export const NotificationKindSchema = StringEnum(NOTIFICATION_KINDS);

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  kind: NotificationKindSchema,
  /** The sentence, as the site says it ("Aria and 12 others subscribed to you"). */
  text: Type.String(),
  /** Where it leads on the site. */
  path: Type.String(),
  /** The latest few who did it (their avatars); empty for what no one did (a renewal). */
  actors: Type.Array(PerformerCardSchema),
  /** Events gathered in it (3 new items, 12 likes). */
  count: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});

export const NotificationsQuery = Type.Object({
  cursor: Type.Optional(CursorSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

export const NotificationsPageSchema = Type.Object({
  items: Type.Array(NotificationSchema),
  /** The next page's cursor; null at the end. */
  next: Type.Union([Type.String(), Type.Null()]),
  /** The cursor of the newest item shown: read-all with it reads what the user saw, not what came after. */
  top: Type.Union([Type.String(), Type.Null()]),
  unread: Type.Integer(),
});

export const UnreadSchema = Type.Object({ unread: Type.Integer() });

export const NotificationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** POST /notifications/read-all: up to the `top` of the page the user saw (absent: every unread one). */
export const ReadAllBody = Type.Object({ upTo: Type.Optional(CursorSchema) }, { additionalProperties: false });
