import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { PostsTable } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import { Nullable } from '../catalogue/schemas';

export const PostType = Type.Union([Type.Literal('page'), Type.Literal('post')]);

export const PostSchema = Type.Object({
  _id: Type.String(),
  type: PostType,
  title: Type.String(),
  slug: Type.String(),
  shortDescription: Nullable(Type.String()),
  /** HTML written by the site's staff. */
  content: Type.String(),
  image: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
});

export type PostDto = Static<typeof PostSchema>;
export type PostRow = Pick<
  Selectable<PostsTable>,
  'id' | 'type' | 'title' | 'slug' | 'short_description' | 'content' | 'image_key' | 'published_at'
>;

export const POST_COLUMNS = ['id', 'type', 'title', 'slug', 'short_description', 'content', 'image_key', 'published_at'] as const;

export const toPost = (p: PostRow, files: FileUrls): PostDto => ({
  _id: p.id,
  type: p.type,
  title: p.title,
  slug: p.slug,
  shortDescription: p.short_description,
  content: p.content,
  image: files.public(p.image_key),
  publishedAt: p.published_at ? new Date(p.published_at).toISOString() : null,
});
