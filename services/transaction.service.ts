import type { ServiceOptions } from '../lib/request-options';
import type { Transaction, UserTransactionsQuery } from '../types/checkout';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const USER_TRANSACTIONS = 'GET /transactions/user/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { USER_TRANSACTIONS };

export const transactionService = {
  /** GET /transactions/user/search: the caller's transactions, newest first (type, status, amount, gateway, date, what it paid for). */
  search: (query: UserTransactionsQuery = {}, options?: ServiceOptions) => getList<Transaction>(to(USER_TRANSACTIONS), query, options),
};
