import type { ServiceOptions } from '../lib/request-options';
import type { BulkAction, BulkResult, OwnAssetsQuery, OwnVideo } from '../types/studio';
import type { ChoosePoster, CreateVideo, OwnVideoDetail, UpdateVideo, VideoRemoval } from '../types/video';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';
import { upload } from './upload';

const SEARCH = 'GET /performer/assets/videos/search';
const VIEW = 'GET /performer/assets/videos/:id/view';
const CREATE = 'POST /performer/videos';
const UPDATE = 'PATCH /performer/videos/:id';
const PUBLISH = 'POST /performer/videos/:id/publish';
const RETRY = 'POST /performer/videos/:id/retry';
const DISCARD_REPLACEMENT = 'DELETE /performer/videos/:id/replacement';
const CHOOSE_POSTER = 'POST /performer/videos/:id/poster';
const UPLOAD_POSTER = 'POST /performer/videos/:id/poster/upload';
const BULK = 'POST /performer/videos/bulk';
const REMOVE = 'DELETE /performer/videos/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, VIEW, CREATE, UPDATE, PUBLISH, RETRY, DISCARD_REPLACEMENT, CHOOSE_POSTER, UPLOAD_POSTER, REMOVE, BULK };

/**
 * The performer's own videos: the Studio's list, and making, editing, publishing, retrying and deleting them (their
 * files go by tus), and choosing their posters.
 */
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
  /** A failed video (or a failed new file of it) processed again from its original (or waiting for a new file when it has none). */
  retry: async (id: string) => (await send<OwnVideoDetail>(to(RETRY, { id }))).data,
  /** A new file of the video that failed is given up: the video keeps its current file. */
  discardReplacement: async (id: string) => (await send<OwnVideoDetail>(to(DISCARD_REPLACEMENT, { id }))).data,
  /** The poster becomes the frame at `index` of the video's posterCandidates. */
  choosePoster: async (id: string, index: number) => {
    const body: ChoosePoster = { candidate: index };
    return (await send<OwnVideoDetail>(to(CHOOSE_POSTER, { id }), { body })).data;
  },
  /** The poster becomes this picture (JPEG, PNG or WebP); `onProgress` hears the percentage sent. */
  uploadPoster: async (id: string, file: File, onProgress?: (percent: number) => void) =>
    (await upload<OwnVideoDetail>(to(UPLOAD_POSTER, { id }).path, [{ fieldname: 'poster', file, filename: file.name }], { onProgress })).data,
  remove: async (id: string) => (await send<{ removed: VideoRemoval }>(to(REMOVE, { id }))).data.removed,
  /** One action on many of the caller's items: what was done, and each refusal with its reason. */
  bulk: async (body: BulkAction): Promise<BulkResult> => (await send<BulkResult>(to(BULK), { body })).data,
};
