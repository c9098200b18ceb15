import type { ServiceOptions } from '../lib/request-options';
import type { OwnAssetsQuery, OwnVideo } from '../types/studio';
import type { CreateVideo, OwnVideoDetail, UpdateVideo, VideoRemoval } from '../types/video';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const SEARCH = 'GET /performer/assets/videos/search';
const VIEW = 'GET /performer/assets/videos/:id/view';
const CREATE = 'POST /performer/videos';
const UPDATE = 'PATCH /performer/videos/:id';
const PUBLISH = 'POST /performer/videos/:id/publish';
const RETRY = 'POST /performer/videos/:id/retry';
const REMOVE = 'DELETE /performer/videos/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, VIEW, CREATE, UPDATE, PUBLISH, RETRY, REMOVE };

/** The performer's own videos: the Studio's list, and making, editing, publishing, retrying and deleting them (their files go by tus). */
export const ownVideosService = {
  /** GET /performer/assets/videos/search: the caller's own videos, drafts and hidden ones included. */
  search: (query: OwnAssetsQuery = {}, options?: ServiceOptions) => getList<OwnVideo>(to(SEARCH), query, options),
  view: (id: string) => getOne<OwnVideoDetail>(to(VIEW, { id })),
  /** A draft waiting for its file. */
  create: async (body: CreateVideo) => (await send<OwnVideoDetail>(to(CREATE), { body })).data,
  /** The fields sent change (title, description, tags, categories, access, price); the others stay. */
  update: async (id: string, body: UpdateVideo) => (await send<OwnVideoDetail>(to(UPDATE, { id }), { body })).data,
  /** Live now, or as soon as processing ends; with `at` (ISO), at that time (publish false: back to a draft). */
  publish: async (id: string, publish: boolean, at?: string) =>
    (await send<OwnVideoDetail>(to(PUBLISH, { id }), { body: at === undefined ? { publish } : { publish, at } })).data,
  /** A failed video processed again from its original (or waiting for a new file when it has none). */
  retry: async (id: string) => (await send<OwnVideoDetail>(to(RETRY, { id }))).data,
  remove: async (id: string) => (await send<{ removed: VideoRemoval }>(to(REMOVE, { id }))).data.removed,
};
