import PageError from '../../components/common/page-error';
import SeoMeta from '../../components/common/seo-meta';
import PostContent from '../../components/post/post-content';
import { ROUTES } from '../../lib/constants';
import { plainText } from '../../lib/format';
import { loadEntity, routeId, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { postService } from '../../services/post.service';
import type { Post } from '../../types/content';
import type { LimelightPage } from '../../types/page';

type Props = Loaded<Post> & { origin: string };

const PostPage: LimelightPage<Props> = ({ data: post, error, origin }) => {
  if (!post) return <PageError error={error} noun="page" backHref={ROUTES.home} backLabel="Back to home" />;
  return (
    <div className="page-container">
      <SeoMeta title={post.title} description={post.shortDescription || plainText(post.content)} image={post.image} origin={origin} type="article" />
      <PostContent post={post} />
    </div>
  );
};

PostPage.getInitialProps = async (ctx) => {
  const loaded = await loadEntity(ctx, () => postService.findOne(routeId(ctx), requestOptions(ctx.req)));
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default PostPage;
