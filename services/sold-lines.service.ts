import type { ServiceOptions } from '../lib/request-options';
import type { OrderLine } from '../types/checkout';
import type { DeliveryUpdate, SoldLinesQuery } from '../types/studio';
import { to } from './endpoint';
import { getList, send } from './fetch-helpers';

const SEARCH = 'GET /orders/details/search';
const UPDATE_DELIVERY = 'PUT /orders/:id/update';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, UPDATE_DELIVERY };

export const soldLinesService = {
  /** GET /orders/details/search: the lines the caller sold, newest first, with their buyers. */
  search: (query: SoldLinesQuery = {}, options?: ServiceOptions) => getList<OrderLine>(to(SEARCH), query, options),
  /** PUT /orders/:id/update: a physical line's delivery status and tracking code; answers the line. */
  updateDelivery: async (lineId: string, body: DeliveryUpdate) => (await send<OrderLine>(to(UPDATE_DELIVERY, { id: lineId }), { body })).data,
};
