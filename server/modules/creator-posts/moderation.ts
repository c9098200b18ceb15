import { publishedModerationTarget } from '../catalogue/moderation-target';

/** Creators' posts as something to report and take down. */
export const creatorPostModerationTarget = publishedModerationTarget('creator_posts');
