import { sql } from 'kysely';
import type { Db } from '../../db';
import type { AccessReason, Entitlement, LockedAsset } from './access';

/**
 * The access rule of AccessService.entitlement as a pure function of the facts: the performer sees
 * their own asset, anyone sees free content, a buyer sees what they bought, a live subscription
 * unlocks subscriber content (never content for sale).
 */
export function decideEntitlement(
  viewerId: string | null,
  asset: LockedAsset,
  facts: { isBought: boolean; isSubscribed: boolean },
): Entitlement {
  let reason: AccessReason = 'locked';
  if (viewerId !== null && viewerId === asset.performerId) reason = 'owner';
  else if (asset.access === 'free') reason = 'free';
  else if (facts.isBought) reason = 'bought';
  else if (asset.access === 'subscribers' && facts.isSubscribed) reason = 'subscribed';
  return { allowed: reason !== 'locked', reason, ...facts };
}

/** Entitlements of one viewer to many assets in two queries (purchases, subscriptions), keyed by asset id. */
export async function entitlements(db: Db, viewerId: string | null, assets: LockedAsset[]): Promise<Map<string, Entitlement>> {
  const bought = new Set<string>();
  const subscribedTo = new Set<string | null>();
  if (viewerId && assets.length > 0) {
    const performerIds = [...new Set(assets.map((a) => a.performerId))];
    const [purchases, subscriptions] = await Promise.all([
      db
        .selectFrom('purchases')
        .select(['object_type', 'object_id'])
        .where('user_id', '=', viewerId)
        .where('object_id', 'in', assets.map((a) => a.id))
        .execute(),
      db
        .selectFrom('subscriptions')
        .select('performer_id')
        .where('user_id', '=', viewerId)
        .where('status', '=', 'active')
        .where('expires_at', '>', sql<Date>`now()`)
        .where((eb) => eb.or([eb('performer_id', 'is', null), eb('performer_id', 'in', performerIds)]))
        .execute(),
    ]);
    for (const p of purchases) bought.add(`${p.object_type}:${p.object_id}`);
    for (const s of subscriptions) subscribedTo.add(s.performer_id);
  }
  const siteWide = subscribedTo.has(null);
  return new Map(
    assets.map((asset) => [
      asset.id,
      decideEntitlement(viewerId, asset, {
        isBought: bought.has(`${asset.objectType}:${asset.id}`),
        isSubscribed: siteWide || subscribedTo.has(asset.performerId),
      }),
    ]),
  );
}

/** An entitlement as the detail pages show it. */
export function entitlementFields(e: Entitlement) {
  return { canView: e.allowed, accessReason: e.reason, isBought: e.isBought, isSubscribed: e.isSubscribed };
}
