import { Type } from '@sinclair/typebox';
import { MESSAGE_MAX } from '../../../lib/message-limits';
import { CursorSchema } from '../../http/cursor-schema';
import { SalePriceField } from '../catalogue/content-fields';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';
import { StringEnum } from '../../http/string-enum';

// Direct messages' part of the API contract (TypeBox only: the web app imports these types).

export { MESSAGE_MAX };

const MessageText = Type.String({ maxLength: MESSAGE_MAX * 4 });

/** Photos and videos of the sender's draft (uploaded to MESSAGE_PHOTO_UPLOADS_PATH, MESSAGE_VIDEO_UPLOADS_PATH), in the order they show. */
const AttachmentIds = Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50 });
/** What a message holds: text (may be empty with media), its photos and videos, and (a creator's, with media) a price to unlock them. */
const MessageFields = {
  body: MessageText,
  attachments: Type.Optional(AttachmentIds),
  priceCents: Type.Optional(SalePriceField),
};
/** POST /messages: to a person (starting the conversation, or continuing it). */
export const SendToBody = Type.Object({ to: Type.String({ format: 'uuid' }), ...MessageFields }, { additionalProperties: false });
/** POST /conversations/:id/messages */
export const SendBody = Type.Object(MessageFields, { additionalProperties: false });
export type MessageContent = { body: string; attachments?: string[]; priceCents?: number };
export const ConversationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const MessageParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const PageQuery = Type.Object({ cursor: Type.Optional(CursorSchema), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
/** POST /conversations/:id/read: read up to this message (the newest one shown). */
export const ReadBody = Type.Object({ upTo: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const MessageSchema = Type.Object({
  _id: Type.String(),
  conversationId: Type.String(),
  senderId: Type.String(),
  /** Plain text as written: clients escape it (and may link its addresses), never render it as HTML. Empty once deleted. */
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  deleted: Type.Boolean(),
  /** Hidden by the staff after a report (its text withheld, for both sides). */
  moderated: Type.Boolean(),
  /** A tip the sender paid, shown in the conversation (its message is the body). */
  tip: Nullable(Type.Object({ amountCents: Type.Integer(), currency: Type.String() })),
  /**
   * Its photos and videos, in order. A photo: `url` the full photo and `thumbnail` a small one (short-lived links for
   * this viewer). A video: `thumbnail` its poster, `stream` its HLS (`url` null), `durationSeconds` its length. For a
   * paid message its receiver has not unlocked: `thumbnail` a blurred preview, no `url`, no `stream`.
   */
  photos: Type.Array(
    Type.Object({
      _id: Type.String(),
      kind: StringEnum(['photo', 'video']),
      width: Nullable(Type.Integer()),
      height: Nullable(Type.Integer()),
      thumbnail: Nullable(Type.String()),
      url: Nullable(Type.String()),
      durationSeconds: Nullable(Type.Integer()),
      stream: Nullable(Type.Object({ url: Type.String(), type: Type.String(), expiresInSeconds: Type.Integer() })),
    }),
  ),
  /** A paid message's price, and whether this viewer may see its photos (its sender, or a receiver who unlocked it). */
  price: Nullable(Type.Object({ amountCents: Type.Integer(), unlocked: Type.Boolean() })),
});

/**
 * A photo or video of the sender's draft (its thumbnail or poster signed for them). A photo is uploading or ready; a
 * video uploading, processing (`percent`), ready, or failed (`error`: why).
 */
export const DraftPhotoSchema = Type.Object({
  _id: Type.String(),
  kind: StringEnum(['photo', 'video']),
  state: StringEnum(['uploading', 'processing', 'ready', 'failed']),
  thumbnail: Nullable(Type.String()),
  percent: Type.Integer(),
  error: Nullable(Type.String()),
});
export const DraftParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DraftPhotoParams = Type.Object({ id: Type.String({ format: 'uuid' }), photoId: Type.String({ format: 'uuid' }) });

export const ConversationSchema = Type.Object({
  _id: Type.String(),
  /** The other person ("Deleted user", no username, once their account is gone). */
  other: Type.Composite([PerformerCardSchema, Type.Object({ isCreator: Type.Boolean() })]),
  lastMessage: Nullable(MessageSchema),
  /** Messages of the other person the viewer has not read. */
  unread: Type.Integer(),
  /** Up to when the other person has read, and their device has received, what the viewer sent (the marks). */
  otherReadUpTo: Nullable(Type.String({ format: 'date-time' })),
  otherDeliveredUpTo: Nullable(Type.String({ format: 'date-time' })),
});

export const ConversationsPageSchema = Type.Object({ items: Type.Array(ConversationSchema), next: Nullable(Type.String()) });

/** A page of a conversation's history, newest first (`next`: the older page), with the conversation itself. */
export const HistoryPageSchema = Type.Object({ conversation: ConversationSchema, items: Type.Array(MessageSchema), next: Nullable(Type.String()) });

export const PersonParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });

/** GET /conversations/with/:userId: the viewer's conversation with a person (null: none yet), and whether they may write. */
export const WithPersonSchema = Type.Object({
  conversation: Nullable(ConversationSchema),
  other: Type.Composite([PerformerCardSchema, Type.Object({ isCreator: Type.Boolean() })]),
  /** Why the viewer may not write to them now (subscribe first, blocked...): the API's refusal; null: they may. */
  refusal: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
});

/** The viewer's unread messages: conversations with some, and how many in all. */
export const UnreadMessagesSchema = Type.Object({ conversations: Type.Integer(), messages: Type.Integer() });

const BroadcastItem = Type.Object(
  {
    type: StringEnum(['video', 'gallery', 'product', 'creator_post']),
    id: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export const BroadcastAudienceSchema = StringEnum(['subscribers', 'followers', 'buyers']);

/** POST /performer/broadcasts: one message to all the creator's subscribers, followers, or the buyers of `item`. */
export const BroadcastBody = Type.Object(
  { audience: BroadcastAudienceSchema, item: Type.Optional(BroadcastItem), ...MessageFields },
  { additionalProperties: false },
);

/** A message to all as its creator follows it: how many it is for, and how many have it. */
export const BroadcastSchema = Type.Object({
  _id: Type.String(),
  audience: BroadcastAudienceSchema,
  item: Nullable(BroadcastItem),
  body: Type.String(),
  photos: Type.Integer(),
  priceCents: Nullable(Type.Integer()),
  state: StringEnum(['sending', 'sent']),
  recipients: Type.Integer(),
  delivered: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});

export const MessagePolicySchema = StringEnum(['subscribers', 'followers', 'anyone']);
export const MessagePolicyBody = Type.Object({ policy: MessagePolicySchema }, { additionalProperties: false });

/** A message in the user's data export: as they see it (a deleted or hidden one without its text), its photos and videos counted. */
export const MessageExportSchema = Type.Object({
  ...Type.Omit(MessageSchema, ['photos', 'price']).properties,
  /** The other person of the conversation. */
  withUserId: Type.String(),
  attachments: Type.Integer(),
  priceCents: Nullable(Type.Integer()),
});
