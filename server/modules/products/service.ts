import { sql } from 'kysely';
import type { Db } from '../../db';
import type { ProductRow } from '../../db/schema';
import path from 'node:path';
import type { Static } from '@sinclair/typebox';
import { forbidden, notFound } from '../../http/errors';
import type { OwnedDownloadSchema } from './schemas';
import type { AssetFilters } from '../catalogue/asset-search';
import type { FileUrls } from '../catalogue/file-urls';
import type { OwnAssetFilters } from '../catalogue/owner-search';
import { keptForBuyers, liveOrPreview, previewMark, rowOf, type Previewer } from '../catalogue/preview';
import type { EntitlementService, Viewer } from '../entitlements/service';
import { refuseUntilAgeVerified } from '../age-verification/gate';
import { assertOwnedBy } from '../performers/area';
import { NO_SALES, type SalesLookup } from '../earnings/sales';
import { toOwnProduct, toProduct, type OwnProductDetailDto, type OwnProductDto, type ProductDetailDto, type ProductDto } from './presenter';
import { ProductsRepo } from './repo';
import { restoreStock, takeStock } from './stock';
import { orderableProducts, type OrderableProduct } from '../catalogue/orderable';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';

export interface ProductSearch extends Omit<AssetFilters, 'refine'>, Paging {
  type?: ProductRow['type'];
}

export type OwnedDownloadDto = Static<typeof OwnedDownloadSchema>;

/** How long a download link works: enough to start the download, short enough that a shared link soon dies. */
export const DOWNLOAD_LINK_SECONDS = 300;

export class ProductsService {
  private readonly repo: ProductsRepo;

  constructor(
    db: Db,
    private readonly files: FileUrls,
    private readonly entitlements: EntitlementService,
    private readonly sales: SalesLookup,
  ) {
    this.repo = new ProductsRepo(db, files);
  }

  async search({ limit, offset, type, ...filters }: ProductSearch): Promise<{ data: ProductDto[]; total: number }> {
    const refine: AssetFilters['refine'] = type ? (q) => q.where(sql<boolean>`type = ${type}`) : undefined;
    const { ids, total } = await this.repo.search({ ...filters, refine }, { limit, offset });
    return { data: await this.cards(ids), total };
  }

  /** Cards of these products, in the order given (callers choose which are shown, e.g. a user's live favourites). */
  async cards(ids: string[]): Promise<ProductDto[]> {
    const products = await this.repo.byIds(ids);
    const rel = await this.relations(products);
    return products.map((p) => toProduct(p, this.files, rel));
  }

  /**
   * The public page of a live product; a digital product says whether the viewer bought it. A previewer
   * (catalogue/preview.ts) also gets their own product that is not live, marked as a preview; a buyer, the digital
   * product they keep after it left the site.
   */
  async detail(idOrSlug: string, viewer: Viewer, previewer: Previewer = undefined): Promise<ProductDetailDto> {
    const found = await liveOrPreview(
      async () => {
        const live = await this.repo.byIdOrSlug(idOrSlug, true);
        if (!live) throw notFound('Product not found');
        return live;
      },
      () => this.repo.byIdOrSlug(idOrSlug, false),
      previewer,
      // A digital product is kept by its buyers; a physical one has nothing to keep once shipped.
      this.entitlements.boughtBy(viewer, 'product'),
    );
    const product = 'live' in found ? found.live : rowOf(found);
    if ('kept' in found && product.type !== 'digital') throw notFound('Product not found');
    const dto: ProductDetailDto = { ...toProduct(product, this.files, await this.relations([product])), ...(!('live' in found) && previewMark(found)) };
    if (product.type === 'digital') {
      // Products are always for sale: the one rule says whether this viewer bought it (or owns it).
      const entitlement = await this.entitlements.forAsset(viewer, {
        id: product.id,
        performerId: product.performer_id,
        access: 'sale',
        objectType: 'product',
      });
      dto.isBought = entitlement.isBought;
      dto.canView = entitlement.allowed;
    }
    return dto;
  }

  /** The performer's own products of every status (null: everyone's, for an admin), with what each has sold. */
  async ownSearch(performerId: string | null, filters: OwnAssetFilters & Paging): Promise<{ data: OwnProductDto[]; total: number }> {
    const { limit, offset, ...rest } = filters;
    const { ids, total } = await this.repo.searchOwn(performerId, rest, { limit, offset });
    const [products, sales] = await Promise.all([this.repo.byIds(ids), this.sales.salesOf('product', ids)]);
    const rel = await this.relations(products);
    return { data: products.map((p) => toOwnProduct(p, this.files, rel, sales.get(p.id) ?? NO_SALES)), total };
  }

  /** The owner's page of a product of any status (an admin's, scope null: any). Another performer's product is not found. */
  async ownerView(idOrSlug: string, performerId: string | null): Promise<OwnProductDetailDto> {
    const product = await this.repo.byIdOrSlug(idOrSlug, false);
    if (!product) throw notFound('Product not found');
    assertOwnedBy(product.performer_id, performerId, 'product');
    const [rel, sales] = await Promise.all([this.relations([product]), this.sales.salesOf('product', [product.id])]);
    return { ...toOwnProduct(product, this.files, rel, sales.get(product.id) ?? NO_SALES), hasDigitalFile: Boolean(product.digital_file_key) };
  }

  /**
   * A short-lived signed link to a digital product's file, for its owner or a buyer whose purchase stands (a paid
   * order, not reversed: a reversal removes the purchase). Anyone else: 403 (404 for a product the public cannot see).
   */
  async downloadLink(idOrSlug: string, viewer: Viewer & { id: string }): Promise<{ downloadLink: string; expiresInSeconds: number }> {
    const product = await this.repo.byIdOrSlug(idOrSlug, false);
    // Held for review or removed as illegal: no one but its owner downloads it, its buyers included.
    if (!product || (!keptForBuyers(product) && product.performer_id !== viewer.id)) throw notFound('Product not found');
    const entitlement = await this.entitlements.forLink(viewer, { id: product.id, performerId: product.performer_id, access: 'sale', objectType: 'product' });
    refuseUntilAgeVerified(entitlement, 'download this product');
    if (!entitlement.allowed || !entitlement.link) {
      const visible = (await this.repo.byIdOrSlug(product.id, true)) !== undefined;
      if (!visible) throw notFound('Product not found');
      throw forbidden('Only a buyer of this product (whose payment went through) can download it.', 'NOT_BOUGHT');
    }
    if (product.type !== 'digital' || !product.digital_file_key) throw notFound('This product has no file to download.', 'NO_DOWNLOAD');
    const extension = path.extname(product.digital_file_key).slice(0, 10);
    // Bound to the buyer's purchase (or the owner's ownership): refused once that purchase is refunded.
    const downloadLink = this.files.signed(product.digital_file_key, entitlement.link, {
      expiresInSeconds: DOWNLOAD_LINK_SECONDS,
      filename: `${product.slug}${extension}`,
    });
    return { downloadLink, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
  }

  /**
   * Cards of the digital products among a user's purchases (purchases/ says which those are), in their order: those
   * their buyers keep (not one held for review or removed as illegal).
   */
  async downloads(purchases: Array<{ objectId: string; boughtAt: Date }>): Promise<OwnedDownloadDto[]> {
    const rows = await this.repo.byIds(purchases.map((p) => p.objectId));
    const byId = new Map(rows.filter((r) => r.type === 'digital' && keptForBuyers(r)).map((r) => [r.id, r]));
    return purchases
      .filter((p) => byId.has(p.objectId))
      .map((p) => {
        const product = byId.get(p.objectId)!;
        return { _id: product.id, slug: product.slug, name: product.name, image: this.files.public(product.image_keys[0]), boughtAt: p.boughtAt.toISOString() };
      });
  }

  /** What checkout needs of these products, as they are now (in the caller's transaction). */
  orderable(db: Executor, ids: string[]): Promise<OrderableProduct[]> {
    return orderableProducts(db, ids);
  }

  /** Takes stock for a paid line; false when that many are no longer there. */
  takeStock(trx: Executor, productId: string, quantity: number): Promise<boolean> {
    return takeStock(trx, productId, quantity);
  }

  restoreStock(trx: Executor, productId: string, quantity: number): Promise<void> {
    return restoreStock(trx, productId, quantity);
  }

  private relations(products: ProductRow[]) {
    return this.repo.relations(products);
  }
}
