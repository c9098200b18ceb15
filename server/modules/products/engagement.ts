import { assetEngagementTarget } from '../catalogue/asset-target';

/** Products as something to comment on, like, favourite and save: their counters live on the products rows. */
export const productEngagementTarget = assetEngagementTarget('products');
