import { Type } from '@sinclair/typebox';
import { Nullable } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';
import { StringEnum } from '../../http/string-enum';

const Text = Nullable(Type.String());

/** A performer's public profile. Never the e-mail address, password hash, roles or account status. */
export const PerformerSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Text,
  cover: Text,
  bio: Text,
  gender: Text,
  country: Text,
  isOnline: Type.Boolean(),
  lastOnlineAt: Text,
  attributes: Type.Object({
    height: Text,
    weight: Text,
    ethnicity: Text,
    hair: Text,
    eyes: Text,
    bodyType: Text,
    sexualOrientation: Text,
    age: Nullable(Type.Integer()),
  }),
  stats: Type.Object({
    videos: Type.Integer(),
    galleries: Type.Integer(),
    products: Type.Integer(),
    likes: Type.Integer(),
    views: Type.Integer(),
    subscribers: Type.Integer(),
  }),
  createdAt: Type.String(),
  /**
   * The profile only (GET /performers/:id): the cheapest active monthly package that unlocks this performer's
   * subscriber content (theirs or the site's), in cents, the same for every viewer; null when there is none.
   */
  subscriptionPrice: Type.Optional(Nullable(Type.Integer())),
});

/** GET /performers/search */
export const PerformerSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  gender: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  sortBy: Type.Optional(StringEnum(['popular', 'newest'])),
  ...PagingQuery,
});
