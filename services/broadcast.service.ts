import type { ServiceOptions } from '../lib/request-options';
import type { Broadcast, BroadcastRequest, DraftPhoto } from '../types/message';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const RECENT = 'GET /performer/broadcasts';
const START = 'POST /performer/broadcasts';
const DRAFT_PHOTOS = 'GET /performer/broadcasts/draft-photos';
const REMOVE_DRAFT_PHOTO = 'DELETE /performer/broadcasts/draft-photos/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { RECENT, START, DRAFT_PHOTOS, REMOVE_DRAFT_PHOTO };

/** A creator's messages to all their subscribers, followers or an item's buyers. */
export const broadcastService = {
  /** The newest 20, each with how many it is for and how many it reached so far. */
  recent: (options?: ServiceOptions) => getOne<Broadcast[]>(to(RECENT), options),
  /** Who it is for is fixed now; it reaches them in the background (progress comes over the socket). */
  /** The photos uploaded for the next message to all, and taking one out. */
  draftPhotos: () => getOne<DraftPhoto[]>(to(DRAFT_PHOTOS)),
  removeDraftPhoto: async (id: string) => {
    await send<{ id: string }>(to(REMOVE_DRAFT_PHOTO, { id }));
  },
  start: async (body: BroadcastRequest) => (await send<Broadcast>(to(START), { body })).data,
};
