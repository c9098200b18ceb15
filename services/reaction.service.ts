import type { ServiceOptions } from '../lib/request-options';
import type { Gallery } from '../types/gallery';
import type { Performer } from '../types/performer';
import type { Product } from '../types/product';
import type { ReactedItem, ReactedQuery, ReactionInput, ReactionResult, ReactionState, ReactionTarget } from '../types/reaction';
import type { Video } from '../types/video';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const REACT = 'POST /reactions';
const REACTED_GALLERIES = 'GET /reactions/galleries';
const REACTED_PERFORMERS = 'GET /reactions/performers';
const REACTED_PRODUCTS = 'GET /reactions/products';
const REACTED_VIDEOS = 'GET /reactions/videos';
const REACTION_STATE = 'GET /reactions/state';
const UNREACT = 'DELETE /reactions';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { REACT, REACTED_GALLERIES, REACTED_PERFORMERS, REACTED_PRODUCTS, REACTED_VIDEOS, REACTION_STATE, UNREACT };

export type { ReactedQuery } from '../types/reaction';

export const reactionService = {
  /** POST /reactions (on) or DELETE /reactions (off); both idempotent. */
  set: async (input: ReactionInput, on: boolean) => (await send<ReactionResult>(to(on ? REACT : UNREACT), { body: input })).data,
  /** GET /reactions/state: which of like, favourite and watch later the viewer has set on one object. */
  state: (target: ReactionTarget, options?: ServiceOptions) => getOne<ReactionState>(to(REACTION_STATE), options, target),
  /** GET /reactions/videos?action: the viewer's videos with that reaction, newest first. */
  videos: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Video>>(to(REACTED_VIDEOS), query, options),
  /** GET /reactions/galleries?action */
  galleries: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Gallery>>(to(REACTED_GALLERIES), query, options),
  /** GET /reactions/products?action */
  products: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Product>>(to(REACTED_PRODUCTS), query, options),
  /** GET /reactions/performers?action */
  performers: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Performer>>(to(REACTED_PERFORMERS), query, options),
};
