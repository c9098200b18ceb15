import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { paths } from '../../lib/catalogue';
import { formatCount } from '../../lib/format';
import { GALLERY_ACCESS } from '../../lib/gallery-form';
import { countOf } from '../../lib/plural';
import { assetStatus, scheduledFor } from '../../lib/studio';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import StatusTag from '../orders/status-tag';
import GalleryActions from './gallery-actions';
import styles from './gallery.module.css';

/** The top of the gallery editor: the way back, the gallery's cover, title, state, figures and actions. */
export default function GalleryHeader({ gallery }: { gallery: OwnGalleryDetail }) {
  const money = useMoney();
  const scheduled = scheduledFor(gallery);
  const { stats } = gallery;
  const facts = [
    GALLERY_ACCESS[gallery.access],
    gallery.isSale ? money(gallery.price) : 'Not sold alone',
    countOf(gallery.photosCount, 'photos'),
    `${formatCount(stats.views)} views`,
    `${formatCount(stats.likes)} likes`,
    `${formatCount(stats.comments)} comments`,
    countOf(gallery.salesCount, 'sales'),
    `${money(gallery.revenue)} earned`,
  ];
  return (
    <header className={styles.header}>
      <Link href={STUDIO_ROUTES.galleries} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> Your galleries
      </Link>
      <div className={styles.headerMain}>
        {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
        {gallery.cover ? <img className={styles.headerCover} src={gallery.cover} alt="" /> : <span className={styles.headerCover} aria-hidden />}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{gallery.title}</h1>
          <p className={styles.state}>
            <StatusTag look={assetStatus(gallery.publication)} testId="gallery-publication" />
            {scheduled && (
              // In the browser's time zone, which the server rendering does not know.
              <span data-testid="gallery-publication-detail" suppressHydrationWarning>
                {scheduled}
              </span>
            )}
            <Link href={paths.gallery(gallery)} className={styles.publicLink}>
              {gallery.publication === 'live' ? 'See it on the site' : 'Preview it'}
            </Link>
          </p>
          <ul className={styles.facts} aria-label="Figures" data-testid="gallery-facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
      </div>
      <GalleryActions gallery={gallery} />
    </header>
  );
}
