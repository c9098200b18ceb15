import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { currentSession, requireRole } from '../auth/guard';
import {
  BroadcastBody,
  BroadcastSchema,
  ConversationParams,
  ConversationsPageSchema,
  DraftParams,
  DraftPhotoParams,
  DraftPhotoSchema,
  HistoryPageSchema,
  MessageParams,
  MessagePolicyBody,
  MessageSchema,
  PageQuery,
  PersonParams,
  ReadBody,
  SendBody,
  SendToBody,
  UnreadMessagesSchema,
  WithPersonSchema,
} from './schemas';
import type { MessagesService } from './service';
import type { Broadcasts } from './broadcasts';
import type { MessageDrafts } from './drafts';
import { Type } from '@sinclair/typebox';

/** A signed-in user's messages: nothing here changes what the public reads. */
export const messagesRoutes: FastifyPluginAsyncTypebox<{ messages: MessagesService; broadcasts: Broadcasts; drafts: MessageDrafts }> = async (
  app,
  { messages, broadcasts, drafts },
) => {
  const own = { config: { keepsPublicReads: true } };
  const me = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/conversations',
    {
      ...own,
      schema: {
        operationId: 'listConversations',
        summary: "List the caller's conversations",
        querystring: PageQuery,
        response: { 200: Envelope(ConversationsPageSchema) },
      },
    },
    async (request) => ok(await messages.conversations(me(request), request.query.cursor, request.query.limit)),
  );

  app.get(
    '/conversations/with/:userId',
    {
      ...own,
      schema: {
        operationId: 'getConversationWith',
        summary: 'Open the conversation with a user',
        params: PersonParams,
        response: { 200: Envelope(WithPersonSchema) },
      },
    },
    async (request) => ok(await messages.withPerson(me(request), request.params.userId)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      ...own,
      schema: {
        operationId: 'listMessages',
        summary: "List a conversation's messages",
        params: ConversationParams,
        querystring: PageQuery,
        response: { 200: Envelope(HistoryPageSchema) },
      },
    },
    async (request) => ok(await messages.history(me(request), request.params.id, request.query.cursor, request.query.limit)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...own,
      schema: {
        operationId: 'sendMessage',
        summary: 'Send a message in a conversation',
        params: ConversationParams,
        body: SendBody,
        response: { 200: Envelope(MessageSchema) },
      },
    },
    async (request) => ok(await messages.send(me(request), request.params.id, request.body)),
  );

  // The photos uploaded for the next message of a conversation (MESSAGE_PHOTO_UPLOADS_PATH), before it is sent.
  app.get(
    '/conversations/:id/draft-photos',
    {
      ...own,
      schema: {
        operationId: 'listDraftPhotos',
        summary: 'List the photos uploaded for the next message',
        params: DraftParams,
        response: { 200: Envelope(Type.Array(DraftPhotoSchema)) },
      },
    },
    async (request) => ok(await drafts.photos(me(request), request.params.id)),
  );
  app.delete(
    '/conversations/:id/draft-photos/:photoId',
    {
      ...own,
      schema: {
        operationId: 'deleteDraftPhoto',
        summary: 'Remove a photo uploaded for the next message',
        params: DraftPhotoParams,
        response: { 200: Envelope(Type.Object({ id: Type.String() })) },
      },
    },
    async (request) => {
      await drafts.remove(me(request), request.params.id, request.params.photoId);
      return ok({ id: request.params.photoId });
    },
  );

  app.post(
    '/messages',
    { ...own, schema: { operationId: 'sendMessageToUser', summary: 'Send a message to a user', body: SendToBody, response: { 200: Envelope(MessageSchema) } } },
    async (request) => ok(await messages.sendTo(me(request), request.body.to, request.body)),
  );

  app.post(
    '/conversations/:id/read',
    {
      ...own,
      schema: {
        operationId: 'markConversationRead',
        summary: 'Mark a conversation read',
        params: ConversationParams,
        body: ReadBody,
        response: { 200: Envelope(UnreadMessagesSchema) },
      },
    },
    async (request) => ok(await messages.read(me(request), request.params.id, request.body.upTo)),
  );

  app.delete(
    '/messages/:id',
    { ...own, schema: { operationId: 'deleteMessage', summary: 'Delete a message', params: MessageParams, response: { 200: Envelope(MessageParams) } } },
    async (request) => {
      await messages.remove(me(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  const performer = { ...own, preHandler: requireRole('performer') };
  app.get(
    '/performer/message-policy',
    {
      ...performer,
      schema: { operationId: 'getMessagePolicy', summary: 'Read who may message the performer', response: { 200: Envelope(MessagePolicyBody) } },
    },
    async (request) => ok(await messages.policy(me(request))),
  );
  app.put(
    '/performer/message-policy',
    {
      ...performer,
      schema: {
        operationId: 'updateMessagePolicy',
        summary: 'Set who may message the performer',
        body: MessagePolicyBody,
        response: { 200: Envelope(MessagePolicyBody) },
      },
    },
    async (request) => ok(await messages.setPolicy(me(request), request.body.policy)),
  );

  app.post(
    '/performer/broadcasts',
    {
      ...performer,
      schema: {
        operationId: 'sendBroadcast',
        summary: "Send a message to all the performer's fans",
        body: BroadcastBody,
        response: { 200: Envelope(BroadcastSchema) },
      },
    },
    async (request) => ok(await broadcasts.start(me(request), request.body)),
  );
  app.get(
    '/performer/broadcasts/draft-photos',
    {
      ...performer,
      schema: {
        operationId: 'listBroadcastDraftPhotos',
        summary: 'List the photos uploaded for the next broadcast',
        response: { 200: Envelope(Type.Array(DraftPhotoSchema)) },
      },
    },
    async (request) => ok(await drafts.photos(me(request), null)),
  );
  app.delete(
    '/performer/broadcasts/draft-photos/:id',
    {
      ...performer,
      schema: {
        operationId: 'deleteBroadcastDraftPhoto',
        summary: 'Remove a photo uploaded for the next broadcast',
        params: DraftParams,
        response: { 200: Envelope(Type.Object({ id: Type.String() })) },
      },
    },
    async (request) => {
      await drafts.remove(me(request), null, request.params.id);
      return ok({ id: request.params.id });
    },
  );
  app.get(
    '/performer/broadcasts',
    {
      ...performer,
      schema: { operationId: 'listBroadcasts', summary: "List the performer's broadcasts", response: { 200: Envelope(Type.Array(BroadcastSchema)) } },
    },
    async (request) => ok(await broadcasts.recent(me(request))),
  );

  app.get(
    '/messages/unread',
    {
      ...own,
      schema: { operationId: 'countUnreadMessages', summary: "Count the caller's unread messages", response: { 200: Envelope(UnreadMessagesSchema) } },
    },
    async (request) => ok(await messages.unread(me(request))),
  );
};
