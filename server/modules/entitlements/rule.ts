import type { AssetAccess } from '../../db/schema';
import type { PurchasableType } from '../purchases/service';

export type AccessReason = 'free' | 'owner' | 'bought' | 'subscribed' | 'locked' | 'age_verification';

export interface Entitlement {
  allowed: boolean;
  reason: AccessReason;
  isBought: boolean;
  isSubscribed: boolean;
}

/** What the rule needs to know of an asset. */
export interface LockedAsset {
  id: string;
  performerId: string;
  access: AssetAccess;
  objectType: PurchasableType;
}

export interface EntitlementFacts {
  isBought: boolean;
  isSubscribed: boolean;
  /** The viewer's country requires age verification and they have not passed it. */
  mustVerifyAge: boolean;
}

/**
 * Who may see the full content of an asset, as a pure function of the facts: the performer sees their own
 * asset; a viewer who must verify their age sees no one else's; anyone sees free content, a buyer sees what
 * they bought, a live subscription (to the performer or to the whole site) unlocks subscriber content, never
 * content for sale.
 */
export function decideEntitlement(viewerId: string | null, asset: LockedAsset, { mustVerifyAge, ...facts }: EntitlementFacts): Entitlement {
  let reason: AccessReason = 'locked';
  if (viewerId !== null && viewerId === asset.performerId) reason = 'owner';
  else if (mustVerifyAge) reason = 'age_verification';
  else if (asset.access === 'free') reason = 'free';
  else if (facts.isBought) reason = 'bought';
  else if (asset.access === 'subscribers' && facts.isSubscribed) reason = 'subscribed';
  return { allowed: reason !== 'locked' && reason !== 'age_verification', reason, ...facts };
}
