import { Type } from '@sinclair/typebox';
import { CONTENT_RULES } from '../../../lib/content-rules';
import { PagingQuery } from '../../http/paging';
import { AccessSchema, EntitlementSchema, Nullable, PerformerCardSchema, PreviewField, PublicationField } from '../catalogue/schemas';
import { PriceField, TitleField } from '../catalogue/content-fields';
import { SalesFields } from '../earnings/schemas';
import { StringEnum } from '../../http/string-enum';

// A creator's own posts (not the site's news, posts/): the API contract. TypeBox only (the web app imports the types).

/** A video of the post's author shown in it: its card; the video page decides who may watch it. */
export const PostVideoSchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  thumbnail: Nullable(Type.String()),
  durationSeconds: Nullable(Type.Integer()),
});

/** A photo or video of a post, in the post's order. */
export const PostMediaSchema = Type.Object({
  _id: Type.String(),
  kind: StringEnum(['photo', 'video']),
  /** A photo's thumbnail: signed when the viewer may see the post, else the blurred preview made on the server. */
  thumbnail: Nullable(Type.String()),
  /** The full photo: a signed address when the viewer may see the post, else null. */
  url: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  /** A video's card, shown only to viewers who may see the post. */
  video: Nullable(PostVideoSchema),
});

/** A post as a viewer sees it: its text and media only when they may (else its title, an excerpt and blurred previews). */
export const CreatorPostSchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  /** The text as HTML (bold, italics, links, line breaks; sanitised); null when the viewer may not see the post. */
  html: Nullable(Type.String()),
  /** The first words, as plain text: for those who may see the post, and as a pay-per-view post's teaser (else empty). */
  excerpt: Type.String(),
  access: AccessSchema,
  price: Type.Integer({ description: 'integer cents: 999 is 9.99' }),
  performer: Nullable(PerformerCardSchema),
  stats: Type.Object({ views: Type.Integer(), likes: Type.Integer(), comments: Type.Integer() }),
  mediaCount: Type.Integer(),
  media: Type.Array(PostMediaSchema),
  publishedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Pinned by its creator to the top of their posts. */
  pinned: Type.Boolean(),
  ...EntitlementSchema,
  ...PreviewField,
});

/** GET /user/assets/creator-posts/search: one performer's live posts, newest first. */
export const CreatorPostSearchQuery = Type.Object({ performerId: Type.String({ format: 'uuid' }), ...PagingQuery });

/** A photo or video of a post as its owner sees it in the Studio (a photo may still be uploading). */
export const OwnPostMediaSchema = Type.Object({
  ...PostMediaSchema.properties,
  state: StringEnum(['uploading', 'ready']),
});

/** The owner's card (GET /performer/assets/creator-posts/search): every status, with what it has sold. */
export const OwnCreatorPostSchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  access: AccessSchema,
  price: Type.Integer({ description: 'integer cents: 999 is 9.99' }),
  stats: Type.Object({ views: Type.Integer(), likes: Type.Integer(), comments: Type.Integer() }),
  mediaCount: Type.Integer(),
  /** The first photo's thumbnail (signed for its owner), or its first video's. */
  thumbnail: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  pinned: Type.Boolean(),
  ...SalesFields,
  ...PublicationField,
});

/** The owner's post (GET /performer/assets/creator-posts/:id/view): its text as written, and every photo and video in order. */
export const OwnCreatorPostDetailSchema = Type.Object({
  ...OwnCreatorPostSchema.properties,
  body: Type.String(),
  html: Type.String(),
  media: Type.Array(OwnPostMediaSchema),
});

const BodyField = Type.String({
  maxLength: CONTENT_RULES.postBody.maxLength,
  description: 'the text: **bold**, *italics*, [a link](https://...), addresses and line breaks; no HTML',
});

const PostFields = { title: TitleField, body: Type.Optional(BodyField), access: AccessSchema, price: Type.Optional(PriceField) };

/** POST /performer/creator-posts: a new post, a draft until it is published; its photos then come by tus upload. */
export const CreatePostBody = Type.Object(PostFields, { additionalProperties: false });

/** PATCH /performer/creator-posts/:id: the fields sent change, the others stay. */
export const UpdatePostBody = Type.Partial(Type.Object(PostFields), { additionalProperties: false, minProperties: 1 });

/** POST /performer/creator-posts/:id/pin: pinned to the top of the creator's posts (their other pinned one unpinned), or not. */
export const PinBody = Type.Object({ pinned: Type.Boolean() }, { additionalProperties: false });

/** POST /performer/creator-posts/:id/videos: one of the author's own videos, shown in the post. */
export const AttachVideoBody = Type.Object({ videoId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** PUT /performer/creator-posts/:id/media/order: every photo and video of the post, in its new order. */
export const MediaOrderBody = Type.Object(
  { mediaIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: CONTENT_RULES.postMedia.maxItems, uniqueItems: true }) },
  { additionalProperties: false },
);
