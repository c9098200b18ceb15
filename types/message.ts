import type { Static } from '@sinclair/typebox';
import type {
  BroadcastBody,
  BroadcastSchema,
  ConversationSchema,
  ConversationsPageSchema,
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
/** A creator's message to all, with how many it reached. */
export type Broadcast = Static<typeof BroadcastSchema>;
export type BroadcastRequest = Static<typeof BroadcastBody>;
