import type { ProductRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { assetByIdOrSlug, assetsByIds } from '../catalogue/asset-rows';
import { searchAssets, type AssetFilters } from '../catalogue/asset-search';
import { cardRelations } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import { searchOwnAssets, type OwnAssetFilters } from '../catalogue/owner-search';
import type { Paging } from '../../http/paging';

/** The products module's queries (through the catalogue's shared asset queries, on the products table). */
export class ProductsRepo {
  constructor(
    private readonly db: Executor,
    private readonly files: FileUrls,
  ) {}

  /** Ids of a page of live products matching the filters, and the total. */
  search(filters: AssetFilters, paging: Paging): Promise<{ ids: string[]; total: number }> {
    return searchAssets(this.db, 'products', filters, paging);
  }

  /** Ids of a page of one performer's own products (null: everyone's) of every status, and the total. */
  searchOwn(performerId: string | null, filters: OwnAssetFilters, paging: Paging): Promise<{ ids: string[]; total: number }> {
    return searchOwnAssets(this.db, 'products', performerId, filters, paging);
  }

  byIds(ids: string[]): Promise<ProductRow[]> {
    return assetsByIds(this.db, 'products', ids);
  }

  /** By id or slug; `liveOnly` hides drafts, inactive and not-yet-published products. */
  byIdOrSlug(idOrSlug: string, liveOnly: boolean): Promise<ProductRow | undefined> {
    return assetByIdOrSlug(this.db, 'products', idOrSlug, liveOnly);
  }

  /** Performers and categories of a page of products. */
  relations(products: ProductRow[]) {
    return cardRelations(this.db, this.files, 'products', products);
  }
}
