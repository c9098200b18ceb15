import { paths } from '../../lib/catalogue';
import { GALLERY_ACCESS } from '../../lib/gallery-form';
import { countOf } from '../../lib/plural';
import { studioGalleryPath } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { ownGalleriesActions } from '../../redux/own-galleries/slice';
import type { OwnAssetsQuery } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import ItemRowState from './item-row-state';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';

/** The performer's own galleries, each linking to its public page, with its state and the way to its editor. */
export default function OwnGalleriesList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownGalleries);
  const request = usePageRequest(ownGalleriesActions, filters);
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="galleries"
      emptyText={filters.status ? 'No galleries have this status.' : 'No galleries yet: make one with "New gallery".'}
      emptyTestId="own-galleries-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="own-galleries-list">
        {list.items.map((gallery) => (
          <OwnAssetRow
            key={gallery._id}
            href={paths.gallery(gallery)}
            title={gallery.title}
            image={gallery.cover}
            publication={gallery.publication}
            publishedAt={gallery.publishedAt}
            kind={`${GALLERY_ACCESS[gallery.access]} · ${countOf(gallery.photosCount, 'photos')}`}
            price={gallery.isSale ? money(gallery.price) : 'Not sold alone'}
            stats={gallery.stats}
            salesCount={gallery.salesCount}
            revenue={gallery.revenue}
            state={<ItemRowState item={gallery} title={gallery.title} editHref={studioGalleryPath(gallery._id)} noun="gallery" />}
          />
        ))}
      </ul>
    </PagedList>
  );
}
