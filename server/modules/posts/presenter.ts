import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { PostsTable } from '../../db/schema';
import { safeHtml } from '../../http/safe-html';
import type { FileUrls } from '../catalogue/file-urls';
import type { PostSchema } from './schemas';

export type PostDto = Static<typeof PostSchema>;
export type PostRow = Pick<Selectable<PostsTable>, 'id' | 'type' | 'title' | 'slug' | 'short_description' | 'content' | 'image_key' | 'published_at'>;

export const POST_COLUMNS = ['id', 'type', 'title', 'slug', 'short_description', 'content', 'image_key', 'published_at'] as const;

export const toPost = (p: PostRow, files: FileUrls): PostDto => ({
  _id: p.id,
  type: p.type,
  title: p.title,
  slug: p.slug,
  shortDescription: p.short_description,
  content: safeHtml(p.content),
  image: files.public(p.image_key),
  publishedAt: p.published_at ? new Date(p.published_at).toISOString() : null,
});
