import { Type } from '@sinclair/typebox';
import { Body, Name } from '../auth/schemas';
import { Nullable } from '../catalogue/schemas';

/** Fields anyone may see. Never the e-mail address or the password hash. */
export const PublicUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  cover: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  bio: Type.Union([Type.String(), Type.Null()]),
  isPerformer: Type.Boolean(),
  createdAt: Type.String(),
});

/** What the account owner sees of themselves. */
export const PrivateUser = Type.Object({
  ...PublicUser.properties,
  email: Type.String(),
  roles: Type.Array(Type.String()),
  verifiedEmail: Type.Boolean(),
  verifymyage_verified: Type.Boolean(),
  status: Type.String(),
});

/** PUT /users: the fields a user may change of their own profile (null clears one). */
export const UserUpdateBody = Body({
  name: Type.Optional(Name),
  gender: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
  bio: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
