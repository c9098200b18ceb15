import { publishedModerationTarget } from '../catalogue/moderation-target';

/** Videos as something to report and take down. */
export const videoModerationTarget = publishedModerationTarget('videos');
