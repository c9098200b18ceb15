import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { CommentsTable } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import type { PerformerCard } from '../users/cards';
import type { CommentSchema } from './schemas';

export type CommentRow = Selectable<CommentsTable>;
export type CommentDto = Static<typeof CommentSchema>;

/** A comment as the API shows it; `viewerId` adds isAuthor. A deleted author shows as an unnamed user. */
export function toComment(c: CommentRow, files: FileUrls, creators: Map<string, PerformerCard>, viewerId?: string | null): CommentDto {
  const dto: CommentDto = {
    _id: c.id,
    objectType: c.object_type,
    objectId: c.object_id,
    content: c.content,
    image: files.public(c.image_key),
    createdAt: new Date(c.created_at).toISOString(),
    likes: c.likes_count,
    creator: creators.get(c.user_id) ?? { _id: c.user_id, name: 'Unknown user', username: '', avatar: null },
  };
  if (viewerId) dto.isAuthor = c.user_id === viewerId;
  return dto;
}
