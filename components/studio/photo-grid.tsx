import { useEffect, useRef, useState, type DragEvent } from 'react';
import { movedBy, movedTo } from '../../lib/gallery-form';
import { useAppDispatch } from '../../redux/hooks';
import { ownPhotosMoved } from '../../redux/own-galleries/editor-slice';
import type { OwnGalleryDetail, OwnPhoto } from '../../types/gallery-studio';
import styles from './gallery.module.css';
import PhotoTile, { type PhotoMoves } from './photo-tile';

interface Props {
  gallery: OwnGalleryDetail;
  /** The photos the grid shows, in order (those this tab is still sending are its upload tiles instead). */
  shown: OwnPhoto[];
}

/**
 * The gallery's photos in their order, which the performer changes by dragging a photo onto another's place, or with
 * each photo's Move earlier / Move later buttons (the keyboard's way; focus stays on the moved photo's button).
 */
export default function PhotoGrid({ gallery, shown }: Props) {
  const dispatch = useAppDispatch();
  const grid = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  /** The photo just moved with a button, whose button keeps the focus once the grid shows the new order. */
  const refocus = useRef<{ photoId: string; step: -1 | 1 } | null>(null);
  const allIds = gallery.photos.map((photo) => photo._id);
  const shownIds = shown.map((photo) => photo._id);

  const reorder = (photoIds: string[]) => {
    if (photoIds.every((id, i) => id === allIds[i])) return;
    dispatch(ownPhotosMoved({ galleryId: gallery._id, photoIds }));
  };

  // A moved tile is put back in the list: its button (or, at an end, the other one) keeps the focus.
  useEffect(() => {
    const moved = refocus.current;
    if (!moved) return;
    refocus.current = null;
    const tile = grid.current?.querySelector(`[data-photo-id="${moved.photoId}"]`);
    const buttons = [moved.step, -moved.step].map((step) => tile?.querySelector<HTMLButtonElement>(`[data-move="${step}"]`));
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [gallery.photos]);

  const moves: PhotoMoves = {
    step: (photoId, step) => {
      refocus.current = { photoId, step };
      reorder(movedBy(allIds, shownIds, photoId, step));
    },
    dragStart: (photoId) => setDragged(photoId),
    dragOver: (photoId, event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setTarget(photoId);
    },
    drop: (photoId, event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      reorder(movedTo(allIds, dragged, photoId));
      setDragged(null);
      setTarget(null);
    },
    dragEnd: () => {
      setDragged(null);
      setTarget(null);
    },
  };

  if (shown.length === 0) return null;
  return (
    <ol className={styles.grid} ref={grid} aria-label="Photos, in their order" data-testid="photo-grid">
      {shown.map((photo, index) => (
        <PhotoTile
          key={photo._id}
          galleryId={gallery._id}
          photo={photo}
          position={index + 1}
          count={shown.length}
          isCover={photo._id === gallery.coverPhotoId}
          dragState={photo._id === dragged ? 'dragged' : photo._id === target && dragged ? 'target' : null}
          moves={moves}
        />
      ))}
    </ol>
  );
}
