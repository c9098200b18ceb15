import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession, requireRole } from '../auth/guard';
import { viewerOf } from '../orders/viewer';
import type { SubscriptionReads } from './reads';
import {
  CancelSubscriptionBody,
  CurrentSubscriptionQuery,
  CurrentSubscriptionSchema,
  PerformerSubscribersQuery,
  SubscriberSchema,
  SubscriptionIdParams,
  SubscriptionSchema,
  UserSubscriptionsQuery,
} from './schemas';
import type { SubscriptionsService } from './service';
import type { SubscriptionRow } from '../../db/schema';

interface Options {
  subscriptions: SubscriptionsService;
  reads: SubscriptionReads;
  /** Tells a gateway that renews by itself that the fan cancelled (the payments module's). */
  tellGateway: (sub: SubscriptionRow) => Promise<void>;
}

/** A fan's subscriptions, a performer's subscribers, cancelling and turning a cancelled one back on. */
export const subscriptionsRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { subscriptions, reads, tellGateway }) => {
  app.get(
    '/subscriptions/current',
    {
      schema: {
        operationId: 'getCurrentSubscriptions',
        summary: "Read the caller's current subscriptions",
        querystring: CurrentSubscriptionQuery,
        response: { 200: Envelope(CurrentSubscriptionSchema) },
      },
    },
    async (request) => ok({ subscription: await reads.current(currentSession(request).user.id, request.query.performerId ?? null) }),
  );

  app.get(
    '/subscriptions/user/search',
    {
      schema: {
        operationId: 'searchMySubscriptions',
        summary: "List the caller's subscriptions",
        querystring: UserSubscriptionsQuery,
        response: { 200: ListEnvelope(SubscriptionSchema) },
      },
    },
    async (request) => {
      const { data, total } = await reads.forUser(currentSession(request).user.id, request.query.status, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/subscriptions/performer/search',
    {
      preHandler: requireRole('performer', 'admin'),
      schema: {
        operationId: 'searchSubscribers',
        summary: "List the performer's subscribers",
        querystring: PerformerSubscribersQuery,
        response: { 200: ListEnvelope(SubscriberSchema) },
      },
    },
    async (request) => {
      const { performerId, status } = request.query;
      const { data, total } = await reads.forPerformer(viewerOf(request), { performerId, status }, paging(request.query));
      return list(data, total);
    },
  );

  app.post(
    '/subscriptions/cancel/:id',
    {
      schema: {
        operationId: 'cancelSubscription',
        summary: 'Cancel a subscription at the end of its period',
        params: SubscriptionIdParams,
        response: { 200: Envelope(SubscriptionSchema) },
      },
    },
    async (request) => ok((await reads.present([await subscriptions.cancel(viewerOf(request), request.params.id, tellGateway)]))[0]),
  );

  app.post(
    '/subscriptions/:id/resume',
    {
      // The owner turns a cancelled subscription back on before its period ends (409 otherwise).
      schema: {
        operationId: 'resumeSubscription',
        summary: 'Resume a cancelled subscription before it ends',
        params: SubscriptionIdParams,
        response: { 200: Envelope(SubscriptionSchema) },
      },
    },
    async (request) => ok((await reads.present([await subscriptions.resume(currentSession(request).user.id, request.params.id)]))[0]),
  );

  app.post(
    '/subscriptions/cancel',
    {
      // The body is optional: no performer means the site-wide subscription.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'cancelSiteSubscription',
        summary: "Cancel the caller's site subscription",
        body: CancelSubscriptionBody,
        response: { 200: Envelope(SubscriptionSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const open = await subscriptions.openOf(viewer.id, request.body.performerId ?? null);
      return ok((await reads.present([await subscriptions.cancel(viewer, open.id, tellGateway)]))[0]);
    },
  );
};
