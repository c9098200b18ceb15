import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { siteOrigin } from '../../web/site-origin';
import { actorOf } from '../audit/actor';
import { currentSession, requireRole } from '../auth/guard';
import { viewerOf } from '../orders/viewer';
import { OrderIdParams, OrderSchema } from '../orders/schemas';
import type { CheckoutService } from './checkout';
import type { Sellables } from './sellables';
import {
  IdParams,
  PurchaseProductsBody,
  PurchaseSchema,
  PurchaseAssetBody,
  RefundBody,
  SandboxDecisionSchema,
  TransactionIdParams,
  TransactionSchema,
  TransactionViewSchema,
  TransactionsQuery,
  UserTransactionsQuery,
} from './schemas';
import type { PaymentsService } from './service';
import { SubscribeBody } from '../subscriptions/schemas';
import { TipBody } from '../tips/schemas';
import type { AgeGate } from '../age-verification/gate';
import { PAY_PER_VIEW_KINDS, payPerViewOf } from '../../../lib/sellable-kinds';

interface Options {
  checkout: CheckoutService;
  /** What can be bought: each purchase route sells one kind. */
  sellables: Sellables;
  /** Purchases and subscriptions wait for age verification where it applies. */
  ageGate: AgeGate;
  payments: PaymentsService;
  /** SITE_URL's origin when set: where the gateway sends the buyer back. */
  configuredOrigin: string | null;
}

const dateOf = (text: string | undefined) => (text ? new Date(text) : undefined);

export const paymentsRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { checkout, sellables, payments, ageGate, configuredOrigin }) => {
  const buyer = [ageGate.beforeBuying];
  app.post(
    '/payment/purchase-products',
    {
      preHandler: buyer,
      schema: {
        operationId: 'purchaseProducts',
        summary: 'Buy the products in a cart',
        body: PurchaseProductsBody,
        response: { 200: Envelope(PurchaseSchema) },
      },
    },
    async (request) =>
      ok(await checkout.purchase(currentSession(request).user, sellables.product, request.body, siteOrigin(request, configuredOrigin ?? undefined))),
  );

  // Each kind sold one item at a time has its route (lib/sellable-kinds.ts).
  for (const kind of PAY_PER_VIEW_KINDS) {
    const { path, noun } = payPerViewOf(kind);
    const operationId = `purchase${path.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase())}`;
    app.post(
      `/payment/purchase-${path}/:id`,
      {
        preHandler: buyer,
        // The body (a coupon code) is optional: a Buy button may post nothing at all.
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: { operationId, summary: `Buy a ${noun}`, params: IdParams, body: PurchaseAssetBody, response: { 200: Envelope(PurchaseSchema) } },
      },
      async (request) =>
        ok(
          await checkout.purchase(
            currentSession(request).user,
            sellables[kind],
            { id: request.params.id, ...request.body },
            siteOrigin(request, configuredOrigin ?? undefined),
          ),
        ),
    );
  }

  app.post(
    '/payment/tip',
    { preHandler: buyer, schema: { operationId: 'sendTip', summary: 'Tip a performer', body: TipBody, response: { 200: Envelope(PurchaseSchema) } } },
    async (request) =>
      ok(await checkout.purchase(currentSession(request).user, sellables.tip, request.body, siteOrigin(request, configuredOrigin ?? undefined))),
  );

  app.post(
    '/payment/subscribe',
    {
      preHandler: buyer,
      schema: {
        operationId: 'subscribe',
        summary: 'Subscribe to a performer or to the site',
        body: SubscribeBody,
        response: { 200: Envelope(PurchaseSchema) },
      },
    },
    async (request) =>
      ok(await checkout.purchase(currentSession(request).user, sellables.subscription, request.body, siteOrigin(request, configuredOrigin ?? undefined))),
  );

  app.get(
    '/payment/sandbox/:transactionId',
    {
      schema: {
        operationId: 'getSandboxPayment',
        summary: "Read a sandbox payment page's transaction",
        params: TransactionIdParams,
        response: { 200: Envelope(TransactionViewSchema) },
      },
    },
    async (request) => ok(await payments.sandboxView(request.params.transactionId, currentSession(request).user.id)),
  );
  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/payment/sandbox/:transactionId/${decision}`,
      {
        schema: {
          operationId: `${decision}SandboxPayment`,
          summary: `${decision === 'approve' ? 'Approve' : 'Decline'} a sandbox payment`,
          params: TransactionIdParams,
          response: { 200: Envelope(SandboxDecisionSchema) },
        },
      },
      async (request) => ok(await payments.sandboxDecide(request.params.transactionId, currentSession(request).user.id, decision)),
    );
  }

  app.post(
    '/orders/:id/cancel',
    { schema: { operationId: 'cancelOrder', summary: 'Cancel an unpaid order', params: OrderIdParams, response: { 200: Envelope(OrderSchema) } } },
    async (request) => ok(await payments.cancelOrder(request.params.id, currentSession(request).user.id)),
  );

  app.get(
    '/transactions/user/search',
    {
      schema: {
        operationId: 'searchMyTransactions',
        summary: "List the caller's payments",
        querystring: UserTransactionsQuery,
        response: { 200: ListEnvelope(TransactionSchema) },
      },
    },
    async (request) => {
      const { status, type } = request.query;
      const { data, total } = await payments.search({ id: currentSession(request).user.id, isAdmin: false }, { status, type }, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/payment/transactions',
    {
      schema: {
        operationId: 'listTransactions',
        summary: 'List payment transactions',
        querystring: TransactionsQuery,
        response: { 200: ListEnvelope(TransactionSchema) },
      },
    },
    async (request) => {
      const { status, gateway, fromDate, toDate } = request.query;
      const filters = { status, gateway, fromDate: dateOf(fromDate), toDate: dateOf(toDate) };
      const { data, total } = await payments.search(viewerOf(request), filters, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/payment/transactions/:id',
    { schema: { operationId: 'getTransaction', summary: 'Read a payment transaction', params: IdParams, response: { 200: Envelope(TransactionViewSchema) } } },
    async (request) => ok(await payments.view(request.params.id, viewerOf(request))),
  );

  app.post(
    '/payment/transactions/:id/refund',
    {
      preHandler: requireRole('admin'),
      // The body is optional: no lines named refunds the whole payment.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'refundTransaction',
        summary: 'Refund a payment transaction',
        params: IdParams,
        body: RefundBody,
        response: { 200: Envelope(TransactionSchema) },
      },
    },
    async (request) => ok(await payments.refund(request.params.id, request.body.lineIds, actorOf(request))),
  );
};
