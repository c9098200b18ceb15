import type { ServiceOptions } from '../lib/request-options';
import type { UserTransaction } from '../types/checkout';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const USER_TRANSACTIONS = 'GET /transactions/user/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { USER_TRANSACTIONS };

export interface UserTransactionQuery {
  transactionId?: string;
  status?: string;
  limit?: number;
  offset?: number;
}

export const transactionService = {
  /** GET /transactions/user/search: the caller's transactions (type, status, amount, gateway, date, what it paid for). */
  search: (query: UserTransactionQuery = {}, options?: ServiceOptions) => getList<UserTransaction>(to(USER_TRANSACTIONS), query, options),
};
