import CardGrid, { GridItem } from '../../components/common/card-grid';
import LightAlert from '../../components/common/light-alert';
import { ListEmpty } from '../../components/common/list-status';
import PageHeading from '../../components/common/page-heading';
import SeoMeta from '../../components/common/seo-meta';
import PostCard from '../../components/post/post-card';
import { loadEntity, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { postService } from '../../services/post.service';
import type { ListResult } from '../../types/api';
import type { Post } from '../../types/content';
import type { LimelightPage } from '../../types/page';

type Props = Loaded<ListResult<Post>> & { origin: string };

const INTRO = 'What is new on the site: features, performers and the shop.';
/** The API's largest page; the site publishes a few news posts a month. */
const NEWS_LIMIT = 200;

/** /posts: the published news posts, newest first (the API's order). */
const NewsPage: LimelightPage<Props> = ({ data, error, origin }) => (
  <div className="page-container" data-testid="news-page">
    <SeoMeta title="News" description={INTRO} origin={origin} />
    <PageHeading title="News" subtitle={INTRO} count={data?.total} noun="posts" />
    {error && <LightAlert type="error" showIcon title="We couldn't load the news" description={error.message} />}
    {data && data.data.length === 0 && <ListEmpty>No news yet.</ListEmpty>}
    {data && data.data.length > 0 && (
      <CardGrid variant="wide" testId="news-list" label="news posts">
        {data.data.map((post) => (
          <GridItem key={post._id}>
            <PostCard post={post} />
          </GridItem>
        ))}
      </CardGrid>
    )}
  </div>
);

NewsPage.getInitialProps = async (ctx) => {
  const loaded = await loadEntity(ctx, () => postService.search({ type: 'post', limit: NEWS_LIMIT }, requestOptions(ctx.req)));
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default NewsPage;
