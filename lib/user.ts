import type { ApiUser, User } from '../types/user';
import { DEFAULT_AVATAR } from './constants';

/** The API may send avatar: null; the client always shows an image. */
export function normalizeUser(user: ApiUser): User {
  return { ...user, avatar: user.avatar || DEFAULT_AVATAR };
}
