import type { ServiceOptions } from '../lib/request-options';
import type { AssetQuery, RelatedQuery } from '../types/catalogue';
import type { Video, VideoDetail } from '../types/video';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne } from './fetch-helpers';

const VIDEOS = ENDPOINTS.videos;

export const videoService = {
  /** GET /user/assets/videos/search */
  search: (query: AssetQuery = {}, options?: ServiceOptions) => getList<Video>(to(VIDEOS.search), query, options),
  /** GET /user/assets/videos/:id (id or slug): the video with the viewer's access and, when allowed, the file. */
  findOne: (id: string, options?: ServiceOptions) => getOne<VideoDetail>(to(VIDEOS.findOne, { id }), options),
  /** GET /user/assets/videos/:id/related */
  related: (id: string, query: RelatedQuery = {}, options?: ServiceOptions) => getList<Video>(to(VIDEOS.related, { id }), query, options),
};
