import { performerSubscribersService } from '../../services/performer-subscribers.service';
import { createListSagas } from '../lists/list-sagas';
import { performerSubscribersActions } from './slice';

export const performerSubscribersSagas = createListSagas(performerSubscribersActions, performerSubscribersService.search);
export default performerSubscribersSagas.watch;
