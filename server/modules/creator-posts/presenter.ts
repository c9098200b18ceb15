import type { Static } from '@sinclair/typebox';
import type { CreatorPostMediaRow, CreatorPostRow, VideoRow } from '../../db/schema';
import type { LinkGrant } from '../../storage';
import { isoDate } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import { publicationFields } from '../catalogue/live';
import type { Sales } from '../earnings/sales';
import type { LinkedEntitlement } from '../entitlements/service';
import { entitlementFields } from '../entitlements/service';
import type { PerformerCard } from '../users/cards';
import { postExcerpt, postHtml } from './post-text';
import type { CreatorPostSchema, OwnCreatorPostDetailSchema, OwnCreatorPostSchema, OwnPostMediaSchema, PostMediaSchema, PostVideoSchema } from './schemas';

export type CreatorPostDto = Static<typeof CreatorPostSchema>;
export type OwnCreatorPostDto = Static<typeof OwnCreatorPostSchema>;
export type OwnCreatorPostDetailDto = Static<typeof OwnCreatorPostDetailSchema>;
type PostMediaDto = Static<typeof PostMediaSchema>;
type OwnPostMediaDto = Static<typeof OwnPostMediaSchema>;
type PostVideoDto = Static<typeof PostVideoSchema>;

/** Photo links last long enough to read a post, and stay short-lived (as a gallery's). */
const SIGNED_PHOTO_SECONDS = 60 * 60;

export const toPostVideo = (v: VideoRow, files: FileUrls): PostVideoDto => ({
  _id: v.id,
  slug: v.slug,
  title: v.title,
  thumbnail: files.public(v.thumbnail_key),
  durationSeconds: v.duration_seconds,
});

/**
 * One photo or video of a post. `link`: the grant the viewer's photo links are issued for; without one (a locked post)
 * a photo shows its blurred preview and a video nothing but its place. `videos`: the cards of the videos the viewer may
 * be shown (a video not among them, e.g. unpublished since, is left out by the caller).
 */
function toPostMedia(m: CreatorPostMediaRow, files: FileUrls, link: LinkGrant | null, videos: Map<string, PostVideoDto>): PostMediaDto {
  const signed = (key: string | null) => (link && key ? files.signed(key, link, { expiresInSeconds: SIGNED_PHOTO_SECONDS }) : null);
  return {
    _id: m.id,
    kind: m.kind,
    thumbnail: m.kind === 'photo' ? (link ? signed(m.thumb_key) : files.public(m.blur_key)) : link ? (videos.get(m.video_id!)?.thumbnail ?? null) : null,
    url: m.kind === 'photo' ? signed(m.file_key) : null,
    width: m.width,
    height: m.height,
    video: link && m.video_id ? (videos.get(m.video_id) ?? null) : null,
  };
}

const stats = (p: CreatorPostRow) => ({ views: p.views_count, likes: p.likes_count, comments: p.comments_count });

/** What is shown of a post's media: ready photos, and videos that have a card (published ones, or any for their owner). */
export const shownMedia = (media: CreatorPostMediaRow[], videos: Map<string, PostVideoDto>) =>
  media.filter((m) => m.state === 'ready' && (m.kind === 'photo' || videos.has(m.video_id!)));

/** A post as one viewer sees it: the text and full media only when their entitlement allows. */
export function toCreatorPost(
  p: CreatorPostRow,
  parts: { media: CreatorPostMediaRow[]; videos: Map<string, PostVideoDto>; performer: PerformerCard | null; entitlement: LinkedEntitlement },
  files: FileUrls,
): CreatorPostDto {
  const { entitlement } = parts;
  const link = entitlement.allowed ? entitlement.link : null;
  return {
    _id: p.id,
    slug: p.slug,
    title: p.title,
    html: entitlement.allowed ? postHtml(p.body) : null,
    // A pay-per-view post's first words sell it; a subscribers' post says nothing to others but its title.
    excerpt: entitlement.allowed || p.access === 'sale' ? postExcerpt(p.body) : '',
    access: p.access,
    price: p.price_cents,
    performer: parts.performer,
    stats: stats(p),
    mediaCount: p.media_count,
    media: shownMedia(parts.media, parts.videos).map((m) => toPostMedia(m, files, link, parts.videos)),
    publishedAt: isoDate(p.published_at),
    createdAt: isoDate(p.created_at)!,
    pinned: p.pinned_at !== null,
    ...entitlementFields(entitlement),
  };
}

/** The owner's card of a post: any status, where it stands, what it has sold, and its first picture (signed for them). */
export function toOwnCreatorPost(
  p: CreatorPostRow,
  media: CreatorPostMediaRow[],
  videos: Map<string, PostVideoDto>,
  files: FileUrls,
  link: LinkGrant,
  sales: Sales,
): OwnCreatorPostDto {
  const first = shownMedia(media, videos)[0];
  return {
    _id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: postExcerpt(p.body),
    access: p.access,
    price: p.price_cents,
    stats: stats(p),
    mediaCount: p.media_count,
    thumbnail: first ? toPostMedia(first, files, link, videos).thumbnail : null,
    publishedAt: isoDate(p.published_at),
    createdAt: isoDate(p.created_at)!,
    pinned: p.pinned_at !== null,
    ...sales,
    ...publicationFields(p),
  };
}

/** The owner's post in the Studio: its text as written and every photo (uploading ones too) and video. */
export function toOwnCreatorPostDetail(
  p: CreatorPostRow,
  media: CreatorPostMediaRow[],
  videos: Map<string, PostVideoDto>,
  files: FileUrls,
  link: LinkGrant,
  sales: Sales,
): OwnCreatorPostDetailDto {
  return {
    ...toOwnCreatorPost(p, media, videos, files, link, sales),
    body: p.body,
    html: postHtml(p.body),
    media: media.map((m): OwnPostMediaDto => ({ ...toPostMedia(m, files, link, videos), state: m.state })),
  };
}
