import AgeGate from '../../components/age-verification/age-gate';
import CommentSection from '../../components/comment/comment-section';
import PageError from '../../components/common/page-error';
import PreviewBanner from '../../components/common/preview-banner';
import SeoMeta from '../../components/common/seo-meta';
import { useCountView } from '../../components/common/use-count-view';
import styles from '../../components/creator-post/creator-post.module.css';
import PostCard from '../../components/creator-post/post-card';
import ReactionButtons from '../../components/reaction/reaction-buttons';
import ReportButton from '../../components/report/report-button';
import TipButton from '../../components/tip/tip-button';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { agePreviewOf, isAgeVerificationRequired } from '../../lib/errors';
import { loadEntity, routeId, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { creatorPostService } from '../../services/creator-post.service';
import type { CreatorPost } from '../../types/creator-post';
import type { LimelightPage } from '../../types/page';

type Props = Loaded<CreatorPost> & { origin: string };

/**
 * /creator-posts/[id]: one of a creator's posts (id or slug) as the viewer may see it, with its likes and comments. Its
 * owner (and admins) also open it while it is not live, marked as a preview. A viewer who must verify their age first
 * is asked to, as on a video's page (the server's refusal says so).
 */
const CreatorPostPage: LimelightPage<Props> = ({ data: post, error, origin }) => {
  // A preview (the owner's own post, not live) is not a view, and has no comments yet.
  useCountView('creatorPosts', post?.preview ? undefined : post?._id);
  if (!post && isAgeVerificationRequired(error)) return <AgeGate kind="post" card={agePreviewOf(error)} />;
  if (!post) return <PageError error={error} noun="post" backHref={CATALOGUE_ROUTES.performers} backLabel="Browse performers" />;
  const by = post.performer ? ` by ${post.performer.name}` : '';
  return (
    <div className="page-container">
      <div className={styles.page} data-testid="creator-post-page">
        {post.preview && <PreviewBanner preview={post.preview} publishedAt={post.publishedAt} studioHref={STUDIO_ROUTES.posts} />}
        <SeoMeta
          title={post.title}
          description={post.excerpt || `A post${by}.`}
          image={post.canView ? null : (post.media[0]?.thumbnail ?? null)}
          origin={origin}
          type="article"
        />
        <PostCard post={post} standalone />
        {!post.preview && (
          <>
            <div className={styles.pageReactions}>
              <ReactionButtons objectType="creator_post" objectId={post._id} actions={['like']} counts={{ like: post.stats.likes }} />
              {post.performer && <TipButton performer={post.performer} on={{ type: 'creator_post', id: post._id }} size="small" />}
              <ReportButton objectType="creator_post" objectId={post._id} ownerId={post.performer?._id} />
            </div>
            <CommentSection objectType="creator_post" objectId={post._id} ownerId={post.performer?._id} />
          </>
        )}
      </div>
    </div>
  );
};

CreatorPostPage.getInitialProps = async (ctx) => {
  const options = requestOptions(ctx.req);
  const loaded = await loadEntity(ctx, () => creatorPostService.view(routeId(ctx), options));
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default CreatorPostPage;
