import { soldLinesService } from '../../services/sold-lines.service';
import { createListSagas } from '../lists/list-sagas';
import { soldLinesActions } from './slice';

export const soldLinesSagas = createListSagas(soldLinesActions, soldLinesService.search);
export default soldLinesSagas.watch;
