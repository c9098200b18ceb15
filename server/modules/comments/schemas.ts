import { Type } from '@sinclair/typebox';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';

export const OBJECT_TYPES = ['video', 'gallery', 'product', 'performer', 'post', 'creator_post'] as const;
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
  likes: Type.Integer(),
  /** Whether the viewer likes it (in lists, when the viewer is signed in). */
  liked: Type.Optional(Type.Boolean()),
});

/** The object a comment belongs to. */
export const CommentTargetFields = { objectType: ObjectTypeSchema, objectId: Type.String({ format: 'uuid' }) };

/** POST /comments */
export const CommentCreateBody = Type.Object({ ...CommentTargetFields, content: Type.String({ maxLength: 5000 }) });

/** GET /comments/search: newest first. */
export const CommentSearchQuery = Type.Object({ ...CommentTargetFields, ...PagingQuery });
