import type { ColumnType, Generated } from 'kysely';
import type { Counter, ModerationColumns, Timestamp } from './columns';

// Direct messages (0043): conversations between two people, each side's place in one, and their messages.

/** Who may write to a creator first: their live subscribers, their followers (and subscribers), or anyone signed in. */
export type MessagePolicy = 'subscribers' | 'followers' | 'anyone';

/** One per pair of people: user_low < user_high. */
export interface ConversationsTable {
  id: Generated<string>;
  user_low: string;
  user_high: string;
  created_at: Timestamp;
}

/** One side of a conversation: where it sorts in their list, what they have not read, and their marks. */
export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  other_id: string;
  last_message_at: Date | null;
  unread: Generated<number>;
  /** They have read what was sent up to this time (the other side's "read" mark). */
  read_up_to: Date | null;
  /** Their device has received what was sent up to this time ("delivered"). */
  delivered_up_to: Date | null;
}

export interface MessagesTable extends ModerationColumns {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  /** Plain text as written (trimmed); never HTML. */
  body: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Deleted by its sender: gone for both sides. */
  deleted_at: Date | null;
  /** A paid tip it shows (0044), with its amount: its body is the tip's message. */
  tip_id: ColumnType<string | null, string | null | undefined, never>;
  tip_cents: ColumnType<number | null, number | null | undefined, never>;
  tip_currency: ColumnType<string | null, string | null | undefined, never>;
  /** The message to all it was delivered from (0046). */
  broadcast_id: ColumnType<string | null, string | null | undefined, never>;
  /** Its photos, in order (0047): message_attachments, shared by the copies of a message to all. */
  attachment_ids: ColumnType<string[], string[] | undefined, never>;
  /** A paid message's price (0047): its receiver sees the photos once they unlock it (a purchase of it). */
  price_cents: ColumnType<number | null, number | null | undefined, never>;
}

export type MessageAttachmentKind = 'photo' | 'video';
export type MessageAttachmentState = 'uploading' | 'processing' | 'ready' | 'failed';

/**
 * A photo sent in messages (0047), processed like a gallery's: the full photo and thumbnail protected, the blurred
 * preview public. Uploaded into a draft for one conversation (or for a message to all: no conversation) until a
 * message takes it (`sent`); then kept as long as a message shows it.
 */
export interface MessageAttachmentsTable {
  id: Generated<string>;
  sender_id: string;
  conversation_id: string | null;
  /** 'video' (0048): a creator's video, processed into HLS. */
  kind: ColumnType<MessageAttachmentKind, MessageAttachmentKind | undefined, never>;
  /** A photo is uploading, then ready; a video is uploading, processing, then ready or failed (0048). */
  state: ColumnType<MessageAttachmentState, MessageAttachmentState | undefined, MessageAttachmentState>;
  sent: Generated<boolean>;
  /** A photo's full file (protected). */
  file_key: string | null;
  /** A photo's thumbnail, or a video's poster (protected). */
  thumb_key: string | null;
  /** The blurred preview (public) a locked message shows. */
  blur_key: string | null;
  /** A video's uploaded original (a storage key, prefix included), its master playlist (protected) and length (0048). */
  source_key: string | null;
  hls_key: string | null;
  duration_seconds: number | null;
  /** A video's processing: its step and percent, and why it failed. */
  step: string | null;
  percent: Generated<number>;
  failure: string | null;
  width: number | null;
  height: number | null;
  bytes: Counter;
  created_at: Timestamp;
}

/** Who a message to all is for (0046), each marked once delivered. */
export interface MessageBroadcastRecipientsTable {
  broadcast_id: string;
  user_id: string;
  delivered_at: Date | null;
}

export type BroadcastAudience = 'subscribers' | 'followers' | 'buyers';

/** A creator's message to all their subscribers, followers or buyers of an item, delivered by a worker (0046). */
export interface MessageBroadcastsTable {
  id: Generated<string>;
  performer_id: string;
  audience: BroadcastAudience;
  item_type: 'video' | 'gallery' | 'product' | 'creator_post' | null;
  item_id: string | null;
  body: string;
  state: Generated<'sending' | 'sent'>;
  /** How many it is for (counted when delivery starts), and how many have it so far. */
  recipients: Generated<number>;
  delivered: Generated<number>;
  created_at: Timestamp;
  finished_at: Date | null;
  /** Its photos and price (0047), given to each copy. */
  attachment_ids: ColumnType<string[], string[] | undefined, never>;
  price_cents: ColumnType<number | null, number | null | undefined, never>;
}
