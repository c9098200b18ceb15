import { sql } from 'kysely';
import type { Db } from '../../db';
import type { ProductRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AssetFilters } from '../catalogue/asset-search';
import type { FileUrls } from '../catalogue/file-urls';
import type { OwnAssetFilters } from '../catalogue/owner-search';
import type { EntitlementService } from '../entitlements/service';
import { assertOwnedBy } from '../performers/area';
import {
  toOwnProduct,
  toProduct,
  type OwnProductDetailDto,
  type OwnProductDto,
  type ProductDetailDto,
  type ProductDto,
} from './presenter';
import { ProductsRepo } from './repo';
import { restoreStock, takeStock } from './stock';
import { orderableProducts, type OrderableProduct } from '../catalogue/orderable';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';

export interface ProductSearch extends Omit<AssetFilters, 'refine'>, Paging {
  type?: ProductRow['type'];
}

export class ProductsService {
  private readonly repo: ProductsRepo;

  constructor(
    db: Db,
    private readonly files: FileUrls,
    private readonly entitlements: EntitlementService,
  ) {
    this.repo = new ProductsRepo(db, files);
  }

  async search({ limit, offset, type, ...filters }: ProductSearch): Promise<{ data: ProductDto[]; total: number }> {
    const refine: AssetFilters['refine'] = type ? (q) => q.where(sql<boolean>`type = ${type}`) : undefined;
    const { ids, total } = await this.repo.search({ ...filters, refine }, { limit, offset });
    const products = await this.repo.byIds(ids);
    const rel = await this.relations(products);
    return { data: products.map((p) => toProduct(p, this.files, rel)), total };
  }

  /** The public page of a live product; a digital product says whether the viewer bought it. */
  async detail(idOrSlug: string, viewerId: string | null): Promise<ProductDetailDto> {
    const product = await this.repo.byIdOrSlug(idOrSlug, true);
    if (!product) throw notFound('Product not found');
    const dto: ProductDetailDto = toProduct(product, this.files, await this.relations([product]));
    if (product.type === 'digital') {
      // Products are always for sale: the one rule says whether this viewer bought it (or owns it).
      const entitlement = await this.entitlements.forAsset(viewerId, { id: product.id, performerId: product.performer_id, access: 'sale', objectType: 'product' });
      dto.isBought = entitlement.isBought;
      dto.canView = entitlement.allowed;
    }
    return dto;
  }

  /** The performer's own products of every status. */
  async ownSearch(performerId: string, filters: OwnAssetFilters & Paging): Promise<{ data: OwnProductDto[]; total: number }> {
    const { limit, offset, ...rest } = filters;
    const { ids, total } = await this.repo.searchOwn(performerId, rest, { limit, offset });
    const products = await this.repo.byIds(ids);
    const rel = await this.relations(products);
    return { data: products.map((p) => toOwnProduct(p, this.files, rel)), total };
  }

  /** The owner's page of a product of any status. Another performer's product is not found. */
  async ownerView(idOrSlug: string, performerId: string): Promise<OwnProductDetailDto> {
    const product = await this.repo.byIdOrSlug(idOrSlug, false);
    if (!product) throw notFound('Product not found');
    assertOwnedBy(product.performer_id, performerId, 'product');
    const rel = await this.relations([product]);
    return { ...toOwnProduct(product, this.files, rel), hasDigitalFile: Boolean(product.digital_file_key) };
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
