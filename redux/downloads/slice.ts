import type { OwnedDownload } from '../../types/download';
import { createListSlice } from '../lists/list-slice';

/** /user/downloads: the digital products the signed-in user owns (GET /user/downloads answers them all at once). */
const downloadsSlice = createListSlice<OwnedDownload, Record<string, never>>('downloads');

export const downloadsActions = downloadsSlice.actions;
export default downloadsSlice.reducer;
