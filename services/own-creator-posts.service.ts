import type { ServiceOptions } from '../lib/request-options';
import type { AttachVideo, CreatePost, MediaOrder, OwnCreatorPost, OwnCreatorPostDetail, PostRemoval, PublishPost, UpdatePost } from '../types/creator-post';
import type { BulkAction, BulkResult, OwnAssetsQuery } from '../types/studio';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const SEARCH = 'GET /performer/assets/creator-posts/search';
const VIEW = 'GET /performer/assets/creator-posts/:id/view';
const CREATE = 'POST /performer/creator-posts';
const UPDATE = 'PATCH /performer/creator-posts/:id';
const PUBLISH = 'POST /performer/creator-posts/:id/publish';
const PIN = 'POST /performer/creator-posts/:id/pin';
const ATTACH_VIDEO = 'POST /performer/creator-posts/:id/videos';
const ORDER = 'PUT /performer/creator-posts/:id/media/order';
const REMOVE_MEDIA = 'DELETE /performer/creator-posts/:id/media/:mediaId';
const BULK = 'POST /performer/creator-posts/bulk';
const REMOVE = 'DELETE /performer/creator-posts/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, VIEW, CREATE, UPDATE, PUBLISH, PIN, ATTACH_VIDEO, ORDER, REMOVE_MEDIA, REMOVE, BULK };

/** What each write answers: the post as its owner sees it now. */
const detail = async (call: Promise<{ data: OwnCreatorPostDetail }>) => (await call).data;

/**
 * The performer's own posts: the Studio's list, and writing, editing, publishing and deleting them, the videos shown in
 * them, their media's order and removal (photos go by tus: lib/uploads/post-photo-upload.ts).
 */
export const ownCreatorPostsService = {
  search: (query: OwnAssetsQuery = {}, options?: ServiceOptions) => getList<OwnCreatorPost>(to(SEARCH), query, options),
  view: (id: string, options?: ServiceOptions) => getOne<OwnCreatorPostDetail>(to(VIEW, { id }), options),
  /** A draft without media. */
  create: (body: CreatePost) => detail(send<OwnCreatorPostDetail>(to(CREATE), { body })),
  /** The fields sent change (title, text, access, price); the others stay. */
  update: (id: string, body: UpdatePost) => detail(send<OwnCreatorPostDetail>(to(UPDATE, { id }), { body })),
  /** Live now; with `at` (ISO), at that time (publish false: back to a draft). */
  publish: (id: string, publish: boolean, at?: string) => {
    const body: PublishPost = at === undefined ? { publish } : { publish, at };
    return detail(send<OwnCreatorPostDetail>(to(PUBLISH, { id }), { body }));
  },
  /** Pinned to the top of the creator's posts (their other pinned one unpinned), or unpinned. */
  pin: (id: string, pinned: boolean) => detail(send<OwnCreatorPostDetail>(to(PIN, { id }), { body: { pinned } })),
  /** One of the caller's videos, shown last in the post. */
  attachVideo: (id: string, videoId: string) => {
    const body: AttachVideo = { videoId };
    return detail(send<OwnCreatorPostDetail>(to(ATTACH_VIDEO, { id }), { body }));
  },
  /** Every photo and video of the post, each once, in the new order. */
  reorder: (id: string, mediaIds: string[]) => {
    const body: MediaOrder = { mediaIds };
    return detail(send<OwnCreatorPostDetail>(to(ORDER, { id }), { body }));
  },
  removeMedia: (id: string, mediaId: string) => detail(send<OwnCreatorPostDetail>(to(REMOVE_MEDIA, { id, mediaId }))),
  remove: async (id: string): Promise<PostRemoval> => (await send<{ removed: PostRemoval }>(to(REMOVE, { id }))).data.removed,
  /** One action on many of the caller's posts: what was done, and each refusal with its reason. */
  bulk: async (body: BulkAction): Promise<BulkResult> => (await send<BulkResult>(to(BULK), { body })).data,
};
