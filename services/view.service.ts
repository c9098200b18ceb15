import { api } from './api-request';
import { segment } from './fetch-helpers';

export type ViewedKind = 'videos' | 'galleries' | 'products';

export const viewService = {
  /** POST /user/assets/{videos|galleries|products}/:id/views: one view of the page. */
  count: (kind: ViewedKind, id: string) =>
    api.post<{ success: boolean }>(`/user/assets/${kind}/${segment(id)}/views`, {}, { redirectOnUnauthorized: false }),
};
