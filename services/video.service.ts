import type { ServiceOptions } from '../lib/request-options';
import type { AssetQuery } from '../types/catalogue';
import type { Video, VideoDetail } from '../types/video';
import { getList, getOne, segment } from './fetch-helpers';

export const videoService = {
  /** GET /user/assets/videos/search */
  search: (query: AssetQuery = {}, options?: ServiceOptions) => getList<Video>('/user/assets/videos/search', query, options),
  /** GET /user/assets/videos/:id (id or slug): the video with the viewer's access and, when allowed, the file. */
  findOne: (id: string, options?: ServiceOptions) => getOne<VideoDetail>(`/user/assets/videos/${segment(id)}`, options),
  /** GET /user/assets/videos/:id/related */
  related: (id: string, query: { limit?: number } = {}, options?: ServiceOptions) =>
    getList<Video>(`/user/assets/videos/${segment(id)}/related`, query, options),
};
