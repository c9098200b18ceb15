import type { Static } from '@sinclair/typebox';
import type {
  ChoosePosterBody,
  CreateVideoBody,
  OwnVideoDetailSchema,
  OwnVideoSchema,
  UpdateVideoBody,
  VideoDetailSchema,
  VideoFileSchema,
  VideoSchema,
} from '../server/modules/videos/schemas';
import type { DurationRangeSchema, VideoSearchQuery } from '../server/modules/catalogue/schemas';

export type Video = Static<typeof VideoSchema>;
export type VideoFile = Static<typeof VideoFileSchema>;

/** GET /user/assets/videos/:id: the video, the viewer's access and, when allowed, the file. */
export type VideoDetail = Static<typeof VideoDetailSchema>;

/** GET /user/assets/videos/search: the asset search's words plus access and length. */
export type VideoSearchWords = Static<typeof VideoSearchQuery>;
/** How long a video runs, as the listing filters it. */
export type DurationRange = Static<typeof DurationRangeSchema>;

/** The video listing's words: a search, or a channel's videos (GET /user/channels/:id/videos) when channelId is set. */
export type VideoQuery = VideoSearchWords & { channelId?: string };

/** The owner's card (GET /performer/assets/videos/search): every status, with units sold and gross revenue. */
export type OwnVideo = Static<typeof OwnVideoSchema>;
/** GET /performer/assets/videos/:id/view: the owner's page of the video, with its sales. */
export type OwnVideoDetail = Static<typeof OwnVideoDetailSchema>;

/** POST /performer/videos: a new video, a draft until its file is uploaded and it is published. */
export type CreateVideo = Static<typeof CreateVideoBody>;
export type UpdateVideo = Static<typeof UpdateVideoBody>;
/** POST /performer/videos/:id/poster: which of the video's posterCandidates becomes its poster. */
export type ChoosePoster = Static<typeof ChoosePosterBody>;
/** What DELETE /performer/videos/:id did: deleted with its files, or kept for the buyers it has. */
export type VideoRemoval = 'deleted' | 'kept for buyers';
