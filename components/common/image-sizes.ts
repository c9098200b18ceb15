/**
 * <img sizes> for the places pictures appear: how wide each shows at each viewport width, from the layouts' CSS
 * (the page container is at most 1200 px with 24 px padding, so 1152 px of content; the card grids of
 * card-grid.module.css). The browser picks from the picture's widths (lib/image-widths.ts) the one that fills
 * that at the screen's pixel density. An upper bound is fine; too small would be blurry.
 */
export const IMAGE_SIZES = {
  /** Across the page's content: promotions, covers, the video player. */
  page: '(min-width: 1200px) 1152px, 100vw',
  /** Cards of the "wide" grid (videos, galleries, channels) and the photo grid: 2 columns, 3 from 640 px, 4 from 992 px. */
  wideCard: '(min-width: 1200px) 276px, (min-width: 992px) 25vw, (min-width: 640px) 33vw, 50vw',
  /** Cards of the "square" grid (products): 2 columns, 3 from 640 px, 5 from 992 px. */
  squareCard: '(min-width: 1200px) 216px, (min-width: 992px) 20vw, (min-width: 640px) 33vw, 50vw',
  /** A performer card's avatar: at most 150 px. */
  avatarCard: '150px',
  /** A product page's main picture: the left column from 900 px. */
  productMain: '(min-width: 1200px) 604px, (min-width: 900px) 52vw, 100vw',
  /** A product page's small pictures: five to a row under the main one. */
  productThumb: '(min-width: 1200px) 121px, (min-width: 900px) 11vw, 20vw',
  /** A post's picture: the post column is at most 760 px. */
  post: '(min-width: 808px) 760px, 100vw',
} as const;

export type ImageSizes = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];
