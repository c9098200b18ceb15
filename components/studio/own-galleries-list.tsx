import { paths } from '../../lib/catalogue';
import { emptyOwnListText } from '../../lib/studio';
import { GALLERY_ACCESS } from '../../lib/gallery-form';
import { countOf } from '../../lib/plural';
import { studioGalleryPath } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { ownGalleriesActions } from '../../redux/own-galleries/slice';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnAssetsQuery } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import BulkBar from './bulk-bar';
import ItemRowState from './item-row-state';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';
import { useSelection } from './use-selection';

/** The performer's own galleries, each linking to its public page, with its state and the way to its editor; several at once by choosing them. */
export default function OwnGalleriesList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownGalleries);
  const request = usePageRequest(ownGalleriesActions, filters);
  const selection = useSelection(
    list.items.map((gallery) => gallery._id),
    filters,
  );
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="galleries"
      emptyText={emptyOwnListText(filters, 'galleries', 'No galleries yet: make one with "New gallery".')}
      emptyTestId="own-galleries-empty"
      request={request}
    >
      <BulkBar items={list.items} selection={selection} run={ownGalleriesService.bulk} changesAccess onDone={() => request(0)} />
      <ul className={styles.rows} data-testid="own-galleries-list">
        {list.items.map((gallery) => (
          <OwnAssetRow
            key={gallery._id}
            item={gallery}
            href={paths.gallery(gallery)}
            title={gallery.title}
            image={gallery.cover}
            kind={`${GALLERY_ACCESS[gallery.access]} · ${countOf(gallery.photosCount, 'photos')}`}
            price={gallery.isSale ? money(gallery.price) : 'Not sold alone'}
            state={<ItemRowState item={gallery} title={gallery.title} editHref={studioGalleryPath(gallery._id)} noun="gallery" />}
            selection={{ selected: selection.isSelected(gallery._id), onSelect: (on) => selection.select(gallery._id, on) }}
          />
        ))}
      </ul>
    </PagedList>
  );
}
