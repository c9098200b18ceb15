import { createHash } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { TransactionType, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict } from '../../http/errors';
import { GatewayUnavailable, type PaymentGateway, type PaymentRequest } from '../../payments/gateway';
import { gatewayUnavailable } from '../../payments/unavailable';
import { displayNames } from '../users/cards';
import type { PaymentGateways } from '../../payments/registry';
import type { CouponsService } from '../coupons/service';
import { productLines, saleLine, subscriptionLine } from '../orders/checkout-items';
import type { PackagesService } from '../packages/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { accessUntil } from '../subscriptions/lifecycle';
import type { SubscribeBody } from '../subscriptions/schemas';
import type { NewOrder, OrdersService } from '../orders/service';
import type { ProductsService } from '../products/service';
import type { PurchasesService } from '../purchases/service';
import type { SettingsService } from '../settings/service';
import type { VideosService } from '../videos/service';
import type { GalleriesService } from '../galleries/service';
import { describeOrder, toTransaction, type TransactionDto } from './presenter';
import { paymentsRepo as repo } from './repo';
import type { PurchaseAssetBody, PurchaseProductsBody } from './schemas';
import type { Settlement } from './settlement';
import type { OrderDto } from '../orders/presenter';

export interface CheckoutDeps {
  db: Db;
  orders: OrdersService;
  products: ProductsService;
  videos: VideosService;
  galleries: GalleriesService;
  purchases: PurchasesService;
  coupons: CouponsService;
  settings: SettingsService;
  settlement: Settlement;
  packages: PackagesService;
  subscriptions: SubscriptionsService;
  gateways: PaymentGateways;
  /** PAYMENT_GATEWAY: when set, it wins over the paymentGateway setting. */
  gatewayOverride: string | null;
}

const TRANSACTION_TYPES: Record<NewOrder['kind'], TransactionType> = {
  video: 'video_purchase',
  gallery: 'gallery_purchase',
  products: 'product_purchase',
  subscription: 'subscription',
};

/** The gateway's payment address; a gateway that cannot charge this request is a 503, never a 500. */
async function paymentUrlOf(gateway: PaymentGateway, request: PaymentRequest): Promise<string> {
  try {
    return await gateway.paymentUrl(request);
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw gatewayUnavailable(error.message);
    throw error;
  }
}

const notSetUp = (name: string) => `the payment gateway "${name}" is not set up on this site.`;

/**
 * What an order pays for, as one short key: "video:<id>", "gallery:<id>", "package:<id>", or a cart's exact
 * contents (hashed: products and quantities, in id order). A buyer has at most one open order per key.
 */
export function intentKey(kind: NewOrder['kind'], ids: Array<{ id: string; quantity?: number }>): string {
  if (kind !== 'products') return `${kind === 'subscription' ? 'package' : kind}:${ids[0].id.toLowerCase()}`;
  const contents = ids
    .map((i) => `${i.id.toLowerCase()}x${i.quantity ?? 1}`)
    .sort()
    .join(',');
  return `cart:${createHash('sha256').update(contents).digest('base64url')}`;
}

export interface Purchase {
  order: OrderDto;
  transaction: TransactionDto;
  paymentUrl: string;
}

/**
 * Creating an order and its pending transaction, in one database transaction: the items are checked and priced
 * from the catalogue (a price sent by a client is never read), the coupon is checked (spent only at payment), and
 * the buyer is sent to the gateway. A total of zero completes at once, without a gateway.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  async purchaseProducts(buyer: UserRow, body: Static<typeof PurchaseProductsBody>, siteOrigin: string): Promise<Purchase> {
    const { products, purchases } = this.deps;
    const intent = intentKey(
      'products',
      body.products.map((p) => ({ id: p._id, quantity: p.quantity })),
    );
    return this.checkout(buyer, 'products', intent, body.couponCode, siteOrigin, async (trx) => {
      const found = await products.orderable(
        trx,
        body.products.map((p) => p._id),
      );
      const bought = await purchases.boughtAmong(
        buyer.id,
        found.filter((p) => p.type === 'digital').map((p) => ({ objectType: 'product', objectId: p.id })),
        trx,
      );
      const lines = productLines(buyer.id, body.products, found, (id) => bought.has(`product:${id}`));
      const physical = lines.some((l) => l.productType === 'physical');
      if (physical && !body.shipping)
        throw badRequest('Shipping details (name, address, phone, postal code) are needed for physical products.', 'SHIPPING_REQUIRED');
      return { lines, shipping: physical ? body.shipping! : null };
    });
  }

  /** Pay-per-view: one video or one gallery for sale. */
  async purchaseAsset(buyer: UserRow, kind: 'video' | 'gallery', id: string, body: Static<typeof PurchaseAssetBody>, siteOrigin: string): Promise<Purchase> {
    const { purchases } = this.deps;
    const catalogue = kind === 'video' ? this.deps.videos : this.deps.galleries;
    return this.checkout(buyer, kind, intentKey(kind, [{ id }]), body.couponCode, siteOrigin, async (trx) => {
      const asset = await catalogue.orderable(trx, id);
      const bought = asset ? (await purchases.boughtAmong(buyer.id, [{ objectType: kind, objectId: asset.id }], trx)).size > 0 : false;
      return { lines: [saleLine(buyer.id, kind, asset, bought)], shipping: null };
    });
  }

  /**
   * One period of a subscription package. A fan whose subscription to the same performer (or the site) still
   * gives access is told so (409) rather than charged twice; after it has ended, they subscribe afresh.
   */
  async purchaseSubscription(buyer: UserRow, body: Static<typeof SubscribeBody>, siteOrigin: string): Promise<Purchase> {
    const { packages, subscriptions } = this.deps;
    return this.checkout(buyer, 'subscription', intentKey('subscription', [{ id: body.packageId }]), body.couponCode, siteOrigin, async (trx) => {
      const pkg = await packages.subscribable(trx, body.packageId);
      const line = subscriptionLine(buyer.id, pkg, await this.sellerName(trx, pkg.performer_id));
      const open = await subscriptions.openWithAccess(trx, buyer.id, pkg.performer_id);
      if (open) {
        // A person reads this (the chooser shows it): a date, not an ISO instant.
        const until = accessUntil(open)!.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
        throw conflict(
          `You are already subscribed${open.status === 'active' ? '' : ` (${open.status.replace('_', ' ')})`}, with access until ${until}.`,
          'ALREADY_SUBSCRIBED',
        );
      }
      return { lines: [line], shipping: null, subscription: { periodDays: pkg.period_days, recurringAmountCents: pkg.recurring ? pkg.price_cents : null } };
    });
  }

  /** Whom a subscription pays: the performer's name, or the site's for its own package. */
  private async sellerName(trx: Db, performerId: string | null): Promise<string> {
    if (performerId) return (await displayNames(trx, [performerId])).get(performerId) ?? 'a performer';
    return this.deps.settings.get<string>('siteName', 'Limelight');
  }

  /** The name of the gateway new orders go to: PAYMENT_GATEWAY, else the paymentGateway setting, else the sandbox. */
  async activeGatewayName(): Promise<string> {
    return this.deps.gatewayOverride ?? (await this.deps.settings.get<string>('paymentGateway', 'sandbox'));
  }

  /**
   * The gateway new orders go to. Unknown, or unusable as set up (missing or wrong settings): 503. The buyer is
   * told payments are unavailable, not which setting is wrong; the server logs that when it starts.
   */
  async activeGateway(): Promise<PaymentGateway> {
    const name = await this.activeGatewayName();
    let gateway: PaymentGateway | null;
    try {
      gateway = this.deps.gateways.get(name);
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw gatewayUnavailable(notSetUp(name));
      throw error;
    }
    if (!gateway) throw gatewayUnavailable(notSetUp(name));
    return gateway;
  }

  /**
   * One payable intent at a time: the buyer's open order for the same thing (a second click, a parallel request,
   * buying again before paying) is answered again, same order and payment address, instead of a new one. The
   * advisory lock queues concurrent checkouts of one buyer and intent; the unique index on open intents is the
   * database's guarantee behind it. The coupon's use is taken here and held by the open order.
   */
  private async checkout(
    buyer: UserRow,
    kind: NewOrder['kind'],
    intent: string,
    couponCode: string | undefined,
    siteOrigin: string,
    items: (trx: Db) => Promise<Pick<NewOrder, 'lines' | 'shipping'> & Pick<PaymentRequest, 'subscription'>>,
  ): Promise<Purchase> {
    const { db, orders, coupons, settings, settlement } = this.deps;
    const gateway = await this.activeGateway();
    const currency = await settings.get<string>('currency', 'USD');
    // The payment address is made before the order is committed: a gateway that cannot charge it (a currency it
    // does not take) leaves nothing behind.
    const { order, transaction, paymentUrl } = await inTransaction(db, async (trx, afterCommit) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`${buyer.id}/${intent}`}, 0))`.execute(trx);
      const open = await orders.openFor(trx, buyer.id, intent);
      if (open?.payment_url) {
        const pending = await repo.pendingOf(trx, open.id);
        if (pending) return { order: (await orders.withLines([open.id], trx)).get(open.id)!, transaction: pending, paymentUrl: open.payment_url };
      }
      const { lines, shipping, subscription } = await items(trx);
      const coupon = couponCode ? await coupons.usable(couponCode, buyer.id, trx) : null;
      const created = await orders.create(trx, { buyerId: buyer.id, kind, currency, coupon, shipping, lines, intentKey: intent });
      if (coupon) await coupons.hold(trx, coupon, buyer.id, created.order.id);
      const free = created.order.total_cents === 0;
      const tx = await repo.insertTransaction(trx, {
        order_id: created.order.id,
        buyer_id: buyer.id,
        type: TRANSACTION_TYPES[kind],
        gateway: free ? 'free' : gateway.name,
        amount_cents: created.order.total_cents,
        currency,
      });
      if (free) await settlement.apply(trx, afterCommit, { transactionId: tx.id }, { kind: 'paid' });
      const presented = (await orders.withLines([created.order.id], trx)).get(created.order.id)!;
      const paymentUrl = free
        ? `/payment/success?transactionId=${tx.id}`
        : await paymentUrlOf(gateway, {
            transactionId: tx.id,
            orderId: presented._id,
            amountCents: tx.amount_cents,
            currency,
            description: describeOrder(presented),
            buyer: { id: buyer.id, email: buyer.email, name: buyer.name },
            siteOrigin,
            ...(subscription ? { subscription } : {}),
          });
      if (!free) await orders.setPaymentUrl(trx, created.order.id, paymentUrl);
      return { order: (await orders.withLines([created.order.id], trx)).get(created.order.id)!, transaction: (await repo.byId(trx, tx.id))!, paymentUrl };
    });
    return { order, transaction: toTransaction(transaction, order), paymentUrl };
  }
}
