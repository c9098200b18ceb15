import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import Link from '../common/link';
import type { ReactNode } from 'react';
import { isExternalPath } from '../../lib/menus';
import type { Promotion } from '../../types/content';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from './promo.module.css';

function PromoLink({ href, label, className, children }: { href: string; label?: string; className: string; children: ReactNode }) {
  if (isExternalPath(href)) {
    return (
      <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * One promotion. With an image, the image is the creative (its own words and button), so the whole
 * slide is the link and the title is its accessible name. Without one, a text card says the same.
 * `lead`: the page's main image, fetched at once and before the others.
 */
export default function PromoSlide({ promotion, lead }: { promotion: Promotion; lead: boolean }) {
  const { title, description, image, link } = promotion;
  if (image) {
    const picture = <AspectImage src={image} alt={title} ratio="8 / 3" sizes={IMAGE_SIZES.page} rounded="none" className={styles.media} priority={lead} />;
    return (
      <div className={styles.slide} data-testid="promotion">
        {link ? (
          <PromoLink href={link} label={title} className={styles.imageLink}>
            {picture}
          </PromoLink>
        ) : (
          picture
        )}
      </div>
    );
  }
  return (
    <div className={`${styles.slide} ${styles.textSlide}`} data-testid="promotion">
      <div className={styles.copy}>
        <h3 className={styles.title}>{title}</h3>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {link && (
        <PromoLink href={link} className={styles.cta}>
          Discover <ArrowRightOutlined aria-hidden />
        </PromoLink>
      )}
    </div>
  );
}
