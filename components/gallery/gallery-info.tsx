import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import type { GalleryDetail } from '../../types/gallery';
import AccessBadge from '../common/access-badge';
import detail from '../common/detail.module.css';
import PerformerChips from '../common/performer-chips';
import StatList from '../common/stat-list';
import TagLinks from '../common/tag-links';
import UnlockCta from '../common/unlock-cta';
import { ALL_REACTIONS, statCounts } from '../../lib/engagement';
import ReactionButtons from '../reaction/reaction-buttons';
import ReportButton from '../report/report-button';
import styles from './gallery-info.module.css';
import { countOf } from '../../lib/plural';

/** Gallery header: title, photo count, performer, stats, reactions, categories, tags, description, and the unlock call when locked. */
export default function GalleryInfo({ gallery }: { gallery: GalleryDetail }) {
  return (
    <div className={`${detail.panel} ${styles.info}`}>
      <div className={styles.badges}>
        <AccessBadge access={gallery.access} price={gallery.price} bought={gallery.isBought} />
        <span className={styles.count}>
          <PictureOutlined aria-hidden /> {countOf(gallery.photosCount, 'photos')}
        </span>
      </div>
      <h1 className={detail.title} data-testid="gallery-title">
        {gallery.title}
      </h1>
      <StatList stats={gallery.stats} publishedAt={gallery.publishedAt ?? gallery.createdAt} commentsOf={{ objectType: 'gallery', objectId: gallery._id }} />
      {/* Nobody else sees a preview: nothing to react to yet. */}
      {!gallery.preview && (
        <div className={detail.engagement}>
          <ReactionButtons objectType="gallery" objectId={gallery._id} actions={ALL_REACTIONS} counts={statCounts(gallery.stats)} />
          <ReportButton objectType="gallery" objectId={gallery._id} ownerId={gallery.performer?._id} />
        </div>
      )}
      <PerformerChips performers={gallery.performer ? [gallery.performer] : []} />
      {gallery.description && <p className={detail.description}>{gallery.description}</p>}
      <TagLinks base={CATALOGUE_ROUTES.galleries} categories={gallery.categories} tags={gallery.tags} />
      {!gallery.canView && !gallery.preview && (
        <UnlockCta access={gallery.access} price={gallery.price} performer={gallery.performer} item={{ type: 'gallery', id: gallery._id }} />
      )}
    </div>
  );
}
