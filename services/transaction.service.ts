import type { ServiceOptions } from '../lib/request-options';
import type { Order, Transaction, TransactionStatus } from '../types/checkout';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const USER_TRANSACTIONS = 'GET /transactions/user/search';
const ORDER = 'GET /orders/details/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { USER_TRANSACTIONS, ORDER };

export interface UserTransactionQuery {
  status?: TransactionStatus;
  type?: Transaction['type'];
  limit?: number;
  offset?: number;
}

export const transactionService = {
  /** GET /transactions/user/search: the caller's transactions, newest first (type, status, amount, gateway, date, what it paid for). */
  search: (query: UserTransactionQuery = {}, options?: ServiceOptions) => getList<Transaction>(to(USER_TRANSACTIONS), query, options),
  /** GET /orders/details/:id: one of the caller's orders with its lines. */
  order: (id: string, options?: ServiceOptions) => getOne<Order>(to(ORDER, { id }), options),
};
