import type { ServiceOptions } from '../../lib/request-options';
import { galleryService } from '../../services/gallery.service';
import { performerService } from '../../services/performer.service';
import { productService } from '../../services/product.service';
import { videoService } from '../../services/video.service';
import type { ListResult } from '../../types/api';
import type { GalleryCardFields } from '../gallery/gallery-card';
import type { PerformerCardFields } from '../performer/performer-card';
import type { ProductCardFields } from '../product/product-card';
import type { VideoCardFields } from '../video/video-card';

/** Only what the cards show: the rows travel in the page's HTML (__NEXT_DATA__), whole items tripled its size. */
export interface HomeSections {
  newestVideos: VideoCardFields[];
  popularVideos: VideoCardFields[];
  performers: PerformerCardFields[];
  galleries: GalleryCardFields[];
  products: ProductCardFields[];
}

type Owner = { _id: string; username: string; name: string } | null;
const ownerCard = (p: Owner) => p && { _id: p._id, username: p.username, name: p.name };

const videoCard = (v: VideoCardFields): VideoCardFields => ({
  _id: v._id,
  slug: v.slug,
  title: v.title,
  thumbnail: v.thumbnail,
  access: v.access,
  price: v.price,
  ...(v.isBought === undefined ? {} : { isBought: v.isBought }),
  duration: v.duration,
  stats: { views: v.stats.views },
  performer: ownerCard(v.performer),
});

const performerCard = (p: PerformerCardFields): PerformerCardFields => ({
  _id: p._id,
  username: p.username,
  name: p.name,
  avatar: p.avatar,
  isOnline: p.isOnline,
  ...(p.stats ? { stats: { subscribers: p.stats.subscribers } } : {}),
});

const galleryCard = (g: GalleryCardFields): GalleryCardFields => ({
  _id: g._id,
  slug: g.slug,
  title: g.title,
  cover: g.cover,
  access: g.access,
  price: g.price,
  ...(g.isBought === undefined ? {} : { isBought: g.isBought }),
  photosCount: g.photosCount,
  performer: ownerCard(g.performer),
});

const productCard = (p: ProductCardFields): ProductCardFields => ({
  _id: p._id,
  slug: p.slug,
  name: p.name,
  type: p.type,
  price: p.price,
  ...(p.isBought === undefined ? {} : { isBought: p.isBought }),
  image: p.image,
  images: p.image ? [] : p.images.slice(0, 1),
  inStock: p.inStock,
  stock: p.stock,
  performer: ownerCard(p.performer),
});

/** A section that fails to load is left out (empty) rather than failing the whole page. */
const itemsOf = <T, C>(page: Promise<ListResult<T>>, card: (item: T) => C): Promise<C[]> =>
  page
    .then((r) => r.data.map(card))
    .catch((error: unknown) => {
      console.error('A home section failed to load.', error);
      return [];
    });

/** The home page rows, fetched side by side. */
export async function loadHomeSections(options: ServiceOptions): Promise<HomeSections> {
  const [newestVideos, popularVideos, performers, galleries, products] = await Promise.all([
    itemsOf(videoService.search({ sortBy: 'newest', limit: 8 }, options), videoCard),
    itemsOf(videoService.search({ sortBy: 'popular', limit: 4 }, options), videoCard),
    itemsOf(performerService.search({ sortBy: 'popular', limit: 6 }, options), performerCard),
    itemsOf(galleryService.search({ sortBy: 'newest', limit: 4 }, options), galleryCard),
    itemsOf(productService.search({ sortBy: 'newest', limit: 5 }, options), productCard),
  ]);
  return { newestVideos, popularVideos, performers, galleries, products };
}
