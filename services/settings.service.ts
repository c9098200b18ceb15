import type { PublicSettings } from '../types/settings';
import type { ServiceOptions } from '../lib/request-options';
import { api } from './api-request';
import { cached } from './cache';

export const settingsService = {
  /** GET /settings/public?group=; cached per group in the browser. */
  getPublic: (group = '', options: ServiceOptions = {}) =>
    cached(`settings:${group}`, async () =>
      (await api.get<Partial<PublicSettings>>('/settings/public', { ...options, query: { group } })).data,
    ),
};
