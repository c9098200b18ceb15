import type { OwnGalleryDetail } from '../../types/gallery-studio';
import PageTitle from '../common/page-title';
import GalleryHeader from './gallery-header';
import GalleryPhotos from './gallery-photos';

/** Studio > Galleries > one gallery: its details and publication, and its photos. */
export default function GalleryEditor({ gallery }: { gallery: OwnGalleryDetail }) {
  return (
    <div className="page-container" data-testid="gallery-editor">
      <PageTitle title={`${gallery.title} · Galleries · Studio`} />
      <GalleryHeader gallery={gallery} />
      <GalleryPhotos gallery={gallery} />
    </div>
  );
}
