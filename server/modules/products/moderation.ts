import { publishedModerationTarget } from '../catalogue/moderation-target';

/** Products as something to report and take down. */
export const productModerationTarget = publishedModerationTarget('products');
