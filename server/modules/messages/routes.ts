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

  app.get('/conversations', { ...own, schema: { querystring: PageQuery, response: { 200: Envelope(ConversationsPageSchema) } } }, async (request) =>
    ok(await messages.conversations(me(request), request.query.cursor, request.query.limit)),
  );

  app.get('/conversations/with/:userId', { ...own, schema: { params: PersonParams, response: { 200: Envelope(WithPersonSchema) } } }, async (request) =>
    ok(await messages.withPerson(me(request), request.params.userId)),
  );

  app.get(
    '/conversations/:id/messages',
    { ...own, schema: { params: ConversationParams, querystring: PageQuery, response: { 200: Envelope(HistoryPageSchema) } } },
    async (request) => ok(await messages.history(me(request), request.params.id, request.query.cursor, request.query.limit)),
  );

  app.post(
    '/conversations/:id/messages',
    { ...own, schema: { params: ConversationParams, body: SendBody, response: { 200: Envelope(MessageSchema) } } },
    async (request) => ok(await messages.send(me(request), request.params.id, request.body)),
  );

  // The photos uploaded for the next message of a conversation (MESSAGE_PHOTO_UPLOADS_PATH), before it is sent.
  app.get(
    '/conversations/:id/draft-photos',
    { ...own, schema: { params: DraftParams, response: { 200: Envelope(Type.Array(DraftPhotoSchema)) } } },
    async (request) => ok(await drafts.photos(me(request), request.params.id)),
  );
  app.delete(
    '/conversations/:id/draft-photos/:photoId',
    { ...own, schema: { params: DraftPhotoParams, response: { 200: Envelope(Type.Object({ id: Type.String() })) } } },
    async (request) => {
      await drafts.remove(me(request), request.params.id, request.params.photoId);
      return ok({ id: request.params.photoId });
    },
  );

  app.post('/messages', { ...own, schema: { body: SendToBody, response: { 200: Envelope(MessageSchema) } } }, async (request) =>
    ok(await messages.sendTo(me(request), request.body.to, request.body)),
  );

  app.post(
    '/conversations/:id/read',
    { ...own, schema: { params: ConversationParams, body: ReadBody, response: { 200: Envelope(UnreadMessagesSchema) } } },
    async (request) => ok(await messages.read(me(request), request.params.id, request.body.upTo)),
  );

  app.delete('/messages/:id', { ...own, schema: { params: MessageParams, response: { 200: Envelope(MessageParams) } } }, async (request) => {
    await messages.remove(me(request), request.params.id);
    return ok({ id: request.params.id });
  });

  const performer = { ...own, preHandler: requireRole('performer') };
  app.get('/performer/message-policy', { ...performer, schema: { response: { 200: Envelope(MessagePolicyBody) } } }, async (request) =>
    ok(await messages.policy(me(request))),
  );
  app.put('/performer/message-policy', { ...performer, schema: { body: MessagePolicyBody, response: { 200: Envelope(MessagePolicyBody) } } }, async (request) =>
    ok(await messages.setPolicy(me(request), request.body.policy)),
  );

  app.post('/performer/broadcasts', { ...performer, schema: { body: BroadcastBody, response: { 200: Envelope(BroadcastSchema) } } }, async (request) =>
    ok(await broadcasts.start(me(request), request.body)),
  );
  app.get('/performer/broadcasts/draft-photos', { ...performer, schema: { response: { 200: Envelope(Type.Array(DraftPhotoSchema)) } } }, async (request) =>
    ok(await drafts.photos(me(request), null)),
  );
  app.delete(
    '/performer/broadcasts/draft-photos/:id',
    { ...performer, schema: { params: DraftParams, response: { 200: Envelope(Type.Object({ id: Type.String() })) } } },
    async (request) => {
      await drafts.remove(me(request), null, request.params.id);
      return ok({ id: request.params.id });
    },
  );
  app.get('/performer/broadcasts', { ...performer, schema: { response: { 200: Envelope(Type.Array(BroadcastSchema)) } } }, async (request) =>
    ok(await broadcasts.recent(me(request))),
  );

  app.get('/messages/unread', { ...own, schema: { response: { 200: Envelope(UnreadMessagesSchema) } } }, async (request) =>
    ok(await messages.unread(me(request))),
  );
};
