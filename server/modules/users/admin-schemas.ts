import { Type } from '@sinclair/typebox';
import { ROLES } from '../../../lib/constants';
import { Body } from '../auth/schemas';
import { PagingQuery } from '../../http/paging';
import { PrivateUser } from './schemas';
import { StringEnum } from '../../http/string-enum';

export const ACCOUNT_STATUSES = ['active', 'suspended', 'deleted'] as const;

/** An account as the admins see it: the owner's view, and whether, when and why it is suspended. */
export const AdminUser = Type.Object({
  ...PrivateUser.properties,
  suspendedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  suspensionReason: Type.Union([Type.String(), Type.Null()]),
});

export const AdminUserQuery = Type.Object({
  ...PagingQuery,
  q: Type.Optional(Type.String({ maxLength: 200, description: 'The start of a username, name or e-mail address' })),
  role: Type.Optional(StringEnum(ROLES)),
  status: Type.Optional(StringEnum(ACCOUNT_STATUSES)),
});

export const AdminUserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const Reason = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', description: 'Shown to the user when they try to sign in' });

export const SuspendBody = Body({ reason: Reason });

export const RoleParams = Type.Object({ id: Type.String({ format: 'uuid' }), role: StringEnum(ROLES) });
