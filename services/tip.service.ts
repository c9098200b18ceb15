import type { ServiceOptions } from '../lib/request-options';
import type { ReceivedTips } from '../types/tip';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const RECEIVED = 'GET /performer/tips';

/** The endpoints this service calls, for tests/api/contract.test.ts (sending a tip is a purchase: payment.service). */
export const ENDPOINTS = { RECEIVED };

export const tipService = {
  /** GET /performer/tips: the creator's tips, newest first, with the total kept. */
  received: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) => getOne<ReceivedTips>(to(RECEIVED), options, query),
};
