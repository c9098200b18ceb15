import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SOCKET_EVENTS, type SocketPayloads } from '../../lib/socket-events';
import type { Conversation, HistoryPage, Message, UnreadMessages } from '../../types/message';
import { socketEventReceived } from '../socket/slice';

/** The conversation open on the page: its messages oldest first (as shown), the older page's cursor, and its marks. */
export interface OpenConversation {
  conversation: Conversation;
  messages: Message[];
  older: string | null;
  /** When the other person was last heard typing (ms), for a few seconds' "typing…". */
  typingAt: number | null;
}

export interface MessagesState {
  /** What the viewer has not read (null until known): the header's count. */
  unread: UnreadMessages | null;
  /** Their conversations, latest first, once the list loaded. */
  list: { items: Conversation[]; next: string | null; stale?: boolean } | null;
  open: OpenConversation | null;
}

const initialState: MessagesState = { unread: null, list: null, open: null };

const sameMessage = (id: string) => (m: Message) => m._id === id;

/** A message into a conversation of the list: to the top, with its last message and (for the other's) one more unread. */
function intoList(state: MessagesState, message: Message, fromViewer: boolean) {
  if (!state.list) return;
  const at = state.list.items.findIndex((c) => c._id === message.conversationId);
  if (at < 0) {
    // A conversation the list does not hold yet (a new one): the page loads the list again.
    state.list.stale = true;
    return;
  }
  const [conversation] = state.list.items.splice(at, 1);
  conversation.lastMessage = message;
  const isOpen = state.open?.conversation._id === message.conversationId;
  if (!fromViewer && !isOpen) conversation.unread += 1;
  state.list.items.unshift(conversation);
}

const slice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    unreadMessagesKnown(state, action: PayloadAction<UnreadMessages>) {
      state.unread = action.payload;
    },
    conversationsLoaded(state, action: PayloadAction<{ items: Conversation[]; next: string | null; more: boolean }>) {
      const { items, next, more } = action.payload;
      state.list =
        more && state.list ? { items: [...state.list.items, ...items.filter((c) => !state.list!.items.some((o) => o._id === c._id))], next } : { items, next };
      // The open conversation is being read: a list asked for before that reading may still count it unread.
      const open = state.list.items.find((c) => c._id === state.open?.conversation._id);
      if (open) open.unread = 0;
    },
    /** A conversation opened: its newest page (newest first from the API, kept oldest first). */
    conversationOpened(state, action: PayloadAction<HistoryPage>) {
      const { conversation, items, next } = action.payload;
      state.open = { conversation, messages: [...items].reverse(), older: next, typingAt: null };
    },
    olderMessagesLoaded(state, action: PayloadAction<HistoryPage>) {
      if (!state.open || state.open.conversation._id !== action.payload.conversation._id) return;
      const known = new Set(state.open.messages.map((m) => m._id));
      state.open.messages = [...[...action.payload.items].reverse().filter((m) => !known.has(m._id)), ...state.open.messages];
      state.open.older = action.payload.next;
    },
    conversationClosed(state) {
      state.open = null;
    },
    /** The viewer sent it (the answer of the send call; the socket may have brought it first). */
    messageSent(state, action: PayloadAction<Message>) {
      const message = action.payload;
      if (state.open?.conversation._id === message.conversationId && !state.open.messages.some(sameMessage(message._id))) state.open.messages.push(message);
    },
    /** The viewer read the open conversation (the count the server answered). */
    conversationRead(state, action: PayloadAction<{ conversationId: string; unread: UnreadMessages }>) {
      state.unread = action.payload.unread;
      const item = state.list?.items.find((c) => c._id === action.payload.conversationId);
      if (item) item.unread = 0;
      if (state.open?.conversation._id === action.payload.conversationId) state.open.conversation.unread = 0;
    },
    messageRemoved(state, action: PayloadAction<string>) {
      const message = state.open?.messages.find(sameMessage(action.payload));
      if (message) Object.assign(message, { deleted: true, body: '' });
    },
  },
  extraReducers: (builder) => {
    // Every tab and device of both people hears these (their user rooms).
    builder.addCase(socketEventReceived, (state, action) => {
      const { event, payload } = action.payload;
      const open = state.open;
      if (event === SOCKET_EVENTS.messageNew) {
        const { message, unread } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageNew];
        if (unread) state.unread = unread;
        if (open?.conversation._id === message.conversationId) {
          if (!open.messages.some(sameMessage(message._id))) open.messages.push(message);
          if (message.senderId === open.conversation.other._id) open.typingAt = null;
        }
        // Only the receiver's copy carries their unread counts: without them, the viewer sent it.
        intoList(state, message, unread === null);
      } else if (event === SOCKET_EVENTS.messageRead) {
        const { conversationId, readerId, readUpTo, unread } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageRead];
        if (unread) state.unread = unread;
        if (open?.conversation._id === conversationId && readerId === open.conversation.other._id) open.conversation.otherReadUpTo = readUpTo;
        const item = state.list?.items.find((c) => c._id === conversationId);
        if (item && readerId === item.other._id) item.otherReadUpTo = readUpTo;
        else if (item && unread) item.unread = 0;
      } else if (event === SOCKET_EVENTS.messageDelivered) {
        const { conversationId, deliveredUpTo } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageDelivered];
        if (open?.conversation._id === conversationId) open.conversation.otherDeliveredUpTo = deliveredUpTo;
      } else if (event === SOCKET_EVENTS.messageDeleted) {
        const { conversationId, messageId, unread } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageDeleted];
        if (unread) state.unread = unread;
        const message = open?.conversation._id === conversationId ? open.messages.find(sameMessage(messageId)) : undefined;
        if (message) Object.assign(message, { deleted: true, body: '' });
      } else if (event === SOCKET_EVENTS.messageHidden) {
        const { conversationId, messageId } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageHidden];
        const hidden = { moderated: true, body: '', photos: [] };
        const message = open?.conversation._id === conversationId ? open.messages.find(sameMessage(messageId)) : undefined;
        if (message) Object.assign(message, hidden);
        const last = state.list?.items.find((c) => c._id === conversationId)?.lastMessage;
        if (last?._id === messageId) Object.assign(last, hidden);
      } else if (event === SOCKET_EVENTS.messageUnlocked) {
        const { message } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageUnlocked];
        const at = open?.conversation._id === message.conversationId ? open.messages.findIndex(sameMessage(message._id)) : -1;
        if (open && at >= 0) open.messages[at] = message;
      } else if (event === SOCKET_EVENTS.messageTyping) {
        const { conversationId } = payload as SocketPayloads[typeof SOCKET_EVENTS.messageTyping];
        if (open?.conversation._id === conversationId) open.typingAt = Date.now();
      }
    });
  },
});

export const {
  unreadMessagesKnown,
  conversationsLoaded,
  conversationOpened,
  olderMessagesLoaded,
  conversationClosed,
  messageSent,
  conversationRead,
  messageRemoved,
} = slice.actions;
export default slice.reducer;
