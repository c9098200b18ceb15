import type { FastifyRequest } from 'fastify';
import type { ReadCache } from '../../cache/read-cache';
import type { EntitlementService } from '../entitlements/service';
import type { PurchasableType } from '../purchases/service';

type Listing<T> = { data: T[]; total: number };

/**
 * The catalogue's listings (videos, galleries, products) with, for a signed-in caller, what they bought: each card
 * then carries `isBought`. The listing itself is the same for everyone and comes from the shared read cache (keyed
 * by the request's address, never by who asks); the caller's purchases are looked up for the page's cards after
 * it (one query) and added to a copy. Such routes are `publicRead: 'anonymous'`: a caller with a token gets a
 * private answer, so nothing personal is ever kept in, or served from, a shared cache.
 */
export class BoughtListings {
  constructor(
    private readonly cache: ReadCache,
    private readonly entitlements: EntitlementService,
  ) {}

  /** `sellable`: which cards a purchase is shown on (default all; a physical product is bought again and again). */
  async listing<T extends { _id: string }>(
    request: FastifyRequest,
    objectType: PurchasableType,
    load: () => Promise<Listing<T>>,
    sellable: (card: T) => boolean = () => true,
  ): Promise<Listing<T & { isBought?: boolean }>> {
    const shared = await this.cache.fetch(`listing:${request.url}`, load);
    const viewerId = request.session?.user.id ?? null;
    if (viewerId === null) return shared;
    const bought = await this.entitlements.boughtOf(
      viewerId,
      objectType,
      shared.data.filter(sellable).map((card) => card._id),
    );
    return { total: shared.total, data: shared.data.map((card) => ({ ...card, isBought: bought.has(card._id) })) };
  }
}
