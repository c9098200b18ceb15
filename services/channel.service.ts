import type { ServiceOptions } from '../lib/request-options';
import type { PagingQuery } from '../types/catalogue';
import type { Channel } from '../types/content';
import type { Video } from '../types/video';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne } from './fetch-helpers';

const CHANNELS = ENDPOINTS.channels;

export const channelService = {
  /** GET /user/channels */
  search: (query: PagingQuery = {}, options?: ServiceOptions) => getList<Channel>(to(CHANNELS.search), query, options),
  /** GET /user/channels/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Channel>(to(CHANNELS.findOne, { id }), options),
  /** GET /user/channels/:id/videos: a page of the channel's videos (the route reads limit and offset only). */
  videos: (id: string, query: PagingQuery = {}, options?: ServiceOptions) =>
    getList<Video>(to(CHANNELS.videos, { id }), query, options),
};
