import type { ApiUser, UserUpdatePayload } from '../types/user';
import type { ServiceOptions } from '../lib/request-options';
import { normalizeUser } from '../lib/user';
import { to } from './endpoint';
import { send } from './fetch-helpers';
import { upload } from './upload';

const ME = 'GET /users/me';
const UPDATE_ME = 'PUT /users';
const UPLOAD_AVATAR = 'POST /users/avatar/upload';
const UPLOAD_COVER = 'POST /users/cover/upload';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { ME, UPDATE_ME, UPLOAD_AVATAR, UPLOAD_COVER };

/** The two pictures of a profile; each is uploaded in a form field of the same name. */
export type ProfileImageKind = 'avatar' | 'cover';
const IMAGE_UPLOADS = { avatar: UPLOAD_AVATAR, cover: UPLOAD_COVER } as const;

export const userService = {
  /**
   * GET /users/me. Takes an explicit token (sent as the Authorization header) for the session check,
   * where a 401 only means the cookie is stale.
   */
  me: async (options: ServiceOptions = {}) => {
    const headers = { ...(options.headers || {}) };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const res = await send<ApiUser>(to(ME), { headers, redirectOnUnauthorized: false });
    return normalizeUser(res.data);
  },
  update: async (payload: UserUpdatePayload) => normalizeUser((await send<ApiUser>(to(UPDATE_ME), { body: payload })).data),
  /** POST /users/avatar/upload or /users/cover/upload; answers the updated user. Reports the sent percentage. */
  uploadImage: async (kind: ProfileImageKind, file: File, onProgress?: (percent: number) => void) => {
    const res = await upload<ApiUser>(to(IMAGE_UPLOADS[kind]).path, [{ fieldname: kind, file, filename: file.name }], { onProgress });
    return normalizeUser(res.data);
  },
};
