import type { Db } from '../../db';
import type { ListPage } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { FileUrls } from '../catalogue/file-urls';
import { toPost, type PostDto } from './presenter';
import { PostsRepo, type PostFilters } from './repo';

/** Published pages and news posts, as the public reads them. */
export class PostsService {
  private readonly repo: PostsRepo;

  constructor(
    db: Db,
    private readonly files: FileUrls,
  ) {
    this.repo = new PostsRepo(db);
  }

  async search(filters: PostFilters, paging: Paging): Promise<ListPage<PostDto>> {
    const { rows, total } = await this.repo.search(filters, paging);
    return { data: rows.map((p) => toPost(p, this.files)), total };
  }

  async detail(idOrSlug: string): Promise<PostDto> {
    const post = await this.repo.byIdOrSlug(idOrSlug);
    if (!post) throw notFound('Post not found');
    return toPost(post, this.files);
  }
}
