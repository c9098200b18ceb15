import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { imageSrcSet } from '../../lib/image-widths';
import styles from './aspect-image.module.css';
import type { ImageSizes } from './image-sizes';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect-ratio, e.g. "16 / 9": the box keeps its size before the image arrives (no layout shift). */
  ratio: string;
  /** How wide the picture shows (IMAGE_SIZES): the browser downloads a copy that wide, not the original. */
  sizes: ImageSizes;
  rounded?: 'card' | 'circle' | 'none';
  blurred?: boolean;
  className?: string;
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
  /** The page's main image (its largest paint): at once and before other images. */
  priority?: boolean;
}

/** An image in a fixed aspect-ratio box, cropped to fill it, lazy by default; a quiet placeholder without a source. */
export default function AspectImage({ src, alt, ratio, sizes, rounded = 'card', blurred = false, className = '', eager = false, priority = false }: Props) {
  const srcSet = src ? imageSrcSet(src, sizes.widths) : undefined;
  return (
    <div className={`${styles.frame} ${styles[rounded]} ${className}`} style={{ aspectRatio: ratio }}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes.sizes : undefined}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={`${styles.image} ${blurred ? styles.blurred : ''}`}
        />
      ) : (
        <span className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <PictureOutlined aria-hidden />
        </span>
      )}
    </div>
  );
}
