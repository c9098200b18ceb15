import type { ReactNode } from 'react';
import type { ListingItems } from '../../redux/listings';
import type { ListingKind } from '../../types/listing';
import GalleryCard from '../gallery/gallery-card';
import PerformerCard from '../performer/performer-card';
import ProductCard from '../product/product-card';
import VideoCard from '../video/video-card';
import CardGrid, { GridItem, type GridVariant } from './card-grid';

type Renderers = { [K in ListingKind]: (item: ListingItems[K]) => ReactNode };

const renderers: Renderers = {
  videos: (item) => <VideoCard video={item} />,
  galleries: (item) => <GalleryCard gallery={item} />,
  products: (item) => <ProductCard product={item} />,
  performers: (item) => <PerformerCard performer={item} />,
};

/** The grid that suits each kind of card. */
export const CATALOGUE_GRID_VARIANTS: Record<ListingKind, GridVariant> = { videos: 'wide', galleries: 'wide', products: 'square', performers: 'compact' };

/** The card of one item of a kind (video, gallery, product, performer). */
export function CatalogueCard<K extends ListingKind>({ kind, item }: { kind: K; item: ListingItems[K] }) {
  return (renderers[kind] as (item: ListingItems[K]) => ReactNode)(item);
}

interface Props<K extends ListingKind> {
  kind: K;
  items: ListingItems[K][];
  testId?: string;
}

/** Cards of one kind (video, gallery, product, performer) in the grid that suits them. */
export default function CatalogueGrid<K extends ListingKind>({ kind, items, testId = `${kind}-list` }: Props<K>) {
  return (
    <CardGrid variant={CATALOGUE_GRID_VARIANTS[kind]} testId={testId} label={kind}>
      {items.map((item) => (
        <GridItem key={item._id}>
          <CatalogueCard kind={kind} item={item} />
        </GridItem>
      ))}
    </CardGrid>
  );
}
