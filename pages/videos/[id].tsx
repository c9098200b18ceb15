import AgeGate from '../../components/age-verification/age-gate';
import CommentSection from '../../components/comment/comment-section';
import PageError from '../../components/common/page-error';
import PreviewBanner from '../../components/common/preview-banner';
import RelatedList from '../../components/common/related-list';
import SeoMeta from '../../components/common/seo-meta';
import { useCountView } from '../../components/common/use-count-view';
import VideoInfo from '../../components/video/video-info';
import VideoPlayer from '../../components/video/video-player';
import styles from '../../components/video/video-page.module.css';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { agePreviewOf, isAgeVerificationRequired } from '../../lib/errors';
import { plainText } from '../../lib/format';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { loadEntity, routeId, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadRelatedVideos } from '../../redux/page-loaders';
import { videoService } from '../../services/video.service';
import type { LimelightPage } from '../../types/page';
import type { VideoDetail } from '../../types/video';

type Props = Loaded<VideoDetail> & { origin: string };

const VideoPage: LimelightPage<Props> = ({ data: video, error, origin }) => {
  // A preview (the owner's own video, not live) is not a view, and has no comments or related videos yet.
  useCountView('videos', video?.preview ? undefined : video?._id);
  const related = useAppSelector((s) => s.relatedVideos.items);
  if (!video && isAgeVerificationRequired(error)) return <AgeGate kind="video" card={agePreviewOf(error)} />;
  if (!video) return <PageError error={error} noun="video" backHref={CATALOGUE_ROUTES.videos} backLabel="Browse videos" />;
  const by = video.performer ? ` by ${video.performer.name}` : '';
  return (
    <div className="page-container" data-testid="video-page">
      {video.preview && <PreviewBanner preview={video.preview} publishedAt={video.publishedAt} studioHref={STUDIO_ROUTES.videos} />}
      <SeoMeta
        title={video.title}
        description={plainText(video.description) || `Watch ${video.title}${by}.`}
        image={video.thumbnail}
        origin={origin}
        type="video.other"
      />
      <div className={styles.layout}>
        <VideoPlayer video={video} />
        <VideoInfo video={video} />
      </div>
      {!video.preview && (
        <>
          <CommentSection objectType="video" objectId={video._id} ownerId={video.performer?._id} />
          <RelatedList kind="videos" title="More like this" items={related.filter((v) => v._id !== video._id)} href={CATALOGUE_ROUTES.videos} />
        </>
      )}
    </div>
  );
};

VideoPage.getInitialProps = async (ctx) => {
  const id = routeId(ctx);
  const options = requestOptions(ctx.req);
  const [loaded] = await Promise.all([loadEntity(ctx, () => videoService.findOne(id, options)), loadRelatedVideos(storeOf(ctx), id, options)]);
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default VideoPage;
