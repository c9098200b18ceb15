import type { ServiceOptions } from '../lib/request-options';
import { api } from './api-request';
import { cached } from './cache';

export const geoService = {
  /** GET /country-block/check: is the visitor's country blocked? Asked once per browser session. */
  check: (options: ServiceOptions = {}) =>
    cached('country-block', async () => (await api.get<{ blocked: boolean }>('/country-block/check', options)).data),
};
