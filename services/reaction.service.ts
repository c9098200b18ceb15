import type { ServiceOptions } from '../lib/request-options';
import type { Gallery } from '../types/gallery';
import type { ReactedItem, ReactionAction, ReactionInput, ReactionResult, ReactionState, ReactionTarget } from '../types/reaction';
import type { Video } from '../types/video';
import { request } from './api-request';
import { getList, getOne } from './fetch-helpers';

export interface ReactedQuery {
  action: ReactionAction;
  limit?: number;
  offset?: number;
}

export const reactionService = {
  /** POST /reactions (on) or DELETE /reactions (off); both idempotent. */
  set: async (input: ReactionInput, on: boolean) =>
    (await request<ReactionResult>('/reactions', { method: on ? 'POST' : 'DELETE', body: input })).data,
  /** GET /reactions/state: which of like, favourite and watch later the viewer has set on one object. */
  state: (target: ReactionTarget, options?: ServiceOptions) => getOne<ReactionState>('/reactions/state', options, target),
  /** GET /reactions/videos?action: the viewer's videos with that reaction, newest first. */
  videos: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Video>>('/reactions/videos', query, options),
  /** GET /reactions/galleries?action */
  galleries: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Gallery>>('/reactions/galleries', query, options),
};
