import { useMemo } from 'react';
import { destinationKey } from '../../lib/uploads/photo-upload';
import { countOf } from '../../lib/plural';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { uploadPhotos } from '../../redux/photo-uploads/uploader';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import styles from './gallery.module.css';
import PhotoDropZone from './photo-drop-zone';
import PhotoGrid from './photo-grid';
import { usePhotoLimits } from './photo-limits';
import PhotoUploadProgress from './photo-upload-progress';
import PhotoUploadTile from './photo-upload-tile';

/** The gallery editor's photos: where new ones are dropped, the uploads under way, and the photos in their order. */
export default function GalleryPhotos({ gallery }: { gallery: OwnGalleryDetail }) {
  const dispatch = useAppDispatch();
  const limits = usePhotoLimits();
  const items = useAppSelector((s) => s.photoUploads.items);
  const destination = useMemo(() => ({ kind: 'gallery' as const, id: gallery._id }), [gallery._id]);
  const uploads = useMemo(() => items.filter((upload) => upload.destination === destinationKey(destination)), [items, destination]);
  // The server lists a photo from the moment its upload starts: while this tab sends photos, their tiles show them.
  const sending = uploads.some((upload) => upload.phase !== 'refused');
  const shown = sending ? gallery.photos.filter((photo) => photo.state === 'ready') : gallery.photos;
  const ready = gallery.photos.filter((photo) => photo.state === 'ready').length;

  return (
    <section className={styles.photos} aria-labelledby="gallery-photos-title" data-testid="gallery-photos">
      <div className={styles.sectionHead}>
        <h2 id="gallery-photos-title" className={styles.sectionTitle}>
          Photos
        </h2>
        <span className={styles.sectionNote}>
          {countOf(ready, 'photos')}
          {limits.maxPhotos ? ` of at most ${limits.maxPhotos}` : ''}
        </span>
      </div>
      <PhotoDropZone id="gallery-photo-files" maxBytes={limits.maxBytes} onFiles={(files) => uploadPhotos(dispatch, destination, files, limits.maxBytes)} />
      <PhotoUploadProgress uploads={uploads} />
      {shown.length > 0 && (
        <p className={styles.sectionNote}>
          Drag a photo onto another&rsquo;s place, or use its arrows, to change the order. The first photo is the cover until you pick one.
        </p>
      )}
      <PhotoGrid gallery={gallery} shown={shown} />
      {uploads.length > 0 && (
        <ul className={styles.grid} aria-label="Photos being uploaded" data-testid="photo-uploads">
          {uploads.map((upload) => (
            <PhotoUploadTile key={upload.key} upload={upload} />
          ))}
        </ul>
      )}
      {shown.length === 0 && uploads.length === 0 && (
        <p className={styles.empty} data-testid="gallery-no-photos">
          No photos yet. A gallery is published with at least one.
        </p>
      )}
    </section>
  );
}
