import type { ServiceOptions } from '../lib/request-options';
import type { AssetQuery } from '../types/catalogue';
import type { Channel } from '../types/content';
import type { Video } from '../types/video';
import { getList, getOne, segment } from './fetch-helpers';

export const channelService = {
  /** GET /user/channels */
  search: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) =>
    getList<Channel>('/user/channels', query, options),
  /** GET /user/channels/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Channel>(`/user/channels/${segment(id)}`, options),
  /** GET /user/channels/:id/videos */
  videos: (id: string, query: AssetQuery = {}, options?: ServiceOptions) =>
    getList<Video>(`/user/channels/${segment(id)}/videos`, query, options),
};
