import { performerPackagesService } from '../../services/performer-packages.service';
import { createListSagas } from '../lists/list-sagas';
import { ownPackagesActions } from './slice';

export const ownPackagesSagas = createListSagas(ownPackagesActions, performerPackagesService.search);
export default ownPackagesSagas.watch;
