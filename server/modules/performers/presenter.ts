import type { Static } from '@sinclair/typebox';
import type { FileUrls } from '../catalogue/file-urls';
import type { PerformerContentCounts } from '../catalogue/live-counts';
import type { PerformerSchema } from './schemas';

export type PerformerDto = Static<typeof PerformerSchema>;

/** The columns a profile is made of (users joined with performers). */
export interface PerformerRow {
  id: string;
  name: string;
  username: string;
  avatar_path: string | null;
  cover_path: string | null;
  bio: string | null;
  gender: string | null;
  country: string | null;
  height: string | null;
  weight: string | null;
  ethnicity: string | null;
  hair: string | null;
  eyes: string | null;
  body_type: string | null;
  sexual_orientation: string | null;
  age: number | null;
  is_online: boolean;
  last_online_at: Date | null;
  likes_count: number;
  views_count: number;
  created_at: Date;
}

const NO_CONTENT: PerformerContentCounts = { videos: 0, galleries: 0, products: 0, subscribers: 0 };

export function toPerformer(p: PerformerRow, files: FileUrls, counts: PerformerContentCounts = NO_CONTENT): PerformerDto {
  return {
    _id: p.id,
    name: p.name,
    username: p.username,
    avatar: files.public(p.avatar_path),
    cover: files.public(p.cover_path),
    bio: p.bio,
    gender: p.gender,
    country: p.country,
    isOnline: p.is_online,
    lastOnlineAt: p.last_online_at ? new Date(p.last_online_at).toISOString() : null,
    attributes: {
      height: p.height,
      weight: p.weight,
      ethnicity: p.ethnicity,
      hair: p.hair,
      eyes: p.eyes,
      bodyType: p.body_type,
      sexualOrientation: p.sexual_orientation,
      age: p.age === null ? null : Number(p.age),
    },
    stats: { ...counts, likes: p.likes_count, views: p.views_count },
    createdAt: new Date(p.created_at).toISOString(),
  };
}
