import { all, call } from 'redux-saga/effects';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { createListSagas } from '../lists/list-sagas';
import { ownPostActions } from './editor-slice';
import { ownPostsActions } from './slice';

export const ownPostsSagas = createListSagas(ownPostsActions, ownCreatorPostsService.search);
export const ownPostSagas = createFetchSagas(ownPostActions, ({ id }: { id: string }, options) => ownCreatorPostsService.view(id, options));

export default function* ownCreatorPostsRootSaga() {
  yield all([call(ownPostsSagas.watch), call(ownPostSagas.watch)]);
}
