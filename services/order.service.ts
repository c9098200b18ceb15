import type { ServiceOptions } from '../lib/request-options';
import type { BuyerOrdersQuery, Order } from '../types/checkout';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const BUYER_ORDERS = 'GET /orders/users/search';
const ORDER = 'GET /orders/details/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { BUYER_ORDERS, ORDER };

export const orderService = {
  /** GET /orders/users/search: the caller's orders with their lines, newest first. */
  search: (query: BuyerOrdersQuery = {}, options?: ServiceOptions) => getList<Order>(to(BUYER_ORDERS), query, options),
  /** GET /orders/details/:id: one order with its lines (404 when it is not the caller's). */
  findOne: (id: string, options?: ServiceOptions) => getOne<Order>(to(ORDER, { id }), options),
};
