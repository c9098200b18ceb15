import type { ServiceOptions } from '../lib/request-options';
import type { PagingQuery } from '../types/catalogue';
import type { Channel } from '../types/content';
import type { Video } from '../types/video';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const CHANNEL = 'GET /user/channels/:id';
const CHANNEL_VIDEOS = 'GET /user/channels/:id/videos';
const LIST_CHANNELS = 'GET /user/channels';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { CHANNEL, CHANNEL_VIDEOS, LIST_CHANNELS };

export const channelService = {
  /** GET /user/channels */
  search: (query: PagingQuery = {}, options?: ServiceOptions) => getList<Channel>(to(LIST_CHANNELS), query, options),
  /** GET /user/channels/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Channel>(to(CHANNEL, { id }), options),
  /** GET /user/channels/:id/videos: a page of the channel's videos (the route reads limit and offset only). */
  videos: (id: string, query: PagingQuery = {}, options?: ServiceOptions) => getList<Video>(to(CHANNEL_VIDEOS, { id }), query, options),
};
