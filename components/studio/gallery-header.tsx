import { paths } from '../../lib/catalogue';
import { GALLERY_ACCESS } from '../../lib/gallery-form';
import { countOf } from '../../lib/plural';
import { itemFigures } from '../../lib/studio';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import { useMoney } from '../common/use-money';
import GalleryActions from './gallery-actions';
import ItemHeader from './item-header';

/** The top of the gallery editor: the way back, the gallery's cover, title, state, figures and actions. */
export default function GalleryHeader({ gallery }: { gallery: OwnGalleryDetail }) {
  const money = useMoney();
  const facts = [
    GALLERY_ACCESS[gallery.access],
    gallery.isSale ? money(gallery.price) : 'Not sold alone',
    countOf(gallery.photosCount, 'photos'),
    ...itemFigures(gallery, money),
  ];
  return (
    <ItemHeader
      noun="gallery"
      back={{ href: STUDIO_ROUTES.galleries, label: 'Your galleries' }}
      title={gallery.title}
      cover={gallery.cover}
      publication={gallery.publication}
      publishedAt={gallery.publishedAt}
      publicHref={paths.gallery(gallery)}
      facts={facts}
    >
      <GalleryActions gallery={gallery} />
    </ItemHeader>
  );
}
