import type { PublicSettings } from '../types/settings';
import type { ServiceOptions } from '../lib/request-options';
import { cached } from './cache';
import { ENDPOINTS, to } from './endpoints';
import { getOne } from './fetch-helpers';

export const settingsService = {
  /** GET /settings/public?group=; cached per group in the browser. */
  getPublic: (group = '', options: ServiceOptions = {}) =>
    cached(`settings:${group}`, () => getOne<Partial<PublicSettings>>(to(ENDPOINTS.settings.public), options, { group })),
};
