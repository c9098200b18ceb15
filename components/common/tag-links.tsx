import Link from './link';
import type { CategoryRef } from '../../types/catalogue';
import styles from './detail.module.css';

interface Props {
  /** Listing the links filter: /videos, /galleries, /products. */
  base: string;
  categories: CategoryRef[];
  tags: string[];
}

/** Categories (filter the listing) and #tags (search the listing) of an asset. */
export default function TagLinks({ base, categories, tags }: Props) {
  if (categories.length === 0 && tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Categories and tags">
      {categories.map((c) => (
        <li key={c._id}>
          <Link href={`${base}?categoryId=${encodeURIComponent(c._id)}`} className={`${styles.tag} ${styles.category}`}>
            {c.name}
          </Link>
        </li>
      ))}
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={`${base}?q=${encodeURIComponent(tag)}`} className={styles.tag}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
