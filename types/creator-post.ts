import type { Static } from '@sinclair/typebox';
import type { PublishBody } from '../server/modules/catalogue/content-fields';
import type { RemovedSchema } from '../server/modules/catalogue/schemas';
import type {
  AttachVideoBody,
  CreatePostBody,
  CreatorPostSchema,
  CreatorPostSearchQuery,
  MediaOrderBody,
  OwnCreatorPostDetailSchema,
  OwnCreatorPostSchema,
  OwnPostMediaSchema,
  PostMediaSchema,
  UpdatePostBody,
} from '../server/modules/creator-posts/schemas';

// A creator's own posts (not the site's news): the API's own schemas (money in integer cents).

/** A post as the viewer may see it: its text (html) and full media only when canView. */
export type CreatorPost = Static<typeof CreatorPostSchema>;
/** A photo or a video of a post, in order: a locked photo has its blurred preview as thumbnail and no url. */
export type PostMedia = Static<typeof PostMediaSchema>;
/** GET /user/assets/creator-posts/search: one performer's live posts, newest first. */
export type CreatorPostQuery = Static<typeof CreatorPostSearchQuery>;

/** The owner's card (GET /performer/assets/creator-posts/search): every status, with units sold and gross revenue. */
export type OwnCreatorPost = Static<typeof OwnCreatorPostSchema>;
/** GET /performer/assets/creator-posts/:id/view, and every write's answer: its text as written and every photo and video. */
export type OwnCreatorPostDetail = Static<typeof OwnCreatorPostDetailSchema>;
export type OwnPostMedia = Static<typeof OwnPostMediaSchema>;
export type CreatePost = Static<typeof CreatePostBody>;
export type UpdatePost = Static<typeof UpdatePostBody>;
export type PublishPost = Static<typeof PublishBody>;
export type AttachVideo = Static<typeof AttachVideoBody>;
export type MediaOrder = Static<typeof MediaOrderBody>;
/** What DELETE /performer/creator-posts/:id did: deleted with its photos, or kept for the buyers it has. */
export type PostRemoval = Static<typeof RemovedSchema>['removed'];
