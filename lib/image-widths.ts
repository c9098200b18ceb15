/**
 * Responsive pictures: the widths at which the file server (GET /api/files/public/<key>?w=<width>) makes WebP
 * copies of a public picture, and the URLs the web app lists in <img srcset> so that a phone downloads a
 * picture the size it shows instead of the full-size original. A fixed set: each width is made once and
 * kept, and nobody can make the server resize to arbitrary sizes.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where the API serves public files (server/storage/signed-url.ts PUBLIC_FILES_PATH). */
const PUBLIC_FILES = '/api/files/public/';
/** Pictures the server can resize; SVG, GIF and everything else are served as they are. */
const RESIZABLE_EXTENSION = /\.(webp|jpe?g|png|avif)$/i;

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The URL of a public picture at `width`, or the URL unchanged when the server would not resize it. */
function imageAtWidth(src: string, width: number): string {
  return isResizable(src) ? `${src}?w=${width}` : src;
}

/** The srcset of a public picture at `widths` ("...?w=320 320w, ...?w=640 640w"), or undefined when it is not resizable. */
export function imageSrcSet(src: string, widths: readonly ImageWidth[]): string | undefined {
  if (!isResizable(src)) return undefined;
  return widths.map((width) => `${imageAtWidth(src, width)} ${width}w`).join(', ');
}

function isResizable(src: string): boolean {
  return src.startsWith(PUBLIC_FILES) && !src.includes('?') && RESIZABLE_EXTENSION.test(src);
}
