import { Type, type Static } from '@sinclair/typebox';

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

export const AccessSchema = Type.Union([Type.Literal('free'), Type.Literal('subscribers'), Type.Literal('sale')]);

export const EntitlementSchema = {
  canView: Type.Boolean(),
  accessReason: Type.Union([
    Type.Literal('free'),
    Type.Literal('owner'),
    Type.Literal('bought'),
    Type.Literal('subscribed'),
    Type.Literal('locked'),
  ]),
  isBought: Type.Boolean(),
  isSubscribed: Type.Boolean(),
};

/** An id or a slug in the path. */
export const IdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const SortBy = Type.Union([
  Type.Literal('newest'),
  Type.Literal('oldest'),
  Type.Literal('popular'),
  Type.Literal('mostViewed'),
]);
export type SortByValue = Static<typeof SortBy>;

/** Query words shared by the asset searches (videos, galleries, products). */
export const AssetSearchQuery = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  performerId: Type.Optional(Type.String({ format: 'uuid' })),
  categoryId: Type.Optional(Type.String({ format: 'uuid' })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
  excludedId: Type.Optional(Type.String({ format: 'uuid' })),
  sortBy: Type.Optional(SortBy),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 12 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
};
