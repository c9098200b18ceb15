import { Type } from '@sinclair/typebox';
import { CursorSchema } from '../../http/cursor-schema';
import { EntitlementSchema, Nullable } from '../catalogue/schemas';
import { CreatorPostSchema } from '../creator-posts/schemas';
import { GallerySchema } from '../galleries/schemas';
import { ProductSchema } from '../products/schemas';
import { ReactionStateSchema } from '../reactions/schemas';
import { VideoSchema } from '../videos/schemas';
import { StringEnum } from '../../http/string-enum';

// The feed's part of the API contract (TypeBox only: the web app imports these types).

export const FEED_FILTERS = ['all', 'posts', 'videos', 'photos'] as const;

export const FeedQuery = Type.Object({
  /** all: every kind; posts, videos, photos (galleries): one kind. Products come with all. */
  kind: Type.Optional(StringEnum(FEED_FILTERS, { default: 'all' })),
  /** Only the creators the fan subscribes to (not those followed for free). */
  subscribed: Type.Optional(Type.Boolean({ default: false })),
  /** Where the page starts: the `next` of the page before. */
  cursor: Type.Optional(CursorSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});

/** What the fan may do with a video or gallery: see it, or unlock it (subscribe or buy). */
const ViewerAccess = Type.Object(EntitlementSchema);
const publishedAt = Type.String({ format: 'date-time' });
/** The fan's own like, favourite and watch-later on the item (so a page of items needs no read per item). */
const reactions = ReactionStateSchema;

export const FeedItemSchema = Type.Union([
  Type.Object({ kind: StringEnum(['video']), publishedAt, reactions, video: VideoSchema, access: ViewerAccess }),
  Type.Object({ kind: StringEnum(['gallery']), publishedAt, reactions, gallery: GallerySchema, access: ViewerAccess }),
  Type.Object({ kind: StringEnum(['product']), publishedAt, reactions, product: ProductSchema }),
  Type.Object({ kind: StringEnum(['creator_post']), publishedAt, reactions, post: CreatorPostSchema }),
]);

export const FeedPageSchema = Type.Object({
  items: Type.Array(FeedItemSchema),
  /** The cursor of the next page; null at the end. */
  next: Nullable(Type.String()),
});
