import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import { useState, type DragEvent } from 'react';
import { formatBytes } from '../../lib/format';
import { VIDEO_FILE_ACCEPT } from '../../lib/video-form';
import styles from './video-upload.module.css';

interface Props {
  id: string;
  file: File | null;
  onFile: (file: File) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Where the video file is dropped, or chosen with the browser's file picker (the whole zone is the input's label). */
export default function VideoDropZone({ id, file, onFile, invalid, describedBy }: Props) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };
  return (
    <label
      className={styles.dropZone}
      data-dragging={dragging}
      aria-invalid={invalid || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="video-drop-zone"
    >
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={VIDEO_FILE_ACCEPT}
        aria-describedby={describedBy}
        data-testid="video-file-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      <CloudUploadOutlined className={styles.dropIcon} aria-hidden />
      <span className={styles.dropTitle}>{file ? file.name : 'Drop a video here, or choose a file'}</span>
      <span className={styles.dropHint}>{file ? `${formatBytes(file.size)} · choose another to replace it` : 'MP4, MOV, MKV, WebM or AVI'}</span>
    </label>
  );
}
