import type { Comment, CommentTarget } from '../types/comment';
import type { SubscriptionStatus } from '../types/subscriptions';
import type { Publication } from '../server/modules/catalogue/schemas';
import type { NotificationItem } from '../types/notification';
import type { Broadcast, Message, UnreadMessages } from '../types/message';

/**
 * The realtime connection's events, the one list both sides use: the socket.io server
 * (server/realtime, the comments service) and the web app (redux/socket, the comment and performer
 * slices, use-object-room). Compiled into the server build too, so it imports types only.
 */
export const SOCKET_EVENTS = {
  /** Client -> server, after every connect: who this socket is. */
  authLogin: 'auth/login',
  /** Server -> client: the token was good; the socket hears its user's events. */
  authSuccess: 'auth/login:success',
  /** Server -> client: the token was missing, wrong or expired. */
  authError: 'auth/login:error',
  /** Client -> server: join the room of an object whose page is open. */
  subscribe: 'object/subscribe',
  /** Client -> server: leave it. */
  unsubscribe: 'object/unsubscribe',
  /** Server -> an object's room: a new comment on it. */
  commentCreated: 'comment/created',
  /** Server -> an object's room: a comment on it was removed. */
  commentDeleted: 'comment/deleted',
  /** Server -> the content's performer: someone commented on their content. */
  commentNotification: 'notification/comment',
  /** Server -> a performer's room: the performer came online or went offline. */
  performerStatus: 'performer/status',
  /** Server -> the buyer: a transaction of theirs changed status (paid, failed, expired, refunded...). */
  paymentStatus: 'payment/status',
  /** Server -> a performer: an order paid for something they sell. */
  saleNotification: 'notification/sale',
  /** Server -> the subscriber (and the performer): a subscription started, renewed, failed to renew, was cancelled or ended. */
  subscriptionStatus: 'subscription/status',
  /** Server -> a video's performer: its upload or processing moved on (state, step, percent), or failed, or went live. */
  videoMedia: 'video/media',
  /** Server -> a performer's subscribers and the fans who favourited them: something of theirs went live. */
  contentReleased: 'content/released',
  /** Server -> an applicant: an admin decided on their creator application (approved, rejected, new documents asked for). */
  creatorApplication: 'creator-application/decided',
  /** Server -> every signed-in admin: a user reported something (a grave reason hides it at once). */
  reportFiled: 'report/filed',
  /** Server -> a reporter: the admins handled their report (the item removed, or the report dismissed). */
  reportHandled: 'report/handled',
  /** Server -> a user (every tab and device): a notification arrived or grew ("and 3 others"), with the unread count. */
  notificationNew: 'notification/new',
  /** Server -> a user (every tab and device): notifications were read somewhere; the unread count now. */
  notificationsRead: 'notification/read',
  /** Server -> both people of a conversation (every tab and device): a message was sent; the receiver's unread counts. */
  messageNew: 'message/new',
  /** Server -> both people: one of them read the conversation up to a time (the other's "read" mark); the reader's unread counts. */
  messageRead: 'message/read',
  /** Client -> server: this device received the conversation's messages up to a time. Server -> the sender: "delivered". */
  messageDelivered: 'message/delivered',
  /** Server -> both people: its sender deleted a message (gone for both). */
  messageDeleted: 'message/deleted',
  /** Client -> server: the user is typing in a conversation. Server -> the other person (a few seconds' worth). */
  messageTyping: 'message/typing',
  /** Server -> a creator: their message to all reached more people, or all of them. */
  messageBroadcast: 'message/broadcast',
  /** Server -> both people of a conversation: the staff hid one of its messages (taken down, or held for review). */
  messageHidden: 'message/hidden',
  /** Server -> the receiver of a paid message (every tab and device): they unlocked it, or a refund locked it again. */
  messageUnlocked: 'message/unlocked',
  /** Server -> a creator (every tab and device): a video in their message draft moved on (processing, ready, failed). */
  messageVideo: 'message/video',
} as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/** What each event carries. */
export interface SocketPayloads {
  [SOCKET_EVENTS.authLogin]: { token: string };
  [SOCKET_EVENTS.authSuccess]: { userId: string };
  [SOCKET_EVENTS.authError]: { message: string };
  [SOCKET_EVENTS.subscribe]: CommentTarget;
  [SOCKET_EVENTS.unsubscribe]: CommentTarget;
  [SOCKET_EVENTS.commentCreated]: { comment: Comment };
  [SOCKET_EVENTS.commentDeleted]: CommentTarget & { commentId: string };
  [SOCKET_EVENTS.commentNotification]: CommentTarget & { comment: Comment };
  [SOCKET_EVENTS.performerStatus]: { performerId: string; isOnline: boolean };
  [SOCKET_EVENTS.paymentStatus]: { transactionId: string; orderId: string; status: string; orderStatus: string };
  [SOCKET_EVENTS.saleNotification]: {
    orderId: string;
    orderNumber: number;
    /** The performer's own lines of the order; money in cents. */
    lines: Array<{ _id: string; name: string; quantity: number; total: number }>;
  };
  [SOCKET_EVENTS.subscriptionStatus]: { subscriptionId: string; status: SubscriptionStatus; currentPeriodEnd: string };
  [SOCKET_EVENTS.videoMedia]: VideoMediaStatus;
  [SOCKET_EVENTS.contentReleased]: ContentRelease;
  [SOCKET_EVENTS.creatorApplication]: { applicationId: string; state: 'approved' | 'rejected' | 'needs_documents'; reviewNote: string | null };
  [SOCKET_EVENTS.reportFiled]: { reportId: string; objectType: string; objectTitle: string; reason: string; held: boolean };
  [SOCKET_EVENTS.reportHandled]: { reportId: string; objectTitle: string; state: 'removed' | 'dismissed'; outcome: string };
  [SOCKET_EVENTS.notificationNew]: { notification: NotificationItem; unread: number };
  [SOCKET_EVENTS.notificationsRead]: { unread: number };
  [SOCKET_EVENTS.messageNew]: { message: Message; unread: UnreadMessages | null };
  [SOCKET_EVENTS.messageRead]: { conversationId: string; readerId: string; readUpTo: string; unread: UnreadMessages | null };
  [SOCKET_EVENTS.messageDelivered]: { conversationId: string; userId: string; deliveredUpTo: string };
  [SOCKET_EVENTS.messageDeleted]: { conversationId: string; messageId: string; unread: UnreadMessages | null };
  [SOCKET_EVENTS.messageTyping]: { conversationId: string; userId: string };
  [SOCKET_EVENTS.messageBroadcast]: Broadcast;
  [SOCKET_EVENTS.messageUnlocked]: { message: Message };
  [SOCKET_EVENTS.messageHidden]: { conversationId: string; messageId: string };
  [SOCKET_EVENTS.messageVideo]: MessageVideoStatus;
}

/** What the client sends of messages: its device received up to a time; the user is typing. */
export interface MessageClientPayloads {
  [SOCKET_EVENTS.messageDelivered]: { conversationId: string; upTo: string };
  [SOCKET_EVENTS.messageTyping]: { conversationId: string };
}

/** Something a performer published went live (releases module), as their fans are told. */
export interface ContentRelease {
  kind: 'video' | 'gallery' | 'product' | 'creator_post';
  id: string;
  slug: string;
  title: string;
  performer: { _id: string; name: string; username: string };
}

/** Where a video's media stands, as the Studio shows it (also in the performer's video list). */
export interface VideoMediaStatus {
  videoId: string;
  state: 'awaiting_upload' | 'uploading' | 'processing' | 'ready' | 'failed';
  /** The step under way while processing ("720p", "poster"...). */
  step: string | null;
  /** 0-100: of the upload while uploading, of processing while processing. */
  percent: number;
  /** Why it failed, in words for the performer. */
  error: string | null;
  /** The video's own status: draft, active (live or scheduled) or inactive. */
  status: string;
  /** Where it stands for its owner: live, scheduled, draft or inactive (server/modules/catalogue/live.ts publicationOf). */
  publication: Publication;
  publishWhenReady: boolean;
  /** A new file of a processed video, on its way (the video plays from its old one meanwhile); null: none. */
  replacement: VideoReplacementStatus | null;
}

/** Where a processed video's new file stands: uploading, processing (step, percent) or failed (the reason). */
export interface VideoReplacementStatus {
  state: 'uploading' | 'processing' | 'failed';
  step: string | null;
  /** 0-100: of the upload while uploading, of processing while processing. */
  percent: number;
  error: string | null;
}

/** Where a video of a creator's message draft stands (a conversation's draft, or null: their message to all's). */
export interface MessageVideoStatus {
  attachmentId: string;
  conversationId: string | null;
  state: 'uploading' | 'processing' | 'ready' | 'failed';
  /** The step under way while processing ("720p", "poster"...). */
  step: string | null;
  /** 0-100 of processing. */
  percent: number;
  /** Why it failed, in words for the creator. */
  error: string | null;
}

/** The events the server sends to a room. */
export type ServerEvent =
  | typeof SOCKET_EVENTS.authSuccess
  | typeof SOCKET_EVENTS.authError
  | typeof SOCKET_EVENTS.commentCreated
  | typeof SOCKET_EVENTS.commentDeleted
  | typeof SOCKET_EVENTS.commentNotification
  | typeof SOCKET_EVENTS.performerStatus
  | typeof SOCKET_EVENTS.paymentStatus
  | typeof SOCKET_EVENTS.saleNotification
  | typeof SOCKET_EVENTS.subscriptionStatus
  | typeof SOCKET_EVENTS.videoMedia
  | typeof SOCKET_EVENTS.contentReleased
  | typeof SOCKET_EVENTS.creatorApplication
  | typeof SOCKET_EVENTS.reportFiled
  | typeof SOCKET_EVENTS.reportHandled
  | typeof SOCKET_EVENTS.notificationNew
  | typeof SOCKET_EVENTS.notificationsRead
  | typeof SOCKET_EVENTS.messageNew
  | typeof SOCKET_EVENTS.messageRead
  | typeof SOCKET_EVENTS.messageDelivered
  | typeof SOCKET_EVENTS.messageDeleted
  | typeof SOCKET_EVENTS.messageTyping
  | typeof SOCKET_EVENTS.messageBroadcast
  | typeof SOCKET_EVENTS.messageUnlocked
  | typeof SOCKET_EVENTS.messageHidden
  | typeof SOCKET_EVENTS.messageVideo;
