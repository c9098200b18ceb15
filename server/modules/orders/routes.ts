import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession, requireRole } from '../auth/guard';
import { BuyerLinesQuery, BuyerOrdersQuery, DeliveryUpdateBody, OrderIdParams, OrderLineSchema, OrderSchema, SoldLinesQuery } from './schemas';
import type { OrdersService } from './service';
import { viewerOf } from './viewer';

const dateOf = (text: string | undefined) => (text ? new Date(text) : undefined);

export const ordersRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/orders/users/search',
    {
      schema: {
        operationId: 'searchMyOrders',
        summary: "List the caller's orders",
        querystring: BuyerOrdersQuery,
        response: { 200: ListEnvelope(OrderSchema) },
      },
    },
    async (request) => {
      const { data, total } = await orders.buyerOrders(currentSession(request).user.id, request.query.status, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/orders/users/details/search',
    {
      schema: {
        operationId: 'searchMyOrderLines',
        summary: "List the lines of the caller's orders",
        querystring: BuyerLinesQuery,
        response: { 200: ListEnvelope(OrderLineSchema) },
      },
    },
    async (request) => {
      const { status, deliveryStatus } = request.query;
      const { data, total } = await orders.buyerLines(currentSession(request).user.id, { status, deliveryStatus }, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/orders/details/search',
    {
      preHandler: requireRole('performer', 'admin'),
      schema: {
        operationId: 'searchSoldOrderLines',
        summary: 'List the order lines the performer sold',
        querystring: SoldLinesQuery,
        response: { 200: ListEnvelope(OrderLineSchema) },
      },
    },
    async (request) => {
      const { status, deliveryStatus, fromDate, toDate, productId } = request.query;
      const filters = { status, deliveryStatus, productId, fromDate: dateOf(fromDate), toDate: dateOf(toDate) };
      const { data, total } = await orders.soldLines(viewerOf(request), filters, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/orders/details/:id',
    { schema: { operationId: 'getOrderLine', summary: 'Read an order line', params: OrderIdParams, response: { 200: Envelope(OrderSchema) } } },
    async (request) => ok(await orders.detail(request.params.id, viewerOf(request))),
  );

  app.put(
    '/orders/:id/update',
    {
      preHandler: requireRole('performer', 'admin'),
      schema: {
        operationId: 'updateDeliveryStatus',
        summary: "Update an order line's delivery status",
        params: OrderIdParams,
        body: DeliveryUpdateBody,
        response: { 200: Envelope(OrderLineSchema) },
      },
    },
    async (request) => ok(await orders.updateDelivery(request.params.id, viewerOf(request), request.body)),
  );
};
