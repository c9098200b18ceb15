import type { RequestError } from '../../../lib/errors';
import type { User } from '../../../types/user';

/** A failed request as the store keeps it (lib/errors.ts): the message and the HTTP status. */
export function requestError(message: string, status = 500): RequestError {
  return { message, status };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    avatar: '/no-avatar.png',
    cover: null,
    roles: ['user'],
    isPerformer: false,
    verifiedEmail: true,
    verifymyage_verified: false,
    status: 'active',
    gender: null,
    country: null,
    bio: null,
    createdAt: '2024-01-02T03:04:05.000Z',
    ...overrides,
  };
}
