import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useEffect, useState } from 'react';
import styles from './gallery.module.css';

/** A chosen file shown at once, from the browser's own copy (nothing is downloaded); a picture icon when it cannot be. */
export default function PhotoPreview({ file }: { file: File | undefined }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a local file, not a served image
    <img className={styles.tileImage} src={src} alt="" loading="lazy" decoding="async" onError={() => setSrc(null)} />
  ) : (
    <span className={styles.tileImage} aria-hidden>
      <PictureOutlined className={styles.tileIcon} />
    </span>
  );
}
