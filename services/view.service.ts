import type { SuccessResult } from '../types/api';
import { ENDPOINTS, to } from './endpoints';
import { send } from './fetch-helpers';

export type ViewedKind = keyof typeof ENDPOINTS.views;

export const viewService = {
  /** POST /user/assets/{videos|galleries|products}/:id/views: one view of the page. */
  count: (kind: ViewedKind, id: string) =>
    send<SuccessResult>(to(ENDPOINTS.views[kind], { id }), { body: {}, redirectOnUnauthorized: false }),
};
