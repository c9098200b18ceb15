import { Type, type Static } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { ModerationStateSchema } from '../moderation/schemas';
import { StringEnum } from '../../http/string-enum';

// The catalogue's part of the API contract: TypeBox only (the web app imports these types; see README "Layout").

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const PerformerCardSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Nullable(Type.String()),
});

export const CategoryRefSchema = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() });

export const StatsSchema = Type.Object({
  views: Type.Integer(),
  likes: Type.Integer(),
  favourites: Type.Integer(),
  comments: Type.Integer(),
});

export const AccessSchema = StringEnum(['free', 'subscribers', 'sale']);
export type AccessValue = Static<typeof AccessSchema>;

export const AccessReasonSchema = StringEnum(['free', 'owner', 'bought', 'subscribed', 'locked', 'age_verification'], {
  description: 'age_verification: everything else would allow it, but the viewer must verify their age first',
});

/** What the detail answers add for the viewer. */
export const EntitlementSchema = {
  canView: Type.Boolean(),
  accessReason: AccessReasonSchema,
  isBought: Type.Boolean(),
  isSubscribed: Type.Boolean(),
};

/**
 * A card in a signed-in caller's listing (videos, galleries, products): whether they bought it (see
 * catalogue/bought-listings.ts). Absent from the shared answers visitors get.
 */
export const BoughtField = { isBought: Type.Optional(Type.Boolean()) };

/** Fields every single-performer asset card (gallery, product) shows, whatever its type. */
export const AssetCardFields = {
  _id: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  stats: StatsSchema,
  performer: Nullable(PerformerCardSchema),
  categories: Type.Array(CategoryRefSchema),
  publishedAt: Nullable(Type.String()),
  createdAt: Type.String(),
};

/** An id or a slug in the path. */
export const IdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

const SORT_BY = ['newest', 'oldest', 'popular', 'mostViewed'] as const;
export const SortBy = StringEnum(SORT_BY);
export type SortByValue = Static<typeof SortBy>;

/** An owner's list may also be ordered by what its items sold: units, or gross revenue. */
export const OwnSortBy = StringEnum([...SORT_BY, 'mostSold', 'topEarning']);
export type OwnSortByValue = Static<typeof OwnSortBy>;

/** The query of a "related items" list: how many (default 12, at most 50). */
export const RelatedQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })) });

/** Query words shared by the asset searches (videos, galleries, products). */
export const AssetSearchQuery = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  performerId: Type.Optional(Type.String({ format: 'uuid' })),
  categoryId: Type.Optional(Type.String({ format: 'uuid' })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
  excludedId: Type.Optional(Type.String({ format: 'uuid' })),
  sortBy: Type.Optional(SortBy),
  ...PagingQuery,
};

/** The searches of assets with an access (videos, galleries) also filter on it: one kind, or for sale or not. */
const AccessSearchQuery = { ...AssetSearchQuery, access: Type.Optional(AccessSchema), isSale: Type.Optional(Type.Boolean()) };
export const SaleAssetSearchQuery = Type.Object(AccessSearchQuery);

/** How long a video runs, as the listing filters it: under 5 minutes, 5 to 20, over 20. */
export const DurationRangeSchema = StringEnum(['short', 'medium', 'long']);
export type DurationRange = Static<typeof DurationRangeSchema>;

/** The video search: the access filters plus the length. */
export const VideoSearchQuery = Type.Object({ ...AccessSearchQuery, duration: Type.Optional(DurationRangeSchema) });

export const AssetStatusSchema = StringEnum(['draft', 'active', 'inactive']);

/** Where an owner's item stands (server/modules/catalogue/live.ts publicationOf). */
export const PublicationSchema = StringEnum(['live', 'scheduled', 'draft', 'inactive'], {
  description: 'live; scheduled (active, publishedAt still to come: it goes live then); draft; or inactive (hidden)',
});
export type Publication = Static<typeof PublicationSchema>;
/** What the staff decided about an item, as its owner reads it (null: nothing). */
export const ModerationNoticeSchema = Type.Union([
  Type.Object({ state: ModerationStateSchema, reason: Nullable(Type.String()) }, { description: 'held for review, taken down or removed, and why' }),
  Type.Null(),
]);
/** The owner's listings and pages say where each item stands, and what the staff decided about it. */
export const PublicationField = { publication: PublicationSchema, moderation: ModerationNoticeSchema };
/**
 * A public page opened by its owner (or an admin) while the item is not live, or by a buyer who keeps it after it left
 * the site (catalogue/preview.ts): where it stands. Absent for a live item.
 */
export const PreviewStateSchema = StringEnum(['scheduled', 'draft', 'inactive', 'kept'], {
  description:
    'not live: only its owner and admins see this page (where it stands: scheduled, draft or hidden); or kept: gone from the site, opened by a buyer who keeps it',
});
export type PreviewState = Static<typeof PreviewStateSchema>;
export const PreviewField = { preview: Type.Optional(PreviewStateSchema) };
/** The owner's listing filter: a status, where items stand (live or scheduled are both "active"), or what the staff hid. */
export const OwnAssetStatusFilter = StringEnum(['draft', 'active', 'inactive', 'live', 'scheduled', 'moderated'], {
  description: 'moderated: held for review, taken down or removed by the staff',
});

/**
 * A performer's own listing (/performer/assets/.../search): every status, newest first unless told. An admin
 * sees everyone's, or one performer's with performerId (a performer naming another performer is refused).
 */
export const OwnAssetSearchQuery = Type.Object({
  q: AssetSearchQuery.q,
  status: Type.Optional(OwnAssetStatusFilter),
  sortBy: Type.Optional(OwnSortBy),
  performerId: AssetSearchQuery.performerId,
  ...PagingQuery,
});

/** DELETE /performer/<kind>/:id: what the delete did (catalogue/studio-removal.ts). */
export const RemovedSchema = Type.Object({
  removed: StringEnum(['deleted', 'kept for buyers'], {
    description: 'deleted with its files; or, bought by someone, gone from the site and the Studio but kept for its buyers',
  }),
});
