import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import Link from '../common/link';
import type { ReactNode } from 'react';
import { isExternalPath } from '../../lib/menus';
import type { Promotion } from '../../types/content';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import { lightButtonClass } from '../common/light-button';
import styles from './promo.module.css';

function PromoLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (isExternalPath(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/**
 * One promotion: its heading, words and button are the page's own text, set over its picture (which carries no
 * words) on a dark scrim, so they read at any width and in either theme. Without a button label the heading is
 * the link. `lead`: the page's main image, fetched at once and before the others.
 */
export default function PromoSlide({ promotion, lead }: { promotion: Promotion; lead: boolean }) {
  const { title, description, image, link, cta } = promotion;
  return (
    <div className={styles.slide} data-testid="promotion" data-audience={promotion.audience}>
      {image && <AspectImage src={image} alt="" ratio="8 / 3" sizes={IMAGE_SIZES.page} rounded="none" className={styles.backdrop} priority={lead} />}
      <div className={styles.copy}>
        <h2 className={styles.title}>
          {link && !cta ? (
            <PromoLink href={link} className={styles.titleLink}>
              {title}
            </PromoLink>
          ) : (
            title
          )}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        {link && cta && (
          <PromoLink href={link} className={lightButtonClass({ type: 'primary', size: 'large', shape: 'round', className: styles.cta })}>
            {cta} <ArrowRightOutlined aria-hidden />
          </PromoLink>
        )}
      </div>
    </div>
  );
}
