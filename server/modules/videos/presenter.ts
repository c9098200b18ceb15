import type { Static } from '@sinclair/typebox';
import type { VideoReplacementRow, VideoRow } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import type { LinkGrant } from '../../storage';
import type { PerformerCard } from '../users/cards';
import { entitlementFields, type LinkedEntitlement } from '../entitlements/service';
import type { OwnVideoDetailSchema, OwnVideoSchema, VideoDetailSchema, VideoSchema } from './schemas';

export type VideoDto = Static<typeof VideoSchema>;
export type VideoDetailDto = Static<typeof VideoDetailSchema>;
export type OwnVideoDto = Static<typeof OwnVideoSchema>;
export type OwnVideoDetailDto = Static<typeof OwnVideoDetailSchema>;

export interface VideoRelations {
  performers: Map<string, PerformerCard>;
  participants: Map<string, string[]>;
  categories: Map<string, Array<{ _id: string; name: string; slug: string }>>;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toVideo(v: VideoRow, files: FileUrls, rel: VideoRelations): VideoDto {
  const participantIds = rel.participants.get(v.id) ?? [v.performer_id];
  return {
    _id: v.id,
    title: v.title,
    slug: v.slug,
    description: v.description,
    tags: v.tags,
    status: v.status,
    access: v.access,
    isSale: v.access === 'sale',
    price: v.price_cents,
    thumbnail: files.public(v.thumbnail_key),
    teaser: files.public(v.teaser_key),
    duration: v.duration_seconds,
    width: v.width,
    height: v.height,
    stats: { views: v.views_count, likes: v.likes_count, favourites: v.favourites_count, comments: v.comments_count },
    performer: rel.performers.get(v.performer_id) ?? null,
    performers: participantIds.map((id) => rel.performers.get(id)).filter((p): p is PerformerCard => Boolean(p)),
    categories: rel.categories.get(v.id) ?? [],
    publishedAt: iso(v.published_at),
    createdAt: iso(v.created_at)!,
  };
}

/**
 * Where the video's media (and a new file of it) stand, for its owner; `uploadPercent` is its upload's (of the file
 * or of the new file), while uploading.
 */
export function toMediaStatus(v: VideoRow, uploadPercent: number | undefined, replacement: VideoReplacementRow | undefined): OwnVideoDto['media'] {
  return {
    state: v.media_state,
    step: v.media_step,
    percent: v.media_state === 'uploading' ? (uploadPercent ?? 0) : v.media_percent,
    error: v.media_error,
    publishWhenReady: v.publish_when_ready,
    replacement: replacement
      ? {
          state: replacement.state,
          step: replacement.step,
          percent: replacement.state === 'uploading' ? (uploadPercent ?? 0) : replacement.percent,
          error: replacement.error,
        }
      : null,
  };
}

/** An HLS playlist's media type (what the player is told it is being given). */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

export const SIGNED_VIDEO_SECONDS = 4 * 60 * 60;

/** A video's card and the key of its full file: the part of its page that is the same for every viewer. */
export interface VideoPage {
  card: VideoDto;
  performerId: string;
  fileKey: string | null;
  /** The HLS master playlist of an uploaded video (preferred over fileKey, a seeded video's MP4). */
  hlsKey: string | null;
  /** Subscriber videos: the cheapest monthly package that unlocks it, in cents. */
  subscriptionPrice: number | null;
}

export function toVideoPage(v: VideoRow, files: FileUrls, rel: VideoRelations, subscriptionPrice: number | null = null): VideoPage {
  return { card: toVideo(v, files, rel), performerId: v.performer_id, fileKey: v.file_key, hlsKey: v.hls_key, subscriptionPrice };
}

/**
 * The page as one viewer sees it: their access, and a freshly signed link to the full video when allowed, bound to
 * the grant that allows it (their purchase, subscription or ownership; free videos to no one).
 */
export function toVideoDetail({ card, fileKey, hlsKey, subscriptionPrice }: VideoPage, files: FileUrls, access: LinkedEntitlement): VideoDetailDto {
  return {
    ...card,
    ...entitlementFields(access),
    video: access.allowed && access.link ? fullVideo(files, access.link, hlsKey, fileKey) : null,
    subscriptionPrice,
  };
}

/** The full video for a viewer entitled to it: its HLS (uploaded videos) or its MP4 (seeded ones). */
function fullVideo(files: FileUrls, link: LinkGrant, hlsKey: string | null, fileKey: string | null): VideoDetailDto['video'] {
  const expiresInSeconds = SIGNED_VIDEO_SECONDS;
  if (hlsKey) return { url: files.stream(hlsKey, link, { expiresInSeconds }), type: HLS_TYPE, expiresInSeconds };
  if (fileKey) return { url: files.signed(fileKey, link, { expiresInSeconds }), type: 'video/mp4', expiresInSeconds };
  return null;
}
