import type { ServiceOptions } from '../lib/request-options';
import type { CountryBlockCheck } from '../types/utils';
import { cached } from './cache';
import { ENDPOINTS, to } from './endpoints';
import { send } from './fetch-helpers';

export const geoService = {
  /** GET /country-block/check: is the visitor's country blocked? Asked once per browser session. */
  check: (options: ServiceOptions = {}) =>
    cached('country-block', async () => (await send<CountryBlockCheck>(to(ENDPOINTS.geo.check), options)).data),
};
