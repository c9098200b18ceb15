import sharp from 'sharp';

/** Text placed inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A stable number from a string (FNV-1a), for picking hues and shapes. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded random generator (mulberry32): the same seed draws the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The largest font size (<= max) at which `text` fits `width`, for a sans-serif font (~0.6 em per character). */
export function fitFontSize(text: string, width: number, max: number, min = 10, emPerChar = 0.6): number {
  const fits = width / Math.max(1, text.length * emPerChar);
  return Math.max(min, Math.min(max, Math.floor(fits)));
}

/** Shortens text to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export type RasterFormat = 'jpeg' | 'png' | 'webp';

/** Renders SVG markup to an image with sharp (librsvg). */
export async function rasterize(svg: string, format: RasterFormat = 'jpeg', quality = 84): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 });
  if (format === 'png') return image.png({ compressionLevel: 9, palette: false }).toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  return image.flatten({ background: '#000' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
