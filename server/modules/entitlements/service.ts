import { purchaseKey, type PurchasableType, type PurchasesService } from '../purchases/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { decideEntitlement, type Entitlement, type LockedAsset } from './rule';

/** Who is asking: their user id (null: anonymous), and whether they must verify their age first. */
export interface Viewer {
  id: string | null;
  mustVerifyAge: boolean;
}

/**
 * The one answer to "what may this viewer do with these assets" (videos, galleries and their photos,
 * products), from purchases, subscriptions and ownership (rule.ts). Every read that shows or serves locked
 * content asks here. Batched: a page of assets costs two queries, an anonymous viewer none.
 */
export class EntitlementService {
  constructor(
    private readonly purchases: PurchasesService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** `viewer.mustVerifyAge`: the age gate's answer for this request (AgeGate.mustVerify). */
  async forViewer({ id: viewerId, mustVerifyAge }: Viewer, assets: LockedAsset[]): Promise<Map<string, Entitlement>> {
    let bought = new Set<string>();
    let siteWide = false;
    let subscribedTo = new Set<string>();
    if (viewerId !== null && assets.length > 0) {
      const [purchases, subscriptions] = await Promise.all([
        this.purchases.boughtAmong(viewerId, assets.map((a) => ({ objectType: a.objectType, objectId: a.id }))),
        this.subscriptions.liveFor(viewerId, assets.map((a) => a.performerId)),
      ]);
      bought = purchases;
      siteWide = subscriptions.siteWide;
      subscribedTo = subscriptions.performers;
    }
    return new Map(
      assets.map((asset) => [
        asset.id,
        decideEntitlement(viewerId, asset, {
          isBought: bought.has(purchaseKey({ objectType: asset.objectType, objectId: asset.id })),
          isSubscribed: siteWide || subscribedTo.has(asset.performerId),
          mustVerifyAge,
        }),
      ]),
    );
  }

  /**
   * Which of these performers the viewer holds a live subscription to (a performer's own, not the site's): why a
   * video they take part in, but that belongs to another performer, stays locked to this viewer.
   */
  async subscribedTo(viewerId: string | null, performerIds: string[]): Promise<Set<string>> {
    if (viewerId === null || performerIds.length === 0) return new Set();
    const { performers } = await this.subscriptions.liveFor(viewerId, performerIds);
    return new Set(performerIds.filter((id) => performers.has(id)));
  }

  /** Which of these items of one type the viewer bought (one query). */
  async boughtOf(viewerId: string, objectType: PurchasableType, ids: string[]): Promise<Set<string>> {
    const bought = await this.purchases.boughtAmong(viewerId, ids.map((objectId) => ({ objectType, objectId })));
    return new Set(ids.filter((objectId) => bought.has(purchaseKey({ objectType, objectId }))));
  }

  async forAsset(viewer: Viewer, asset: LockedAsset): Promise<Entitlement> {
    return (await this.forViewer(viewer, [asset])).get(asset.id)!;
  }
}

/** An entitlement as the detail pages show it. */
export function entitlementFields(e: Entitlement) {
  return { canView: e.allowed, accessReason: e.reason, isBought: e.isBought, isSubscribed: e.isSubscribed };
}
