import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable } from '../catalogue/schemas';
import { StringEnum } from '../../http/string-enum';

// Subscription packages' part of the API contract (TypeBox only: the web app imports these types).
// Money is integer cents: 999 is 9.99 in the site's currency.

export const PackageSchema = Type.Object({
  _id: Type.String(),
  /** null: the whole site's package, which unlocks every performer's subscriber-only content. */
  performerId: Nullable(Type.String()),
  performerName: Nullable(Type.String()),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  currency: Type.String(),
  /** 30 is monthly, 365 yearly. */
  periodDays: Type.Integer(),
  /** Renewed every period until cancelled; false: one period, then it ends. */
  recurring: Type.Boolean(),
  active: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const BooleanQuery = StringEnum(['true', 'false']);

/** GET /package/subscription/search: sorted by price, cheapest first. */
export const PackageSearchQuery = Type.Object({
  performerId: Type.Optional(Type.String({ format: 'uuid' })),
  /** 'true': only the site's packages; 'false': only performers'. */
  siteWide: Type.Optional(BooleanQuery),
  /** Defaults to 'true' for everyone but the package's owner and admins. */
  active: Type.Optional(BooleanQuery),
  ...PagingQuery,
});

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Description = Type.String({ maxLength: 1000 });
const Price = Type.Integer({ minimum: 1, maximum: 100_000_000 });
const PeriodDays = Type.Integer({ minimum: 1, maximum: 3650 });

/** POST /package/subscription (a performer's own; an admin names the performer, or none for the site's). */
export const CreatePackageBody = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    price: Price,
    periodDays: PeriodDays,
    recurring: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    /** Admins only: whose package it is; omitted or null makes a site-wide package. */
    performerId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);

/** PUT /package/subscription/:id: a price change applies to new subscriptions only. */
export const UpdatePackageBody = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    price: Type.Optional(Price),
    periodDays: Type.Optional(PeriodDays),
    recurring: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const PackageIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
