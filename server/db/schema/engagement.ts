import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// Comments and reactions, on any engageable object.

/** 'post': the site's news; 'creator_post': a creator's own post. */
export type EngagementObjectType = 'video' | 'gallery' | 'product' | 'performer' | 'post' | 'creator_post';
export type ReactionAction = 'like' | 'favourite' | 'watch_later';

export interface CommentsTable {
  id: Generated<string>;
  object_type: EngagementObjectType;
  object_id: string;
  user_id: string;
  content: string;
  image_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReactionsTable {
  id: Generated<string>;
  user_id: string;
  object_type: EngagementObjectType;
  object_id: string;
  action: ReactionAction;
  created_at: Timestamp;
}
