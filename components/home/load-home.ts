import type { ServiceOptions } from '../../lib/request-options';
import { galleryService } from '../../services/gallery.service';
import { performerService } from '../../services/performer.service';
import { productService } from '../../services/product.service';
import { videoService } from '../../services/video.service';
import type { ListResult } from '../../types/api';
import type { Gallery } from '../../types/gallery';
import type { Performer } from '../../types/performer';
import type { Product } from '../../types/product';
import type { Video } from '../../types/video';

export interface HomeSections {
  newestVideos: Video[];
  popularVideos: Video[];
  performers: Performer[];
  galleries: Gallery[];
  products: Product[];
}

/** A section that fails to load is left out (empty) rather than failing the whole page. */
const itemsOf = <T>(page: Promise<ListResult<T>>): Promise<T[]> =>
  page
    .then((r) => r.data)
    .catch((error: unknown) => {
      console.error('A home section failed to load.', error);
      return [];
    });

/** The home page rows, fetched side by side. */
export async function loadHomeSections(options: ServiceOptions): Promise<HomeSections> {
  const [newestVideos, popularVideos, performers, galleries, products] = await Promise.all([
    itemsOf(videoService.search({ sortBy: 'newest', limit: 8 }, options)),
    itemsOf(videoService.search({ sortBy: 'popular', limit: 4 }, options)),
    itemsOf(performerService.search({ sortBy: 'popular', limit: 6 }, options)),
    itemsOf(galleryService.search({ sortBy: 'newest', limit: 4 }, options)),
    itemsOf(productService.search({ sortBy: 'newest', limit: 5 }, options)),
  ]);
  return { newestVideos, popularVideos, performers, galleries, products };
}
