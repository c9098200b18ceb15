import type { CSSProperties } from 'react';
import styles from './light-avatar.module.css';

interface Props {
  src?: string | null;
  alt: string;
  size: number;
  className?: string;
  'data-testid'?: string;
}

/** A round image avatar looking like antd's Avatar with `src`, without antd's Avatar code (header, chips, cards). */
export default function LightAvatar({ src, alt, size, className = '', 'data-testid': testId }: Props) {
  const style: CSSProperties = { width: size, height: size, fontSize: Math.round(size / 2) };
  return (
    <span className={`${styles.avatar} ${src ? styles.image : ''} ${className}`.trim()} style={style} data-testid={testId}>
      {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
      {src && <img src={src} alt={alt} className={styles.img} />}
    </span>
  );
}
