import type { ImageWidth } from '../../lib/image-widths';

export interface ImageSizes {
  /** The <img sizes> value: how wide the picture shows at each viewport width. */
  sizes: string;
  /** The copies to offer (srcset): enough to cover 1x to 3x screens, few enough to keep the HTML small. */
  widths: readonly ImageWidth[];
}

/**
 * Where pictures appear and how wide, from the layouts' CSS (the page container is at most 1200 px with 24 px
 * padding, so 1152 px of content; the card grids of card-grid.module.css). The browser picks the copy that fills
 * the picture's width at the screen's pixel density. An upper bound is fine; too small would be blurry.
 */
export const IMAGE_SIZES = {
  /** Across the page's content: promotions, covers, the video player. */
  page: { sizes: '(min-width: 1200px) 1152px, 100vw', widths: [640, 960, 1280, 1600] },
  /** Cards of the "wide" grid (videos, galleries, channels) and the photo grid: 2 columns, 3 from 640 px, 4 from 992 px. */
  wideCard: { sizes: '(min-width: 1200px) 276px, (min-width: 992px) 25vw, (min-width: 640px) 33vw, 50vw', widths: [320, 640] },
  /** Cards of the "square" grid (products): 2 columns, 3 from 640 px, 5 from 992 px. */
  squareCard: { sizes: '(min-width: 1200px) 216px, (min-width: 992px) 20vw, (min-width: 640px) 33vw, 50vw', widths: [320, 640] },
  /** A performer card's avatar: at most 150 px. */
  avatarCard: { sizes: '150px', widths: [160, 320] },
  /** A product page's main picture: the left column from 900 px. */
  productMain: { sizes: '(min-width: 1200px) 604px, (min-width: 900px) 52vw, 100vw', widths: [640, 960, 1280] },
  /** A product page's small pictures: five to a row under the main one. */
  productThumb: { sizes: '(min-width: 1200px) 121px, (min-width: 900px) 11vw, 20vw', widths: [160, 320] },
  /** An order line's small picture: 64 px. */
  lineThumb: { sizes: '64px', widths: [160] },
  /** A video's poster in the Studio's poster form: at most 240 px. */
  studioPoster: { sizes: '240px', widths: [320, 480] },
  /** A frame to choose the poster from, in that form's grid: at most 160 px. */
  studioFrame: { sizes: '160px', widths: [160, 320] },
  /** A post's picture: the post column is at most 760 px. */
  post: { sizes: '(min-width: 808px) 760px, 100vw', widths: [640, 960, 1600] },
} as const satisfies Record<string, ImageSizes>;
