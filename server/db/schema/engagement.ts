import type { ColumnType, Generated } from 'kysely';
import type { ModerationColumns, ModerationState, Timestamp } from './columns';

// Comments and reactions, on any engageable object.

/** What can be commented on. 'post': the site's news; 'creator_post': a creator's own post. */
export type CommentableType = 'video' | 'gallery' | 'product' | 'performer' | 'post' | 'creator_post';
/** What can be reacted to: what can be commented on, and comments (liked, 0040). */
export type EngagementObjectType = CommentableType | 'comment';
export type ReactionAction = 'like' | 'favourite' | 'watch_later';

export interface CommentsTable extends ModerationColumns {
  id: Generated<string>;
  object_type: CommentableType;
  object_id: string;
  user_id: string;
  content: string;
  image_key: string | null;
  /** Its likes (0040). */
  likes_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReactionsTable {
  id: Generated<string>;
  user_id: string;
  object_type: EngagementObjectType;
  object_id: string;
  action: ReactionAction;
  created_at: Timestamp;
}

/** A fan following a performer for free (0036): their releases reach the fan's feed. Subscribing follows. */
export interface FollowsTable {
  fan_id: string;
  performer_id: string;
  created_at: Generated<Date>;
}

/** A fan's feed, written when a followed creator's item is released (0041): one row per item the fan may see there. */
export interface FeedTimelineTable {
  fan_id: string;
  kind: 'video' | 'gallery' | 'product' | 'creator_post';
  item_id: string;
  performer_id: string;
  published_at: Date;
}

/** What notifies a user (0037; lib/notification-kinds.ts says each in words). */
export type NotificationKind =
  | 'new_content'
  | 'comment_reply'
  | 'comment_liked'
  | 'purchase_completed'
  | 'purchase_refunded'
  | 'subscription_renewed'
  | 'subscription_renewing'
  | 'subscription_failed'
  | 'subscription_expired'
  | 'new_subscriber'
  | 'sale'
  | 'comment_on_content'
  | 'subscription_cancelled'
  | 'application_decided'
  | 'report_decided'
  | 'payout_sent'
  | 'tip_received';

/** One notification, or a group of them while unread (0037). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  /** Events with the same (kind, group) gather in one unread row; null: never grouped. */
  group_key: string | null;
  /** Who did it, the latest first (a few kept for the names). */
  actor_ids: Generated<string[]>;
  actors_count: Generated<number>;
  events_count: Generated<number>;
  /** What it is about, for its words and its link (NotificationSubject). */
  subject: ColumnType<NotificationSubject, string, string>;
  created_at: Generated<Date>;
  read_at: Date | null;
  /** Its user wants this kind by e-mail too (0038): the digest job mails it. */
  email_wanted: Generated<boolean>;
  /** When its activity was last mailed; new activity after it is mailed again. */
  emailed_at: Date | null;
}

/** Where a kind of notification reaches its user (0038). */
export type NotificationChannel = 'email' | 'site' | 'off';

/** What a notification is about: a title and where it leads, and the details its words need. */
export interface NotificationSubject {
  title: string;
  path: string;
  /** Cents, for a sale, a purchase, a renewal or a payout. */
  amountCents?: number;
  currency?: string;
  /** A time the words name: a renewal's date, a grace period's end. */
  at?: string;
  /** A decision's outcome, a reason. */
  note?: string;
}

/** What a user can report (0034): the commentable kinds but the site's news, and a gallery's photos. */
export type ReportableType = 'video' | 'gallery' | 'photo' | 'product' | 'creator_post' | 'comment' | 'performer' | 'message';
export type ReportReason = 'illegal' | 'underage' | 'non_consensual' | 'copyright' | 'spam' | 'other';
export type ReportState = 'open' | 'removed' | 'dismissed';
export type { ModerationState };

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string | null;
  object_type: ReportableType;
  object_id: string;
  /** The performer whose item it is (for a profile: that performer), for the admins' queue. */
  owner_id: string | null;
  /** The item's title, name or first words when it was reported: the queue and the reporter read it after the item is gone. */
  object_title: string;
  reason: ReportReason;
  note: ColumnType<string, string | undefined, string>;
  state: ColumnType<ReportState, ReportState | undefined, ReportState>;
  /** The report hid the item at once, pending review. */
  held: ColumnType<boolean, boolean | undefined, boolean>;
  handled_by: string | null;
  handled_at: ColumnType<Date | null, Date | undefined, Date>;
  outcome_note: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A creator blocked a user (0034): no comments on their content, no subscribing to them. */
export interface UserBlocksTable {
  performer_id: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}
