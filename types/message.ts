import type { Static } from '@sinclair/typebox';
import type {
  BroadcastBody,
  BroadcastSchema,
  ConversationSchema,
  ConversationsPageSchema,
  DraftPhotoSchema,
  HistoryPageSchema,
  MessagePolicySchema,
  MessageSchema,
  UnreadMessagesSchema,
} from '../server/modules/messages/schemas';

// Direct messages' answers, from the server's schemas.

export type Message = Static<typeof MessageSchema>;
export type Conversation = Static<typeof ConversationSchema>;
export type ConversationsPage = Static<typeof ConversationsPageSchema>;
/** A page of a conversation's history, newest first. */
export type HistoryPage = Static<typeof HistoryPageSchema>;
export type UnreadMessages = Static<typeof UnreadMessagesSchema>;
export type MessagePolicy = Static<typeof MessagePolicySchema>;
/** A photo uploaded for the next message, before it is sent. */
export type DraftPhoto = Static<typeof DraftPhotoSchema>;
/** What a message holds besides its text: photos of the draft, and a creator's price on them. */
export interface MessageExtras {
  attachments?: string[];
  priceCents?: number;
}
/** A creator's message to all, with how many it reached. */
export type Broadcast = Static<typeof BroadcastSchema>;
export type BroadcastRequest = Static<typeof BroadcastBody>;
