import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import { POST_COLUMNS, type PostRow } from './presenter';
import { hasText, wordPrefix } from '../../db/text-query';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface PostFilters {
  type?: PostRow['type'];
  q?: string;
}

/** The one rule of a published post: active, and its publication time has come. */
export function publishedPosts(db: Executor) {
  return db
    .selectFrom('posts')
    .where('status', '=', 'active')
    .where('published_at', 'is not', null)
    .where('published_at', '<=', sql<Date>`now()`);
}

export class PostsRepo {
  constructor(private readonly db: Db) {}

  private published() {
    return publishedPosts(this.db);
  }

  /** Newest first; q matches the start of a word of the title. */
  search({ type, q }: PostFilters, paging: Paging): Promise<{ rows: PostRow[]; total: number }> {
    let query = this.published();
    if (type) query = query.where('type', '=', type);
    if (hasText(q)) query = query.where(wordPrefix('title', q));
    return listPage(query, (filtered) => filtered.select(POST_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc'), paging);
  }

  byIdOrSlug(id: string): Promise<PostRow | undefined> {
    return this.published()
      .select(POST_COLUMNS)
      .where(isUuid(id) ? 'id' : 'slug', '=', id)
      .executeTakeFirst();
  }
}
