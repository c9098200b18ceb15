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

const variants: Record<ListingKind, GridVariant> = { videos: 'wide', galleries: 'wide', products: 'square', performers: 'compact' };

interface Props<K extends ListingKind> {
  kind: K;
  items: ListingItems[K][];
  testId?: string;
}

/** Cards of one kind (video, gallery, product, performer) in the grid that suits them. */
export default function CatalogueGrid<K extends ListingKind>({ kind, items, testId = `${kind}-list` }: Props<K>) {
  const render = renderers[kind] as (item: ListingItems[K]) => ReactNode;
  return (
    <CardGrid variant={variants[kind]} testId={testId} label={kind}>
      {items.map((item) => (
        <GridItem key={item._id}>{render(item)}</GridItem>
      ))}
    </CardGrid>
  );
}
