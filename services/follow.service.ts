import type { ServiceOptions } from '../lib/request-options';
import type { Following, FollowState } from '../types/follow';
import { to } from './endpoint';
import { request } from './api-request';
import { getList, send } from './fetch-helpers';

const STATE = 'GET /follows/:performerId';
const FOLLOW = 'PUT /follows/:performerId';
const UNFOLLOW = 'DELETE /follows/:performerId';
const FOLLOWING = 'GET /users/me/following';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { STATE, FOLLOW, UNFOLLOW, FOLLOWING };

/** Following creators for free, and the signed-in fan's list of creators. */
export const followService = {
  /** A background read of the button: a session that ended meanwhile is not sent to log in for it. */
  state: async (performerId: string, options?: ServiceOptions) =>
    (await request<FollowState>(to(STATE, { performerId }).path, { ...options, redirectOnUnauthorized: false })).data,
  follow: async (performerId: string) => (await send<FollowState>(to(FOLLOW, { performerId }))).data,
  unfollow: async (performerId: string) => (await send<FollowState>(to(UNFOLLOW, { performerId }))).data,
  following: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) => getList<Following>(to(FOLLOWING), query, options),
};
