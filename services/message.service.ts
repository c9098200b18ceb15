import type { ServiceOptions } from '../lib/request-options';
import type { Conversation, ConversationsPage, DraftPhoto, HistoryPage, Message, MessageExtras, MessagePolicy, UnreadMessages } from '../types/message';
import { to } from './endpoint';
import { request } from './api-request';
import { getOne, send } from './fetch-helpers';

const CONVERSATIONS = 'GET /conversations';
const WITH_PERSON = 'GET /conversations/with/:userId';
const HISTORY = 'GET /conversations/:id/messages';
const SEND = 'POST /conversations/:id/messages';
const SEND_TO = 'POST /messages';
const READ = 'POST /conversations/:id/read';
const REMOVE = 'DELETE /messages/:id';
const UNREAD = 'GET /messages/unread';
const POLICY = 'GET /performer/message-policy';
const SET_POLICY = 'PUT /performer/message-policy';
const DRAFT_PHOTOS = 'GET /conversations/:id/draft-photos';
const REMOVE_DRAFT_PHOTO = 'DELETE /conversations/:id/draft-photos/:photoId';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { CONVERSATIONS, WITH_PERSON, HISTORY, SEND, SEND_TO, READ, REMOVE, UNREAD, POLICY, SET_POLICY, DRAFT_PHOTOS, REMOVE_DRAFT_PHOTO };

export interface WithPerson {
  conversation: Conversation | null;
  other: Conversation['other'];
  refusal: { code: string; message: string } | null;
}

/** Direct messages: the viewer's conversations, one's history, sending, read marks, deleting, and a creator's setting. */
export const messageService = {
  conversations: (cursor?: string, options?: ServiceOptions) => getOne<ConversationsPage>(to(CONVERSATIONS), options, cursor ? { cursor } : {}),
  withPerson: (userId: string, options?: ServiceOptions) => getOne<WithPerson>(to(WITH_PERSON, { userId }), options),
  history: (id: string, cursor?: string, options?: ServiceOptions) => getOne<HistoryPage>(to(HISTORY, { id }), options, cursor ? { cursor } : {}),
  send: async (id: string, body: string, extras: MessageExtras = {}) => (await send<Message>(to(SEND, { id }), { body: { body, ...extras } })).data,
  sendTo: async (userId: string, body: string) => (await send<Message>(to(SEND_TO), { body: { to: userId, body } })).data,
  read: async (id: string, upTo: string) => (await send<UnreadMessages>(to(READ, { id }), { body: { upTo } })).data,
  remove: async (id: string) => {
    await send<{ id: string }>(to(REMOVE, { id }));
  },
  /** A background read (on arrival, on reconnect): a session that ended meanwhile is not sent to log in for it. */
  unread: async (options?: ServiceOptions) => (await request<UnreadMessages>(to(UNREAD).path, { ...options, redirectOnUnauthorized: false })).data,
  /** The photos uploaded for the next message of a conversation (MESSAGE_PHOTO_UPLOADS_PATH), and taking one out. */
  draftPhotos: (id: string) => getOne<DraftPhoto[]>(to(DRAFT_PHOTOS, { id })),
  removeDraftPhoto: async (id: string, photoId: string) => {
    await send<{ id: string }>(to(REMOVE_DRAFT_PHOTO, { id, photoId }));
  },
  policy: () => getOne<{ policy: MessagePolicy }>(to(POLICY)),
  setPolicy: async (policy: MessagePolicy) => (await send<{ policy: MessagePolicy }>(to(SET_POLICY), { body: { policy } })).data,
};
