import type { Static } from '@sinclair/typebox';
import type { UserRow } from '../../db/schema';
import { publicFileUrl } from '../../storage';
import type { AdminUser } from './admin-schemas';
import type { PrivateUser, PublicUser } from './schemas';

export type PublicUserDto = Static<typeof PublicUser>;
export type PrivateUserDto = Static<typeof PrivateUser>;
export type AdminUserDto = Static<typeof AdminUser>;

type PublicFields = Pick<UserRow, 'id' | 'name' | 'username' | 'avatar_path' | 'cover_path' | 'gender' | 'country' | 'bio' | 'roles' | 'created_at'>;

export function toPublicUser(u: PublicFields): PublicUserDto {
  return {
    _id: u.id,
    name: u.name,
    username: u.username,
    avatar: u.avatar_path ? publicFileUrl(u.avatar_path) : null,
    cover: u.cover_path ? publicFileUrl(u.cover_path) : null,
    gender: u.gender,
    country: u.country,
    bio: u.bio,
    isPerformer: u.roles.includes('performer'),
    createdAt: new Date(u.created_at).toISOString(),
  };
}

export function toPrivateUser(u: UserRow): PrivateUserDto {
  return {
    ...toPublicUser(u),
    email: u.email,
    roles: u.roles,
    verifiedEmail: u.verified_email,
    verifymyage_verified: u.verifymyage_verified,
    status: u.status,
  };
}

export function toAdminUser(u: UserRow): AdminUserDto {
  return {
    ...toPrivateUser(u),
    suspendedAt: u.suspended_at ? new Date(u.suspended_at).toISOString() : null,
    suspensionReason: u.suspension_reason,
  };
}
