import type { Promotion } from '../../types/content';
import LightCarousel from '../common/light-carousel';
import PromoSlide from './promo-slide';
import { promotionsFor, useViewerStanding } from './use-viewer-standing';
import styles from './promo.module.css';

interface Props {
  items: Promotion[];
  /** promo: the carousel at the top of the home page; banner: between sections. */
  variant: 'promo' | 'banner';
  testId: string;
}

const SLIDE_MS = 6000;

/** The promotions meant for this viewer in a carousel (autoplay with dots when there are several); nothing when there are none. */
export default function PromoCarousel({ items, variant, testId }: Props) {
  const standing = useViewerStanding();
  const slides = promotionsFor(items, standing).sort((a, b) => a.ordering - b.ordering);
  if (slides.length === 0) return null;
  // The home page's first promotion is the first thing seen (its image is probably the page's LCP element).
  const isLead = (index: number) => variant === 'promo' && index === 0;
  return (
    <section className={`${styles.carousel} ${styles[variant] ?? ''}`.trim()} data-testid={testId} aria-label={variant === 'promo' ? 'Promotions' : 'Banners'}>
      {slides.length === 1 ? (
        <PromoSlide promotion={slides[0]} lead={isLead(0)} />
      ) : (
        <LightCarousel autoplayMs={SLIDE_MS}>
          {slides.map((promotion, index) => (
            <PromoSlide key={promotion._id} promotion={promotion} lead={isLead(index)} />
          ))}
        </LightCarousel>
      )}
    </section>
  );
}
