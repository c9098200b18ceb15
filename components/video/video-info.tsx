import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import type { VideoDetail } from '../../types/video';
import AccessBadge from '../common/access-badge';
import detail from '../common/detail.module.css';
import PerformerChips from '../common/performer-chips';
import StatList from '../common/stat-list';
import TagLinks from '../common/tag-links';
import UnlockCta from '../common/unlock-cta';
import { ALL_REACTIONS, statCounts } from '../../lib/engagement';
import ReactionButtons from '../reaction/reaction-buttons';
import ReportButton from '../report/report-button';
import TipButton from '../tip/tip-button';

/** Under the player: the unlock call to action when locked, title, stats, reactions, performers, categories, tags, description. */
export default function VideoInfo({ video }: { video: VideoDetail }) {
  return (
    <div className={detail.panel}>
      {!video.canView && (
        <UnlockCta
          access={video.access}
          price={video.price}
          performer={video.performer}
          item={{ type: 'video', id: video._id }}
          subscribedToOthers={video.subscribedToOthers}
        />
      )}
      <div>
        <AccessBadge access={video.access} price={video.price} bought={video.isBought} />
      </div>
      <h1 className={detail.title} data-testid="video-title">
        {video.title}
      </h1>
      <StatList stats={video.stats} publishedAt={video.publishedAt ?? video.createdAt} commentsOf={{ objectType: 'video', objectId: video._id }} />
      {/* Nobody else sees a preview: nothing to react to yet. */}
      {!video.preview && (
        <div className={detail.engagement}>
          <ReactionButtons objectType="video" objectId={video._id} actions={ALL_REACTIONS} counts={statCounts(video.stats)} />
          {video.performer && <TipButton performer={video.performer} on={{ type: 'video', id: video._id }} size="small" />}
          <ReportButton objectType="video" objectId={video._id} ownerId={video.performer?._id} />
        </div>
      )}
      <PerformerChips performers={video.performers.length ? video.performers : video.performer ? [video.performer] : []} />
      {video.description && (
        <p className={detail.description} data-testid="video-description">
          {video.description}
        </p>
      )}
      <TagLinks base={CATALOGUE_ROUTES.videos} categories={video.categories} tags={video.tags} />
    </div>
  );
}
