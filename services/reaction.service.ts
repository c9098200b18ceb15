import type { ServiceOptions } from '../lib/request-options';
import type { Gallery } from '../types/gallery';
import type { ReactedItem, ReactedQuery, ReactionInput, ReactionResult, ReactionState, ReactionTarget } from '../types/reaction';
import type { Video } from '../types/video';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne, send } from './fetch-helpers';

export type { ReactedQuery } from '../types/reaction';

const REACTIONS = ENDPOINTS.reactions;

export const reactionService = {
  /** POST /reactions (on) or DELETE /reactions (off); both idempotent. */
  set: async (input: ReactionInput, on: boolean) =>
    (await send<ReactionResult>(to(on ? REACTIONS.add : REACTIONS.remove), { body: input })).data,
  /** GET /reactions/state: which of like, favourite and watch later the viewer has set on one object. */
  state: (target: ReactionTarget, options?: ServiceOptions) => getOne<ReactionState>(to(REACTIONS.state), options, target),
  /** GET /reactions/videos?action: the viewer's videos with that reaction, newest first. */
  videos: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Video>>(to(REACTIONS.videos), query, options),
  /** GET /reactions/galleries?action */
  galleries: (query: ReactedQuery, options?: ServiceOptions) => getList<ReactedItem<Gallery>>(to(REACTIONS.galleries), query, options),
};
