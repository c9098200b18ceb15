/** Shapes shared by the catalogue entities (videos, galleries, products, performers): the API's own schemas. */
import type { Static, TObject } from '@sinclair/typebox';
import type { CategoryGroup as CategoryGroupSchema, CategorySchema } from '../server/modules/categories/schemas';
import type {
  AccessReasonSchema,
  AccessSchema,
  AssetCardFields,
  AssetSearchQuery,
  CategoryRefSchema,
  EntitlementSchema,
  OwnAssetSearchQuery,
  PerformerCardSchema,
  RelatedQuery as RelatedQuerySchema,
  SaleAssetSearchQuery,
  SortBy as SortBySchema,
  StatsSchema,
} from '../server/modules/catalogue/schemas';
import type { PagingQuery as PagingQuerySchema } from '../server/http/paging';

export type Access = Static<typeof AccessSchema>;
export type AccessReason = Static<typeof AccessReasonSchema>;
export type SortBy = Static<typeof SortBySchema>;

export type PerformerCard = Static<typeof PerformerCardSchema>;
export type CategoryRef = Static<typeof CategoryRefSchema>;
export type Stats = Static<typeof StatsSchema>;

/** What the detail answers add for the viewer. */
export type Entitlement = Static<TObject<typeof EntitlementSchema>>;

/** Fields every asset (video, gallery, product) carries. */
export type AssetBase = Static<TObject<typeof AssetCardFields>> & { price: number };

/** limit and offset of a list. */
export type PagingQuery = Static<TObject<typeof PagingQuerySchema>>;

/** How many related items (GET /user/assets/{videos,galleries}/:id/related). */
export type RelatedQuery = Static<typeof RelatedQuerySchema>;

/** Query words of the asset searches (GET /user/assets/{videos,galleries}/search; products add `type`). */
export type AssetQuery = Static<typeof SaleAssetSearchQuery>;

/** The words every asset search takes (products: without isSale). */
export type AssetSearchWords = Static<TObject<typeof AssetSearchQuery>>;

export type CategoryGroup = Static<typeof CategoryGroupSchema>;
export type Category = Static<typeof CategorySchema>;

/** A performer's own listing's words (GET /performer/assets/{videos,products}/search); performerId is for admins. */
export type OwnAssetQuery = Static<typeof OwnAssetSearchQuery>;
