import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { sql } from 'kysely';
import { GatewayUnavailable, type PaymentGateway, type PaymentRequest } from '../../payments/gateway';
import { gatewayUnavailable } from '../../payments/unavailable';
import type { PaymentGateways } from '../../payments/registry';
import type { CouponsService } from '../coupons/service';
import type { OrdersService } from '../orders/service';
import type { SettingsService } from '../settings/service';
import { describeOrder, toTransaction, type TransactionDto } from './presenter';
import { paymentsRepo as repo } from './repo';
import type { SellableKind } from './sellables';
import type { Settlement } from './settlement';
import type { OrderDto } from '../orders/presenter';

export interface CheckoutDeps {
  db: Db;
  orders: OrdersService;
  coupons: CouponsService;
  settings: SettingsService;
  settlement: Settlement;
  gateways: PaymentGateways;
  /** PAYMENT_GATEWAY: when set, it wins over the paymentGateway setting. */
  gatewayOverride: string | null;
}

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

export interface Purchase {
  order: OrderDto;
  transaction: TransactionDto;
  paymentUrl: string;
}

/**
 * Creating an order and its pending transaction, in one database transaction, for any kind of thing sold (see
 * ./sellables): the kind checks and prices its lines from the catalogue (a price sent by a client is never read),
 * the coupon is checked and its use held by the order (spent only at payment), and the buyer is sent to the
 * gateway. A total of zero completes at once, without a gateway.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

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
   * Buys what `request` asks of `kind`. One payable intent at a time: the buyer's open order for the same thing (a
   * second click, a parallel request, buying again before paying) is answered again, same order and payment
   * address, instead of a new one. The advisory lock queues concurrent checkouts of one buyer and intent; the
   * unique index on open intents is the database's guarantee behind it. The coupon's use is taken here and held by
   * the open order.
   */
  async purchase<Request>(buyer: UserRow, kind: SellableKind<Request>, request: Request & { couponCode?: string }, siteOrigin: string): Promise<Purchase> {
    const { db, orders, coupons, settings, settlement } = this.deps;
    const gateway = await this.activeGateway();
    const currency = await settings.get<string>('currency', 'USD');
    // The payment address is made before the order is committed: a gateway that cannot charge it (a currency it
    // does not take) leaves nothing behind.
    const { order, transaction, paymentUrl } = await inTransaction(db, async (trx, afterCommit) => {
      const intent = kind.intentOf(request);
      await sql`select pg_advisory_xact_lock(hashtextextended(${`${buyer.id}/${intent}`}, 0))`.execute(trx);
      const open = await orders.openFor(trx, buyer.id, intent);
      if (open?.payment_url) {
        const pending = await repo.pendingOf(trx, open.id);
        if (pending) return { order: (await orders.withLines([open.id], trx)).get(open.id)!, transaction: pending, paymentUrl: open.payment_url };
      }
      const { lines, shipping, subscription } = await kind.draft(trx, buyer, request);
      const coupon = request.couponCode ? await coupons.usable(request.couponCode, buyer.id, trx) : null;
      const created = await orders.create(trx, { buyerId: buyer.id, kind: kind.orderKind, currency, coupon, shipping, lines, intentKey: intent });
      if (coupon) await coupons.hold(trx, coupon, buyer.id, created.order.id);
      const free = created.order.total_cents === 0;
      const tx = await repo.insertTransaction(trx, {
        order_id: created.order.id,
        buyer_id: buyer.id,
        type: kind.transactionType,
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
