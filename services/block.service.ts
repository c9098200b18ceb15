import type { ServiceOptions } from '../lib/request-options';
import type { BlockedUser } from '../types/report';
import { to } from './endpoint';
import { getList, send } from './fetch-helpers';

const LIST = 'GET /performer/blocks';
const BLOCK = 'PUT /performer/blocks/:userId';
const UNBLOCK = 'DELETE /performer/blocks/:userId';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { LIST, BLOCK, UNBLOCK };

/** A creator's blocked users. */
export const blockService = {
  list: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) => getList<BlockedUser>(to(LIST), query, options),
  block: async (userId: string) => (await send<BlockedUser>(to(BLOCK, { userId }))).data,
  unblock: async (userId: string) => {
    await send<{ success: boolean }>(to(UNBLOCK, { userId }));
  },
};
