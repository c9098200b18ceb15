import type { ServiceOptions } from '../lib/request-options';
import type { CountryBlockCheck } from '../types/utils';
import { cached } from './cache';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const COUNTRY_BLOCK_CHECK = 'GET /country-block/check';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { COUNTRY_BLOCK_CHECK };

export const geoService = {
  /** GET /country-block/check: is the visitor's country blocked? Asked once per browser session. */
  check: (options: ServiceOptions = {}) => cached('country-block', async () => (await send<CountryBlockCheck>(to(COUNTRY_BLOCK_CHECK), options)).data),
};
