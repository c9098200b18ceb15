import type { Db } from '../../db';
import type { AssetAccess } from '../../db/schema';
import { entitlements } from './entitlements';

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
 * Content for sale is unlocked by buying it, not by a subscription. (The rule: decideEntitlement.)
 */
export class AccessService {
  constructor(private readonly db: Db) {}

  async entitlement(viewerId: string | null, asset: LockedAsset): Promise<Entitlement> {
    return (await entitlements(this.db, viewerId, [asset])).get(asset.id)!;
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
}
