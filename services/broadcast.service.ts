import type { ServiceOptions } from '../lib/request-options';
import type { Broadcast, BroadcastRequest } from '../types/message';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const RECENT = 'GET /performer/broadcasts';
const START = 'POST /performer/broadcasts';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { RECENT, START };

/** A creator's messages to all their subscribers, followers or an item's buyers. */
export const broadcastService = {
  /** The newest 20, each with how many it is for and how many it reached so far. */
  recent: (options?: ServiceOptions) => getOne<Broadcast[]>(to(RECENT), options),
  /** Who it is for is fixed now; it reaches them in the background (progress comes over the socket). */
  start: async (body: BroadcastRequest) => (await send<Broadcast>(to(START), { body })).data,
};
