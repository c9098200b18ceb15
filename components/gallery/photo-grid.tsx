import { Image } from 'antd';
import { useState } from 'react';
import type { Photo } from '../../types/gallery';
import AspectImage from '../common/aspect-image';
import styles from './photo-grid.module.css';

interface Props {
  photos: Photo[];
  title: string;
  /** The viewer may not see the full photos: thumbnails are blurred and do not open. */
  locked: boolean;
}

/** Square thumbnails; a click opens the lightbox on the full photo, with next / previous through the set. */
export default function PhotoGrid({ photos, title, locked }: Props) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const viewable = photos.filter((p) => p.url);
  const items = viewable.map((p, i) => ({ src: p.url as string, alt: p.title || `${title}, photo ${i + 1}` }));

  const show = (photo: Photo) => {
    const index = viewable.indexOf(photo);
    if (index < 0) return;
    setCurrent(index);
    setOpen(true);
  };

  return (
    <>
      <ul className={styles.grid} data-testid="photo-grid" aria-label="Photos">
        {photos.map((photo, i) => {
          const label = photo.title || `${title}, photo ${i + 1}`;
          const canOpen = !locked && Boolean(photo.url);
          return (
            <li key={photo._id}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => show(photo)}
                disabled={!canOpen}
                aria-label={canOpen ? `Open ${label}` : `${label} (locked)`}
                data-testid="photo-thumb"
              >
                <AspectImage src={photo.thumbnail} alt="" ratio="1 / 1" blurred={!canOpen} />
              </button>
            </li>
          );
        })}
      </ul>
      {items.length > 0 && (
        <Image.PreviewGroup
          items={items}
          preview={{
            open,
            current,
            onOpenChange: (value) => setOpen(value),
            onChange: (index) => setCurrent(index),
            imageRender: (node) => <div data-testid="lightbox-image">{node}</div>,
          }}
        />
      )}
    </>
  );
}
