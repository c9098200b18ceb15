import { sql } from 'kysely';
import type { Db } from '../../db';
import type { AssetAccess } from '../../db/schema';

export type AccessReason = 'free' | 'owner' | 'bought' | 'subscribed' | 'locked';

export interface Entitlement {
  allowed: boolean;
  reason: AccessReason;
  isBought: boolean;
  isSubscribed: boolean;
}

export interface LockedAsset {
  id: string;
  performerId: string;
  access: AssetAccess;
  objectType: 'video' | 'gallery' | 'product';
}

/**
 * Who may see the full content of an asset: anyone when it is free, its performer, a buyer, or
 * (for subscriber content) someone with a live subscription to the performer or to the whole site.
 * Content for sale is unlocked by buying it, not by a subscription.
 */
export class AccessService {
  constructor(private readonly db: Db) {}

  async entitlement(viewerId: string | null, asset: LockedAsset): Promise<Entitlement> {
    if (!viewerId) {
      const free = asset.access === 'free';
      return { allowed: free, reason: free ? 'free' : 'locked', isBought: false, isSubscribed: false };
    }
    const [isBought, isSubscribed] = await Promise.all([
      this.hasBought(viewerId, asset.objectType, asset.id),
      this.isSubscribed(viewerId, asset.performerId),
    ]);
    const facts = { isBought, isSubscribed };
    if (viewerId === asset.performerId) return { allowed: true, reason: 'owner', ...facts };
    if (asset.access === 'free') return { allowed: true, reason: 'free', ...facts };
    if (isBought) return { allowed: true, reason: 'bought', ...facts };
    if (asset.access === 'subscribers' && isSubscribed) return { allowed: true, reason: 'subscribed', ...facts };
    return { allowed: false, reason: 'locked', ...facts };
  }

  async hasBought(userId: string, objectType: LockedAsset['objectType'], objectId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('purchases')
      .select('id')
      .where('user_id', '=', userId)
      .where('object_type', '=', objectType)
      .where('object_id', '=', objectId)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** A live subscription to this performer, or to the whole site. */
  async isSubscribed(userId: string, performerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('performer_id', '=', performerId), eb('performer_id', 'is', null)]))
      .where('status', '=', 'active')
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return Boolean(row);
  }
}
