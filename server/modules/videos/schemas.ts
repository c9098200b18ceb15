import { Type } from '@sinclair/typebox';
import {
  BoughtField,
  AccessSchema,
  CategoryRefSchema,
  EntitlementSchema,
  Nullable,
  PerformerCardSchema,
  PreviewField,
  PublicationField,
  StatsSchema,
} from '../catalogue/schemas';
import { CategoryIdsField, DescriptionField, PriceField, TagsField, TitleField } from '../catalogue/content-fields';
import { SalesFields } from '../earnings/schemas';
import { StringEnum } from '../../http/string-enum';

export const VideoSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  status: Type.String(),
  access: AccessSchema,
  isSale: Type.Boolean(),
  price: Type.Integer({ description: 'integer cents: 999 is 9.99' }),
  thumbnail: Nullable(Type.String()),
  teaser: Nullable(Type.String()),
  duration: Nullable(Type.Integer()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  stats: StatsSchema,
  performer: Nullable(PerformerCardSchema),
  performers: Type.Array(PerformerCardSchema),
  categories: Type.Array(CategoryRefSchema),
  publishedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  ...BoughtField,
});

/** A short-lived signed address of the full video. */
export const VideoFileSchema = Type.Object({ url: Type.String(), type: Type.String(), expiresInSeconds: Type.Integer() });

export const VideoDetailSchema = Type.Object({
  ...VideoSchema.properties,
  ...EntitlementSchema,
  ...PreviewField,
  /** The full video: a short-lived signed address when the viewer may watch, else null. */
  video: Nullable(VideoFileSchema),
  /** Subscriber videos: integer cents a month of the cheapest monthly package that unlocks it (null: none, or not a subscriber video). */
  subscriptionPrice: Nullable(Type.Integer({ description: 'integer cents a month' })),
  /**
   * A locked subscriber video (GET /user/assets/videos/:id): those of its other performers (taking part in it) the
   * viewer subscribes to. Their subscription does not include it (it is its performer's): the page says whose it is.
   */
  subscribedToOthers: Type.Optional(Type.Array(PerformerCardSchema)),
});

/** Where the video's media stands (the Studio's state column; `video/media` socket events carry the same). */
export const MediaStatusSchema = Type.Object({
  state: StringEnum(['awaiting_upload', 'uploading', 'processing', 'ready', 'failed']),
  step: Nullable(Type.String({ description: 'the processing step under way, e.g. "720p"' })),
  percent: Type.Integer({ minimum: 0, maximum: 100, description: 'of the upload while uploading, of processing while processing' }),
  error: Nullable(Type.String({ description: 'why it failed, for the performer' })),
  publishWhenReady: Type.Boolean({ description: 'Publish was pressed before processing ended: it goes live when it does' }),
  replacement: Nullable(
    Type.Object(
      {
        state: StringEnum(['uploading', 'processing', 'failed']),
        step: Nullable(Type.String()),
        percent: Type.Integer({ minimum: 0, maximum: 100 }),
        error: Nullable(Type.String()),
      },
      { description: 'a new file of a processed video, on its way: the video plays from its old file until the new one is live' },
    ),
  ),
});

/** The owner's card (GET /performer/assets/videos/search): every status, with what it has sold. */
/** Where the owner has the public teaser start (seconds; 0: the start). */
const TeaserStartOwnField = { teaserStartSeconds: Type.Number({ description: 'where the public teaser starts, in seconds' }) };

export const OwnVideoSchema = Type.Object({ ...VideoSchema.properties, ...SalesFields, ...PublicationField, media: MediaStatusSchema, ...TeaserStartOwnField });

/** The owner's page (GET /performer/assets/videos/:id/view). */
export const OwnVideoDetailSchema = Type.Object({
  ...VideoDetailSchema.properties,
  ...SalesFields,
  ...PublicationField,
  media: MediaStatusSchema,
  ...TeaserStartOwnField,
  posterCandidates: Type.Array(Type.String(), { description: 'frames processing took from the video, to choose the poster from (POST .../poster)' }),
});

/** POST /performer/videos/:id/poster: one of posterCandidates (its index) becomes the poster. */
export const ChoosePosterBody = Type.Object({ candidate: Type.Integer({ minimum: 0, maximum: 49 }) }, { additionalProperties: false });

/** What the owner says about a video (title, description, tags, categories, access and price). */
const VideoDetailsFields = {
  title: TitleField,
  description: Type.Optional(DescriptionField),
  access: AccessSchema,
  price: Type.Optional(PriceField),
  tags: Type.Optional(TagsField),
  categoryIds: Type.Optional(CategoryIdsField),
};

const TeaserStartField = Type.Number({
  minimum: 0,
  maximum: 86_400,
  description: 'where the public 5 s teaser starts (default 0; moved earlier when the video ends sooner)',
});

/** POST /performer/videos: a new video, a draft until its file is uploaded (tus) and it is published. */
export const CreateVideoBody = Type.Object({ ...VideoDetailsFields, teaserStartSeconds: Type.Optional(TeaserStartField) }, { additionalProperties: false });

/**
 * PATCH /performer/videos/:id: the fields sent change, the others stay. A new teaser start on a processed video cuts
 * its teaser again from the original (a job; the old teaser stays until the new one is stored).
 */
export const UpdateVideoBody = Type.Partial(Type.Object({ ...VideoDetailsFields, teaserStartSeconds: TeaserStartField }), {
  additionalProperties: false,
  minProperties: 1,
});
