import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { CommentsTable } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import type { PerformerCard } from '../users/cards';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';

export const OBJECT_TYPES = ['video', 'gallery', 'product', 'performer', 'post'] as const;
/** One string schema listing the allowed values, so a wrong value reads "must be equal to one of the allowed values". */
export const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
export const ObjectTypeSchema = enumOf(OBJECT_TYPES);

export const CommentSchema = Type.Object({
  _id: Type.String(),
  objectType: ObjectTypeSchema,
  objectId: Type.String(),
  /** Plain text as written (trimmed); clients must escape it, never render it as HTML. */
  content: Type.String(),
  image: Nullable(Type.String()),
  createdAt: Type.String(),
  creator: PerformerCardSchema,
  /** Whether the viewer wrote it (only when the viewer is signed in). */
  isAuthor: Type.Optional(Type.Boolean()),
});

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
    creator: creators.get(c.user_id) ?? { _id: c.user_id, name: 'Unknown user', username: '', avatar: null },
  };
  if (viewerId) dto.isAuthor = c.user_id === viewerId;
  return dto;
}
