import { Carousel } from 'antd';
import type { Promotion } from '../../types/content';
import PromoSlide from './promo-slide';
import styles from './promo.module.css';
import { withAntdScope } from '../common/antd-scope';

interface Props {
  items: Promotion[];
  /** promo: the carousel at the top of the home page; banner: between sections. */
  variant: 'promo' | 'banner';
  testId: string;
}

/** Promotions in a carousel (autoplay with dots when there are several); nothing when there are none. */
function PromoCarousel({ items, variant, testId }: Props) {
  if (items.length === 0) return null;
  const slides = [...items].sort((a, b) => a.ordering - b.ordering);
  return (
    <section className={`${styles.carousel} ${styles[variant]}`} data-testid={testId} aria-label={variant === 'promo' ? 'Promotions' : 'Banners'}>
      {slides.length === 1 ? (
        <PromoSlide promotion={slides[0]} eager={variant === 'promo'} />
      ) : (
        <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={6000} draggable>
          {slides.map((promotion, index) => (
            <PromoSlide key={promotion._id} promotion={promotion} eager={variant === 'promo' && index === 0} />
          ))}
        </Carousel>
      )}
    </section>
  );
}

export default withAntdScope(PromoCarousel);
