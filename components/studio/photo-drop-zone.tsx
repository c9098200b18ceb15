import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import { useState, type DragEvent } from 'react';
import { formatBytes } from '../../lib/format';
import { PHOTO_FILE_ACCEPT } from '../../lib/gallery-form';
import styles from './video-upload.module.css';

interface Props {
  id: string;
  /** The files dropped or chosen, in the order the browser gives them (the chooser's: as selected; a drop: as dragged). */
  onFiles: (files: File[]) => void;
  maxBytes: number | null;
  /** What the photos join, for the hint ("gallery", "post"). */
  into?: string;
}

/** Where a gallery's (or a post's) photos are dropped, many at once, or chosen with the browser's file picker (the whole zone is the input's label). */
export default function PhotoDropZone({ id, onFiles, maxBytes, into = 'gallery' }: Props) {
  const [dragging, setDragging] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files ?? []);
    if (dropped.length) onFiles(dropped);
  };
  return (
    <label
      className={styles.dropZone}
      data-dragging={dragging}
      onDragOver={(event) => {
        // A photo of the grid being moved is not a file to upload.
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="photo-drop-zone"
    >
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        multiple
        accept={PHOTO_FILE_ACCEPT}
        aria-describedby={`${id}_hint`}
        data-testid="photo-file-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length) onFiles(chosen);
        }}
      />
      <CloudUploadOutlined className={styles.dropIcon} aria-hidden />
      <span className={styles.dropTitle}>Drop photos here, or choose them</span>
      <span className={styles.dropHint} id={`${id}_hint`}>
        JPEG, PNG, WebP or GIF{maxBytes ? `, up to ${formatBytes(maxBytes)} each` : ''}. They join the {into} in the order chosen.
      </span>
    </label>
  );
}
