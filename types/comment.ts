import type { PerformerCard } from './catalogue';

/** What can be commented on. */
export type CommentObjectType = 'video' | 'gallery' | 'product' | 'performer' | 'post';

/** The object a comment belongs to (and a socket room is named after). */
export interface CommentTarget {
  objectType: CommentObjectType;
  objectId: string;
}

/** POST /comments, GET /comments/search. `content` is plain text: always render it as text, never as HTML. */
export interface Comment extends CommentTarget {
  _id: string;
  content: string;
  image: string | null;
  createdAt: string;
  creator: PerformerCard;
  /** Whether the viewer wrote it (only when the viewer is signed in). */
  isAuthor?: boolean;
}

export interface CommentQuery extends CommentTarget {
  limit?: number;
  offset?: number;
}

export interface CommentDraft extends CommentTarget {
  content: string;
  /** An optional picture attached after the comment is created. */
  image?: Blob | null;
}
