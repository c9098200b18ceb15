import type { LinkGrant } from '../../storage';
import { purchaseKey, type PurchasableType, type PurchaseGrant, type PurchasesService } from '../purchases/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { freeLink, ownerLink, purchaseLink, subscriptionLink } from './link-grants';
import { decideEntitlement, type Entitlement, type LockedAsset } from './rule';

/** An entitlement and, when it allows, the grant a protected link to the asset's files is issued for. */
export interface LinkedEntitlement extends Entitlement {
  /** null: no link (not allowed, or the grant vanished meanwhile). */
  link: LinkGrant | null;
}

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
  async forViewer(viewer: Viewer, assets: LockedAsset[]): Promise<Map<string, Entitlement>> {
    return (await this.decide(viewer, assets)).entitlements;
  }

  async forAsset(viewer: Viewer, asset: LockedAsset): Promise<Entitlement> {
    return (await this.forViewer(viewer, [asset])).get(asset.id)!;
  }

  /**
   * forViewer, plus the grant each allowed asset's protected links are issued for (link-grants.ts): the purchase
   * row (same query), the live subscription that unlocks it (one more query per performer, only for subscriber
   * content), the ownership, or free content.
   */
  async forLinks(viewer: Viewer, assets: LockedAsset[]): Promise<Map<string, LinkedEntitlement>> {
    const { entitlements, purchases } = await this.decide(viewer, assets);
    const viewerId = viewer.id;
    const subscribedPerformers = [...new Set(assets.filter((a) => entitlements.get(a.id)!.reason === 'subscribed').map((a) => a.performerId))];
    const subscriptions = new Map(
      viewerId === null ? [] : await Promise.all(subscribedPerformers.map(async (p) => [p, (await this.subscriptions.liveOf(viewerId, p))[0]] as const)),
    );
    return new Map(
      assets.map((asset) => {
        const entitlement = entitlements.get(asset.id)!;
        let link: LinkGrant | null = null;
        if (entitlement.reason === 'free') link = freeLink(asset.id);
        else if (viewerId !== null && entitlement.reason === 'owner') link = ownerLink(viewerId);
        else if (entitlement.reason === 'bought') {
          const purchase = purchases.get(purchaseKey({ objectType: asset.objectType, objectId: asset.id }));
          link = purchase ? purchaseLink(purchase) : null;
        } else if (entitlement.reason === 'subscribed') {
          const subscription = subscriptions.get(asset.performerId);
          link = subscription ? subscriptionLink(subscription) : null;
        }
        return [asset.id, { ...entitlement, link }];
      }),
    );
  }

  async forLink(viewer: Viewer, asset: LockedAsset): Promise<LinkedEntitlement> {
    return (await this.forLinks(viewer, [asset])).get(asset.id)!;
  }

  private async decide({ id: viewerId, mustVerifyAge }: Viewer, assets: LockedAsset[]) {
    let purchases = new Map<string, PurchaseGrant>();
    let siteWide = false;
    let subscribedTo = new Set<string>();
    if (viewerId !== null && assets.length > 0) {
      const [bought, subscriptions] = await Promise.all([
        this.purchases.grantsAmong(
          viewerId,
          assets.map((a) => ({ objectType: a.objectType, objectId: a.id })),
        ),
        this.subscriptions.liveFor(
          viewerId,
          assets.map((a) => a.performerId),
        ),
      ]);
      purchases = bought;
      siteWide = subscriptions.siteWide;
      subscribedTo = subscriptions.performers;
    }
    const entitlements = new Map(
      assets.map((asset) => [
        asset.id,
        decideEntitlement(viewerId, asset, {
          isBought: purchases.has(purchaseKey({ objectType: asset.objectType, objectId: asset.id })),
          isSubscribed: siteWide || subscribedTo.has(asset.performerId),
          mustVerifyAge,
        }),
      ]),
    );
    return { entitlements, purchases };
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

  /**
   * For liveOrPreview: whether this viewer bought an item of this kind, the check of who keeps an item that left the
   * site (undefined for a visitor, who bought nothing).
   */
  boughtBy(viewer: Viewer, objectType: PurchasableType): ((item: { id: string }) => Promise<boolean>) | undefined {
    const viewerId = viewer.id;
    if (viewerId === null) return undefined;
    return async (item) => (await this.boughtOf(viewerId, objectType, [item.id])).has(item.id);
  }

  /** Which of these items of one type the viewer bought (one query). */
  async boughtOf(viewerId: string, objectType: PurchasableType, ids: string[]): Promise<Set<string>> {
    const bought = await this.purchases.boughtAmong(
      viewerId,
      ids.map((objectId) => ({ objectType, objectId })),
    );
    return new Set(ids.filter((objectId) => bought.has(purchaseKey({ objectType, objectId }))));
  }
}

/** An entitlement as the detail pages show it. */
export function entitlementFields(e: Entitlement) {
  return { canView: e.allowed, accessReason: e.reason, isBought: e.isBought, isSubscribed: e.isSubscribed };
}
