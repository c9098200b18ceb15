import { assetEngagementTarget } from '../catalogue/asset-target';

/** Galleries as something to comment on, like, favourite and save: their counters live on the galleries rows. */
export const galleryEngagementTarget = assetEngagementTarget('galleries');
