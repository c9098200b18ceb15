import type { Static, TObject } from '@sinclair/typebox';
import type { CommentCreateBody, CommentSchema, CommentSearchQuery, CommentTargetFields, ObjectTypeSchema } from '../server/modules/comments/schemas';

/** What can be commented on. */
export type CommentObjectType = Static<typeof ObjectTypeSchema>;

/** The object a comment belongs to (and a socket room is named after). */
export type CommentTarget = Static<TObject<typeof CommentTargetFields>>;

/** POST /comments, GET /comments/search. `content` is plain text: always render it as text, never as HTML. */
export type Comment = Static<typeof CommentSchema>;

export type CommentQuery = Static<typeof CommentSearchQuery>;

/** What the comment form sends: POST /comments, then the picture on the new comment. */
export type CommentDraft = Static<typeof CommentCreateBody> & {
  /** An optional picture attached after the comment is created. */
  image?: Blob | null;
};
