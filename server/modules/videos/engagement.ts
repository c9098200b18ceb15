import { assetEngagementTarget } from '../catalogue/asset-target';

/** Videos as something to comment on, like, favourite and save: their counters live on the videos rows. */
export const videoEngagementTarget = assetEngagementTarget('videos');
