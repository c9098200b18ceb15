import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useState, type DragEvent } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownGallerySaved } from '../../redux/own-galleries/editor-slice';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnPhoto } from '../../types/gallery-studio';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import LightTag from '../common/light-tag';
import styles from './gallery.module.css';
import PhotoCaptionField from './photo-caption-field';

/** How the grid moves photos: by a step (the buttons), or by dragging one onto another. */
export interface PhotoMoves {
  step: (photoId: string, step: -1 | 1) => void;
  dragStart: (photoId: string) => void;
  dragOver: (photoId: string, event: DragEvent) => void;
  drop: (photoId: string, event: DragEvent) => void;
  dragEnd: () => void;
}

interface Props {
  galleryId: string;
  photo: OwnPhoto;
  /** Its place in the grid, from 1, and how many photos the grid shows. */
  position: number;
  count: number;
  isCover: boolean;
  /** Being dragged, or a dragged photo is over it. */
  dragState: 'dragged' | 'target' | null;
  moves: PhotoMoves;
}

/** One photo of the gallery editor's grid: its thumbnail, caption, place (drag it, or Move earlier / later), cover, removal. */
export default function PhotoTile({ galleryId, photo, position, count, isCover, dragState, moves }: Props) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'cover' | 'remove' | null>(null);
  const name = `Photo ${position}`;
  const ready = photo.state === 'ready';

  const run = async (what: 'cover' | 'remove', write: () => Promise<Parameters<typeof ownGallerySaved>[0]>, said: string) => {
    setBusy(what);
    try {
      dispatch(ownGallerySaved(await write()));
      notify.success(said);
    } catch (error) {
      notify.error(errorMessage(error, `Could not change ${name.toLowerCase()}.`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li
      className={styles.tile}
      data-drag={dragState ?? undefined}
      data-photo-id={photo._id}
      data-testid="photo-tile"
      onDragOver={(event) => moves.dragOver(photo._id, event)}
      onDrop={(event) => moves.drop(photo._id, event)}
    >
      {/* The picture is what is dragged: dragging in the caption field selects its text. */}
      <div
        className={styles.tileFigure}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', photo._id);
          moves.dragStart(photo._id);
        }}
        onDragEnd={moves.dragEnd}
      >
        {photo.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived address
          <img className={styles.tileImage} src={photo.thumbnail} alt={photo.caption || name} loading="lazy" draggable={false} />
        ) : (
          <span className={styles.tileImage} aria-hidden>
            <PictureOutlined className={styles.tileIcon} />
          </span>
        )}
        <HolderOutlined className={styles.dragHandle} aria-hidden />
        {isCover && (
          <LightTag color="purple" className={styles.coverTag} data-testid="photo-cover-tag">
            Cover
          </LightTag>
        )}
      </div>
      <div className={styles.tileBody}>
        {ready ? (
          <PhotoCaptionField galleryId={galleryId} photo={photo} name={name} />
        ) : (
          <span className={styles.tileState}>Upload not finished: remove it and upload the photo again.</span>
        )}
        <span className={styles.tileActions}>
          <LightButton
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label={`Move ${name.toLowerCase()} earlier`}
            title="Move earlier"
            disabled={position === 1}
            data-move="-1"
            onClick={() => moves.step(photo._id, -1)}
          />
          <LightButton
            size="small"
            icon={<ArrowRightOutlined />}
            aria-label={`Move ${name.toLowerCase()} later`}
            title="Move later"
            disabled={position === count}
            data-move="1"
            onClick={() => moves.step(photo._id, 1)}
          />
          {ready && !isCover && (
            <LightButton
              size="small"
              loading={busy === 'cover'}
              disabled={busy !== null}
              aria-label={`Make cover: ${name.toLowerCase()}`}
              onClick={() => void run('cover', () => ownGalleriesService.setCover(galleryId, photo._id), `${name} is the cover now.`)}
            >
              Make cover
            </LightButton>
          )}
          <LazyPopconfirm
            title={`Remove ${name.toLowerCase()}?`}
            description="It leaves the gallery and its files are deleted."
            okText="Remove"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={() => run('remove', () => ownGalleriesService.removePhoto(galleryId, photo._id), `${name} is removed.`)}
          >
            <LightButton
              size="small"
              icon={<DeleteOutlined />}
              loading={busy === 'remove'}
              disabled={busy !== null}
              aria-label={`Remove ${name.toLowerCase()}`}
              title="Remove"
            />
          </LazyPopconfirm>
        </span>
      </div>
    </li>
  );
}
