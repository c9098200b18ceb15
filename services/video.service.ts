import type { ServiceOptions } from '../lib/request-options';
import type { RelatedQuery } from '../types/catalogue';
import type { Video, VideoDetail, VideoSearchWords } from '../types/video';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const RELATED_VIDEOS = 'GET /user/assets/videos/:id/related';
const SEARCH_VIDEOS = 'GET /user/assets/videos/search';
const VIDEO = 'GET /user/assets/videos/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { RELATED_VIDEOS, SEARCH_VIDEOS, VIDEO };

export const videoService = {
  /** GET /user/assets/videos/search */
  search: (query: VideoSearchWords = {}, options?: ServiceOptions) => getList<Video>(to(SEARCH_VIDEOS), query, options),
  /** GET /user/assets/videos/:id (id or slug): the video with the viewer's access and, when allowed, the file. */
  findOne: (id: string, options?: ServiceOptions) => getOne<VideoDetail>(to(VIDEO, { id }), options),
  /** GET /user/assets/videos/:id/related */
  related: (id: string, query: RelatedQuery = {}, options?: ServiceOptions) => getList<Video>(to(RELATED_VIDEOS, { id }), query, options),
};
