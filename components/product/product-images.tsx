import { useState } from 'react';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from './product.module.css';

/** The main product image with a strip of thumbnails to switch between the others. */
export default function ProductImages({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <div className={styles.images}>
      <AspectImage src={current} alt={name} ratio="1 / 1" sizes={IMAGE_SIZES.productMain} priority className={styles.mainImage} />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.activeThumb : ''}`}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <AspectImage src={src} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.productThumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
