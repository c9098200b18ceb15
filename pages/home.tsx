import type { ReactNode } from 'react';
import { useBoughtMarks } from '../components/catalogue/use-bought-marks';
import CatalogueGrid from '../components/common/catalogue-grid';
import Section from '../components/common/section';
import SeoMeta from '../components/common/seo-meta';
import Hero from '../components/home/hero';
import styles from '../components/home/home.module.css';
import { loadHomeSections, type HomeSections } from '../components/home/load-home';
import PromoCarousel from '../components/promo/promo-carousel';
import { CATALOGUE_ROUTES } from '../lib/catalogue';
import { requestOptions } from '../lib/request-options';
import { requestOrigin } from '../lib/seo';
import { useAppSelector } from '../redux/hooks';
import { storeOf } from '../redux/load-through';
import { loadPromotions } from '../redux/page-loaders';
import type { ListingKind } from '../types/listing';
import type { LimelightPage } from '../types/page';

interface Props {
  sections: HomeSections;
  origin: string;
}

type Row = { key: keyof HomeSections; kind: ListingKind; title: string; href: string };

/** The rows whose cards can be bought, by what they hold. */
const BOUGHT_KINDS = { newestVideos: 'video', popularVideos: 'video', galleries: 'gallery', products: 'product' } as const;

const ROWS: Row[] = [
  { key: 'newestVideos', kind: 'videos', title: 'New videos', href: `${CATALOGUE_ROUTES.videos}?sortBy=newest` },
  { key: 'performers', kind: 'performers', title: 'Popular performers', href: CATALOGUE_ROUTES.performers },
  { key: 'popularVideos', kind: 'videos', title: 'Most liked videos', href: `${CATALOGUE_ROUTES.videos}?sortBy=popular` },
  { key: 'galleries', kind: 'galleries', title: 'Latest galleries', href: CATALOGUE_ROUTES.galleries },
  { key: 'products', kind: 'products', title: 'From the shop', href: CATALOGUE_ROUTES.products },
];

/** Promos at the top, then rows of real content (each hidden when empty), banners in the middle and at the bottom. */
const HomePage: LimelightPage<Props> = ({ sections: shown, origin }) => {
  const sections = useBoughtMarks(shown, BOUGHT_KINDS);
  const promos = useAppSelector((s) => s.promos.data);
  const banners = useAppSelector((s) => s.banners.data);
  const hasContent = promos.length > 0 || ROWS.some((row) => sections[row.key].length > 0);
  const row = ({ key, kind, title, href }: Row): ReactNode =>
    sections[key].length > 0 && (
      <Section key={key} title={title} href={href} testId={`home-${key}`}>
        <CatalogueGrid kind={kind} items={sections[key] as never[]} testId={`home-${key}-list`} />
      </Section>
    );

  return (
    <>
      <SeoMeta title="Home" description="Videos, photo galleries and products from the performers you love." origin={origin} />
      <Hero compact={hasContent} />
      {hasContent && (
        <div className="page-container">
          <PromoCarousel items={promos} variant="promo" testId="home-promos" />
          <div className={styles.rows}>{ROWS.slice(0, 2).map(row)}</div>
          <PromoCarousel items={banners.filter((b) => b.position === 'middle')} variant="banner" testId="home-banners-middle" />
          {ROWS.slice(2).map(row)}
          <PromoCarousel items={banners.filter((b) => b.position !== 'middle')} variant="banner" testId="home-banners-bottom" />
        </div>
      )}
    </>
  );
};

HomePage.getInitialProps = async (ctx) => {
  const options = requestOptions(ctx.req);
  const [sections] = await Promise.all([loadHomeSections(options), loadPromotions(storeOf(ctx), options)]);
  return { sections, origin: requestOrigin(ctx.req) };
};

export default HomePage;
