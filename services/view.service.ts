import type { SuccessResult } from '../types/api';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const COUNT_GALLERY_VIEW = 'POST /user/assets/galleries/:id/views';
const COUNT_PRODUCT_VIEW = 'POST /user/assets/products/:id/views';
const COUNT_VIDEO_VIEW = 'POST /user/assets/videos/:id/views';
const COUNT_POST_VIEW = 'POST /user/assets/creator-posts/:id/views';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { COUNT_GALLERY_VIEW, COUNT_PRODUCT_VIEW, COUNT_VIDEO_VIEW, COUNT_POST_VIEW };

const COUNT_VIEW = { videos: COUNT_VIDEO_VIEW, galleries: COUNT_GALLERY_VIEW, products: COUNT_PRODUCT_VIEW, creatorPosts: COUNT_POST_VIEW } as const;
export type ViewedKind = keyof typeof COUNT_VIEW;

export const viewService = {
  /** POST /user/assets/{videos|galleries|products|creator-posts}/:id/views: one view of the page. */
  count: (kind: ViewedKind, id: string) => send<SuccessResult>(to(COUNT_VIEW[kind], { id }), { body: {}, redirectOnUnauthorized: false }),
};
