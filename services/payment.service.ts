import type { ServiceOptions } from '../lib/request-options';
import type { PayPerViewEndpoint, PayPerViewKind } from '../lib/sellable-kinds';
import type { CheckoutResult, PurchaseAssetBody, PurchaseProductsBody, SandboxPayment } from '../types/checkout';
import type { TipBody } from '../types/tip';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const PURCHASE_PRODUCTS = 'POST /payment/purchase-products';
/** Where each kind sold one item at a time is bought (its route: lib/sellable-kinds.ts). */
const PURCHASE = {
  video: 'POST /payment/purchase-video/:id',
  gallery: 'POST /payment/purchase-gallery/:id',
  creator_post: 'POST /payment/purchase-creator-post/:id',
  message: 'POST /payment/purchase-message/:id',
} as const satisfies Record<PayPerViewKind, PayPerViewEndpoint>;
const TIP = 'POST /payment/tip';
const SANDBOX_PAYMENT = 'GET /payment/sandbox/:transactionId';
const TRANSACTION = 'GET /payment/transactions/:id';
const SANDBOX_APPROVE = 'POST /payment/sandbox/:transactionId/approve';
const SANDBOX_DECLINE = 'POST /payment/sandbox/:transactionId/decline';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = {
  PURCHASE_PRODUCTS,
  ...PURCHASE,
  TIP,
  SANDBOX_PAYMENT,
  TRANSACTION,
  SANDBOX_APPROVE,
  SANDBOX_DECLINE,
};

export type { PayPerViewKind };

export const paymentService = {
  /** POST /payment/purchase-products: an order of the cart's lines and where to pay it. */
  purchaseProducts: async (body: PurchaseProductsBody) => (await send<CheckoutResult>(to(PURCHASE_PRODUCTS), { body })).data,
  /** POST /payment/purchase-video/:id, /purchase-gallery/:id, /purchase-creator-post/:id or /purchase-message/:id: one item. */
  purchaseAsset: async (kind: PayPerViewKind, id: string, body: PurchaseAssetBody = {}) =>
    (await send<CheckoutResult>(to(PURCHASE[kind], { id }), { body })).data,
  /** POST /payment/tip: the order of a tip to a creator, and where to pay it. */
  tip: async (body: TipBody) => (await send<CheckoutResult>(to(TIP), { body })).data,
  /** GET /payment/sandbox/:transactionId: the order and amount the built-in sandbox gateway asks to approve. */
  sandboxPayment: (transactionId: string, options?: ServiceOptions) => getOne<SandboxPayment>(to(SANDBOX_PAYMENT, { transactionId }), options),
  /** GET /payment/transactions/:id: one of the caller's transactions and its order (what it was for). */
  transaction: (id: string, options?: ServiceOptions) => getOne<SandboxPayment>(to(TRANSACTION, { id }), options),
  /** POST /payment/sandbox/:transactionId/approve or /decline (the buyer only; a second click changes nothing). */
  sandboxDecide: async (transactionId: string, decision: 'approve' | 'decline') =>
    (await send<unknown>(to(decision === 'approve' ? SANDBOX_APPROVE : SANDBOX_DECLINE, { transactionId }))).data,
};
