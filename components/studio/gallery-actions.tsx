import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { useAppDispatch } from '../../redux/hooks';
import { ownGallerySaved } from '../../redux/own-galleries/editor-slice';
import { dropUploadsTo } from '../../redux/photo-uploads/uploader';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import GalleryDetailsForm from './gallery-details-form';
import PublicationActions from './publication-actions';

const WORDS = { publish: 'Publish', unpublish: 'Unpublish', live: 'is live', draft: 'is a draft again' };

/** The gallery editor's actions: edit its details, publish (now or at a time), back to a draft, delete. */
export default function GalleryActions({ gallery }: { gallery: OwnGalleryDetail }) {
  const dispatch = useAppDispatch();
  return (
    <PublicationActions
      item={gallery}
      title={gallery.title}
      noun="gallery"
      words={WORDS}
      publish={ownGalleriesService.publish}
      remove={ownGalleriesService.remove}
      removeDescription="Its photos are removed. If someone bought it, it leaves the site but its buyers can still see it."
      beforeRemove={() => dropUploadsTo(dispatch, { kind: 'gallery', id: gallery._id })}
      listHref={STUDIO_ROUTES.galleries}
      onSaved={(saved) => dispatch(ownGallerySaved(saved))}
      editForm={(close) => <GalleryDetailsForm gallery={gallery} onDone={close} />}
    />
  );
}
