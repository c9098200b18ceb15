import type { PublicSettings } from '../types/settings';
import type { ServiceOptions } from '../lib/request-options';
import { cached } from './cache';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const PUBLIC_SETTINGS = 'GET /settings/public';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PUBLIC_SETTINGS };

export const settingsService = {
  /** GET /settings/public?group=; cached per group in the browser. */
  getPublic: (group = '', options: ServiceOptions = {}) =>
    cached(`settings:${group}`, () => getOne<Partial<PublicSettings>>(to(PUBLIC_SETTINGS), options, { group })),
};
