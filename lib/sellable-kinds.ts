/**
 * Every kind of thing a fan pays for, named once for the server and the web. The database's types, the API's schemas
 * and the words the site shows for orders, transactions and earnings all come from this list, so a new kind is an
 * entry here, its module (server/modules/payments/sellables/<kind>.ts, registered in that folder's index.ts, and the
 * module whose thing it sells), and a migration for the database's checks.
 *
 * Per kind (the key is the object_type of its order lines and the source of its earnings):
 * - `order`: the kind of an order of it (null: it only comes with another order, as shipping does);
 * - `transaction`: the type of the payment of such an order;
 * - `label`: how orders, transactions and earnings name it;
 * - `owned`: bought once and kept (a purchase grants it; paying for it supersedes the buyer's other open orders for it);
 * - `payPerView`: bought by itself at `/payment/purchase-<path>/:id`, called a `noun` in "Unlock this <noun>".
 */
export const SELLABLE_KINDS = {
  video: { order: 'video', transaction: 'video_purchase', label: 'Video', owned: true, payPerView: { path: 'video', noun: 'video' } },
  gallery: { order: 'gallery', transaction: 'gallery_purchase', label: 'Gallery', owned: true, payPerView: { path: 'gallery', noun: 'gallery' } },
  creator_post: {
    order: 'creator_post',
    transaction: 'creator_post_purchase',
    label: 'Post',
    owned: true,
    payPerView: { path: 'creator-post', noun: 'post' },
  },
  product: { order: 'products', transaction: 'product_purchase', label: 'Product', owned: true, payPerView: null },
  subscription: { order: 'subscription', transaction: 'subscription', label: 'Subscription', owned: false, payPerView: null },
  shipping: { order: null, transaction: null, label: 'Shipping', owned: false, payPerView: null },
  tip: { order: 'tip', transaction: 'tip', label: 'Tip', owned: false, payPerView: null },
  message: { order: 'message', transaction: 'message_purchase', label: 'Paid message', owned: true, payPerView: { path: 'message', noun: 'message' } },
} as const;

type Kinds = typeof SELLABLE_KINDS;
/** What an order line is for (order_lines.object_type), and what an earning came from. */
export type SellableKind = keyof Kinds;
export type OrderKind = NonNullable<Kinds[SellableKind]['order']>;
/** A renewal is paid by a transaction of its own type (the subscription's order is the first payment's). */
export type TransactionType = NonNullable<Kinds[SellableKind]['transaction']> | 'subscription_renewal';
/** What a purchase grants for good (purchases.object_type). */
export type OwnedKind = { [K in SellableKind]: Kinds[K]['owned'] extends true ? K : never }[SellableKind];
/** What is sold one item at a time through its own purchase route. */
export type PayPerViewKind = { [K in SellableKind]: Kinds[K]['payPerView'] extends null ? never : K }[SellableKind];
/** The route of each: `/payment/purchase-<path>/:id`. */
export type PayPerViewPath = NonNullable<Kinds[PayPerViewKind]['payPerView']>['path'];
export type PayPerViewEndpoint = `POST /payment/purchase-${PayPerViewPath}/:id`;

const kinds = Object.keys(SELLABLE_KINDS) as SellableKind[];

export const SELLABLE_KIND_NAMES: readonly SellableKind[] = kinds;
export const ORDER_KINDS = [...new Set(kinds.flatMap((k) => SELLABLE_KINDS[k].order ?? []))] as OrderKind[];
export const TRANSACTION_TYPES = [
  ...kinds.flatMap((k) => SELLABLE_KINDS[k].transaction ?? []).filter((t, i, all) => all.indexOf(t) === i),
  'subscription_renewal',
] as TransactionType[];
export const PAY_PER_VIEW_KINDS = kinds.filter((k) => SELLABLE_KINDS[k].payPerView !== null) as PayPerViewKind[];

/** How a kind is named where orders, sales and earnings are listed. */
export const SELLABLE_LABELS = Object.fromEntries(kinds.map((k) => [k, SELLABLE_KINDS[k].label])) as Record<SellableKind, string>;

/** How a payment is named in the fan's transactions. */
export const TRANSACTION_LABELS = {
  ...(Object.fromEntries(kinds.flatMap((k) => (SELLABLE_KINDS[k].transaction ? [[SELLABLE_KINDS[k].transaction, SELLABLE_KINDS[k].label]] : []))) as Record<
    TransactionType,
    string
  >),
  // A cart of products is one payment for all of them.
  product_purchase: 'Products',
  subscription_renewal: 'Subscription renewal',
};

export const payPerViewOf = (kind: PayPerViewKind) => SELLABLE_KINDS[kind].payPerView;
