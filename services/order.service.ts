import type { ServiceOptions } from '../lib/request-options';
import type { BuyerOrdersQuery, Order } from '../types/checkout';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const BUYER_ORDERS = 'GET /orders/users/search';
const ORDER = 'GET /orders/details/:id';
const CANCEL = 'POST /orders/:id/cancel';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { BUYER_ORDERS, ORDER, CANCEL };

export const orderService = {
  /** GET /orders/users/search: the caller's orders with their lines, newest first. */
  search: (query: BuyerOrdersQuery = {}, options?: ServiceOptions) => getList<Order>(to(BUYER_ORDERS), query, options),
  /** GET /orders/details/:id: one order with its lines (404 when it is not the caller's). */
  findOne: (id: string, options?: ServiceOptions) => getOne<Order>(to(ORDER, { id }), options),
  /** POST /orders/:id/cancel: the buyer cancels an order awaiting payment; answers it, cancelled. */
  cancel: async (id: string) => (await send<Order>(to(CANCEL, { id }))).data,
};
