import { reactionService } from '../../services/reaction.service';
import { createListSagas, type PageFetcher } from '../lists/list-sagas';
import { reactedActions, type ReactedEntry, type ReactedListQuery } from './slice';

export const fetchReacted: PageFetcher<ReactedEntry, ReactedListQuery> = ({ kind, ...query }, options) => reactionService[kind](query, options);

export const reactedSagas = createListSagas(reactedActions, fetchReacted);
export default reactedSagas.watch;
