import type { OrderLineRow, SubscriptionRow, TransactionRow } from '../../../db/schema';
import type { Executor } from '../../../db/unit-of-work';
import { conflict, HttpError } from '../../../http/errors';
import type { NewLine } from '../../orders/service';
import type { UserBlocks } from '../../moderation/blocks';
import type { PackagesService } from '../../packages/service';
import type { SettingsService } from '../../settings/service';
import { accessUntil } from '../../subscriptions/lifecycle';
import type { SubscriptionsService } from '../../subscriptions/service';
import { displayNames } from '../../users/cards';
import { paymentsRepo } from '../repo';
import type { SellableKind, Settling } from './kind';

/** What a subscribe checkout is asked for: one period of a package. */
export interface SubscribeRequest {
  packageId: string;
}

/** What a subscription line is made from: the package (or, for a renewal, the subscription's own terms). */
export interface SubscribablePackage {
  id: string;
  performer_id: string | null;
  name: string;
  price_cents: number;
  period_days: number;
  recurring: boolean;
}

/**
 * The one line of a subscription order: one period of the package, never a performer's own. The line carries the
 * terms (price, period, recurrence) and names whom it is for ("Monthly: Demo Performer"): settlement reads these,
 * so a package edited while the payment is open changes nothing for this buyer.
 */
export function subscriptionLine(buyerId: string, pkg: SubscribablePackage, sellerName: string): NewLine {
  if (pkg.performer_id === buyerId) throw new HttpError(422, 'You cannot subscribe to yourself.', 'OWN_ITEM');
  return {
    orderable: { id: pkg.id, performerId: pkg.performer_id, name: `${pkg.name}: ${sellerName}`, priceCents: pkg.price_cents, live: true, imageKey: null },
    objectType: 'subscription',
    productType: null,
    quantity: 1,
    terms: { periodDays: pkg.period_days, recurring: pkg.recurring },
  };
}

export interface SubscriptionSaleDeps {
  /** A creator who blocked the fan takes no subscription from them. */
  blocks: Pick<UserBlocks, 'refuseIfBlocked'>;
  packages: PackagesService;
  subscriptions: SubscriptionsService;
  settings: SettingsService;
}

/** A payment that renews a subscription (charged by its gateway) rather than starting one. */
const renewalOf = (tx: TransactionRow) => (tx.type === 'subscription_renewal' ? tx.subscription_id : null);

/**
 * Subscription periods: a first payment starts the fan's subscription at the terms its line carries, a renewal's
 * payment adds a period to the subscription it renews, and a refund takes back the periods refunded (not the
 * whole subscription). The performer (none for the site's own package) earns from each period.
 */
export function subscriptionSale(deps: SubscriptionSaleDeps) {
  const { packages, subscriptions, settings, blocks } = deps;

  /** Whom a subscription pays: the performer's name, or the site's for its own package. */
  async function sellerName(trx: Executor, performerId: string | null): Promise<string> {
    if (performerId) return (await displayNames(trx, [performerId])).get(performerId) ?? 'a performer';
    return settings.get<string>('siteName', 'Limelight');
  }

  async function start(s: Settling, line: OrderLineRow): Promise<void> {
    const sub = await subscriptions.start(s.trx, s.afterCommit, {
      userId: s.order.buyer_id,
      performerId: line.performer_id,
      packageId: line.object_id,
      priceCents: line.unit_price_cents,
      currency: s.order.currency,
      periodDays: line.period_days ?? 30,
      // A free order (a full discount) has no gateway to charge renewals: it buys one period.
      recurring: Boolean(line.recurring) && s.tx.gateway !== 'free',
      gateway: s.tx.gateway,
      // The sandbox finds its subscriptions by our id; another gateway by its own id for it, given with the sale.
      gatewayReference: s.subscriptionReference,
    });
    await paymentsRepo.setSubscription(s.trx, s.tx.id, sub.id);
  }

  const kind: SellableKind<SubscribeRequest> = {
    lineType: 'subscription',
    earningSource: 'subscription',
    toldAsSale: false,
    orderKind: 'subscription',
    transactionType: 'subscription',
    intentOf: (request) => `package:${request.packageId.toLowerCase()}`,
    /**
     * One period of a package. A fan whose subscription to the same performer (or the site) still gives access is
     * told so (409) rather than charged twice; after it has ended, they subscribe afresh.
     */
    async draft(trx, buyer, request) {
      const pkg = await packages.subscribable(trx, request.packageId);
      const line = subscriptionLine(buyer.id, pkg, await sellerName(trx, pkg.performer_id));
      await blocks.refuseIfBlocked(trx, pkg.performer_id, buyer.id, 'subscribe to them');
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
    },
    ownedOnce: () => true,
    shipped: () => false,
    async undeliverable(s, lines) {
      const refused = new Map<string, string>();
      const renewed = renewalOf(s.tx);
      for (const line of lines) {
        if (renewed) {
          const why = await subscriptions.renewalRefusal(s.trx, renewed);
          if (why) refused.set(line.id, `"${line.name}" could not be renewed: ${why}`);
        } else if (await subscriptions.openWithAccess(s.trx, s.order.buyer_id, line.performer_id)) {
          refused.set(line.id, `You were already subscribed ("${line.name}")`);
        }
      }
      return refused;
    },
    async deliver(s, lines) {
      const renewed = renewalOf(s.tx);
      for (const line of lines) {
        if (renewed) await subscriptions.renewById(s.trx, s.afterCommit, renewed);
        else await start(s, line);
      }
    },
    async takeBack(s, lines) {
      const days = lines.reduce((sum, l) => sum + (l.period_days ?? 0), 0);
      if (s.tx.subscription_id && days > 0) await subscriptions.takeBackPeriod(s.trx, s.afterCommit, s.tx.subscription_id, days);
    },
  };

  /** The line of a renewal's order: the subscription's own terms (copied when it started), whatever the package says now. */
  async function renewalLine(trx: Executor, sub: SubscriptionRow): Promise<NewLine> {
    const name = (sub.package_id ? (await packages.namesOf([sub.package_id], trx)).get(sub.package_id) : undefined) ?? 'Subscription';
    const terms = {
      id: sub.package_id ?? sub.id,
      performer_id: sub.performer_id,
      price_cents: sub.price_cents,
      period_days: sub.period_days,
      recurring: sub.recurring,
    };
    return subscriptionLine(sub.user_id, { ...terms, name: `${name} (renewal)` }, await sellerName(trx, sub.performer_id));
  }

  return { ...kind, renewalLine };
}
