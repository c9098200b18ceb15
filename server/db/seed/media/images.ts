import { FONT_FAMILY, escapeXml, hashString, rasterize, seededRandom, type RasterFormat } from '../../../media/svg';
import { productArt } from './product-art';

export type DemoImageKind = 'avatar' | 'cover' | 'photo' | 'product' | 'promo';

export interface DemoImageOptions {
  kind: DemoImageKind;
  width: number;
  height: number;
  /** Seeds the colours; an avatar may show its initials; a product's says what it shows. Only avatars carry words. */
  title?: string;
  /** 0-359, the picture's main colour. Default: from the title. */
  hue?: number;
  /** Picks the shapes (scene, product, layout). Default: from title and hue. */
  seed?: number;
  /** Default jpeg. */
  format?: RasterFormat;
}

type Rand = () => number;

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)` : `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`;
const n = (v: number) => Math.round(v * 10) / 10;

function text(x: number, y: number, value: string, size: number, attrs = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT_FAMILY}" font-size="${size}" ${attrs}>${escapeXml(value)}</text>`;
}

function initials(title: string): string {
  const words = title.split(/[\s_.-]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Soft out-of-focus light circles. */
function bokeh(r: Rand, w: number, h: number, count: number, hue: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const radius = (0.03 + r() * 0.12) * Math.max(w, h);
    out += `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(radius)}" fill="${hsl(hue + r() * 60 - 30, 90, 85)}" fill-opacity="${(0.06 + r() * 0.16).toFixed(2)}"/>`;
  }
  return out;
}

/** A wave band across the width, from height y with amplitude a. */
function wave(r: Rand, w: number, h: number, y: number, a: number, fill: string): string {
  const k = 2 + Math.floor(r() * 3);
  const step = w / k;
  let d = `M 0 ${n(y)}`;
  for (let i = 0; i < k; i++) {
    const x0 = i * step;
    d += ` C ${n(x0 + step / 3)} ${n(y - a * (0.5 + r()))}, ${n(x0 + (2 * step) / 3)} ${n(y + a * (0.5 + r()))}, ${n(x0 + step)} ${n(y)}`;
  }
  return `<path d="${d} L ${w} ${h} L 0 ${h} Z" fill="${fill}"/>`;
}

function ridge(r: Rand, w: number, base: number, peak: number, points: number, h: number, fill: string): string {
  let d = `M 0 ${n(base - r() * peak * 0.5)}`;
  for (let i = 1; i <= points; i++) {
    const x = (i / points) * w;
    const y = base - peak * (0.25 + r() * 0.75) * (i % 2 === 0 ? 0.55 : 1);
    d += ` L ${n(x)} ${n(y)}`;
  }
  return `<path d="${d} L ${w} ${h} L 0 ${h} Z" fill="${fill}" stroke-linejoin="round"/>`;
}

function avatar(o: Required<Pick<DemoImageOptions, 'width' | 'height'>> & DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const m = Math.min(w, h);
  const useInitials = Boolean(o.title) && r() < 0.5;
  const ring = `<circle cx="${w / 2}" cy="${h / 2}" r="${n(m * 0.47)}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="${n(m * 0.02)}"/>`;
  const person = useInitials
    ? text(w / 2, h / 2 + m * 0.13, initials(o.title!), Math.round(m * 0.36), `text-anchor="middle" font-weight="bold" fill="#fff" fill-opacity="0.95"`)
    : `<circle cx="${w / 2}" cy="${n(h * 0.4)}" r="${n(m * 0.17)}" fill="${hsl(hue + 20, 45, 94)}" fill-opacity="0.92"/>
       <path d="M ${n(w * 0.16)} ${h} C ${n(w * 0.16)} ${n(h * 0.7)} ${n(w * 0.32)} ${n(h * 0.62)} ${n(w / 2)} ${n(h * 0.62)} C ${n(w * 0.68)} ${n(h * 0.62)} ${n(w * 0.84)} ${n(h * 0.7)} ${n(w * 0.84)} ${h} Z" fill="${hsl(hue + 20, 45, 94)}" fill-opacity="0.92"/>`;
  return `<defs><radialGradient id="bg" cx="0.3" cy="0.25" r="0.95">
      <stop offset="0" stop-color="${hsl(hue, 75, 66)}"/><stop offset="1" stop-color="${hsl(hue + 35, 65, 32)}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${bokeh(r, w, h, 5, hue)}${ring}${person}`;
}

/** A banner of light: gradient, bokeh and waves. No words: the page sets its own text beside or over it. */
function cover(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="0.55" stop-color="${hsl(hue + 35, 65, 30)}"/>
      <stop offset="1" stop-color="${hsl(hue + 70, 70, 18)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${bokeh(r, w, h, 14, hue + 20)}
    ${wave(r, w, h, h * 0.72, h * 0.08, hsl(hue + 50, 70, 60, 0.18))}${wave(r, w, h, h * 0.82, h * 0.06, hsl(hue + 80, 70, 70, 0.16))}`;
}

function photo(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const horizon = h * (0.55 + r() * 0.15);
  const sunX = w * (0.2 + r() * 0.6);
  const sunY = horizon - h * (0.08 + r() * 0.2);
  const sunR = Math.min(w, h) * (0.06 + r() * 0.05);
  const scene = Math.floor(r() * 3);
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 200, 55, 28)}"/><stop offset="0.55" stop-color="${hsl(hue, 70, 60)}"/>
      <stop offset="1" stop-color="${hsl(hue + 35, 95, 80)}"/></linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="${hsl(hue + 45, 100, 92)}"/><stop offset="0.35" stop-color="${hsl(hue + 40, 100, 80)}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${hsl(hue + 40, 100, 75)}" stop-opacity="0"/></radialGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 20, 60, 55)}"/><stop offset="1" stop-color="${hsl(hue + 210, 50, 18)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 3)}" fill="url(#sun)"/><circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${hsl(hue + 45, 100, 93)}"/>`;
  let ground = '';
  if (scene === 0) {
    // mountains, far to near
    for (let i = 0; i < 4; i++) {
      ground += ridge(r, w, horizon + i * h * 0.09, h * (0.32 - i * 0.05), 6 + i * 3, h, hsl(hue + 200 + i * 12, 30 + i * 5, 48 - i * 11));
    }
  } else if (scene === 1) {
    // sea with sun glitter
    ground += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#sea)"/>`;
    for (let i = 0; i < 18; i++) {
      const y = horizon + (h - horizon) * (i / 18) ** 1.4 + 4;
      const len = w * (0.02 + r() * 0.1) * (1 + i / 6);
      ground += `<rect x="${n(sunX - len / 2 + (r() - 0.5) * w * 0.05 * (1 + i / 4))}" y="${n(y)}" width="${n(len)}" height="${n(1.5 + i / 5)}" rx="1" fill="${hsl(hue + 45, 100, 88)}" fill-opacity="${(0.75 - i / 30).toFixed(2)}"/>`;
    }
    ground += wave(r, w, h, h * 0.93, h * 0.02, hsl(hue + 210, 45, 14, 0.8));
  } else {
    // city skyline with lit windows
    const far = hsl(hue + 220, 25, 30);
    const near = hsl(hue + 230, 30, 14);
    for (const [fill, scale, lit] of [
      [far, 0.75, false],
      [near, 1, true],
    ] as const) {
      let x = -r() * 20;
      while (x < w) {
        const bw = w * (0.04 + r() * 0.07);
        const bh = h * (0.12 + r() * 0.33) * scale;
        const top = horizon + h * 0.2 - bh;
        ground += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(h - top)}" fill="${fill}"/>`;
        if (lit) {
          for (let wy = top + 8; wy < h - 8; wy += 14) {
            for (let wx = x + 5; wx < x + bw - 8; wx += 11) {
              if (r() < 0.28) ground += `<rect x="${n(wx)}" y="${n(wy)}" width="5" height="7" fill="${hsl(hue + 45, 100, 75)}" fill-opacity="0.85"/>`;
            }
          }
        }
        x += bw + r() * 6;
      }
    }
  }
  return `${sky}${ground}`;
}

/** The product itself (the object its name says: see productArt) on a studio backdrop, with no words. */
function product(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const m = Math.min(w, h);
  const cx = w / 2;
  const floor = h * 0.8;
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(hue + 30, 45, 97)}"/>
      <stop offset="1" stop-color="${hsl(hue + 30, 30, 84)}"/></radialGradient>
      <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="${n(w * (0.15 + r() * 0.7))}" cy="${n(h * 0.3)}" r="${n(m * 0.32)}" fill="${hsl(hue + 40, 70, 75)}" fill-opacity="0.22"/>
    <ellipse cx="${n(cx)}" cy="${n(floor + 4)}" rx="${n(m * 0.3)}" ry="${n(m * 0.045)}" fill="url(#shadow)"/>
    ${productArt(o.title ?? '', { cx, floor, m, hue })}`;
}

/** A bold backdrop for a promotion: gradient, stripes and circles. Its heading, words and button are the page's own. */
function promo(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const m = Math.min(w, h);
  const tilt = Math.round(-25 + r() * 50);
  // Plain rectangles instead of an SVG <pattern>: librsvg renders them several times faster.
  const gap = m * 0.08;
  const reach = Math.hypot(w, h);
  let stripes = `<g transform="rotate(${tilt} ${n(w / 2)} ${n(h / 2)})" fill="#fff" fill-opacity="0.07">`;
  for (let x = w / 2 - reach; x < w / 2 + reach; x += gap) {
    stripes += `<rect x="${n(x)}" y="${n(h / 2 - reach)}" width="${n(m * 0.03)}" height="${n(reach * 2)}"/>`;
  }
  stripes += '</g>';
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="${hsl(hue, 85, 52)}"/><stop offset="1" stop-color="${hsl(hue + 90, 80, 42)}"/></linearGradient>
</defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${stripes}
    <circle cx="${n(w * 0.95)}" cy="${n(h * 1.05)}" r="${n(m * 0.7)}" fill="#fff" fill-opacity="0.1"/>
    <circle cx="${n(w * 0.1)}" cy="${n(-h * 0.1)}" r="${n(m * 0.4)}" fill="#000" fill-opacity="0.08"/>
    <circle cx="${n(w * 0.82)}" cy="${n(h * 0.3)}" r="${n(m * 0.16)}" fill="${hsl(hue + 180, 90, 60)}" fill-opacity="0.55"/>`;
}

/**
 * A demo picture drawn by our own code (SVG; nothing downloaded): gradients and shapes, varied by hue and seed.
 * avatar: initials or a silhouette on a glowing disc; cover: a banner of light, bokeh and waves; photo: a
 * mountain, sea or city scene at dusk; product: the object its name says on a studio backdrop; promo: a bold
 * striped backdrop. Nothing but an avatar's initials is written in them: pages set their own text.
 */
export function demoImageSvg(options: DemoImageOptions): string {
  const width = Math.max(16, Math.min(4000, Math.round(options.width)));
  const height = Math.max(16, Math.min(4000, Math.round(options.height)));
  const hue = (((options.hue ?? hashString(options.title ?? options.kind) % 360) % 360) + 360) % 360;
  const seed = options.seed ?? hashString(`${options.kind}:${options.title ?? ''}:${hue}`);
  const r = seededRandom(seed);
  const o = { ...options, width, height };
  const draw = { avatar, cover, photo, product, promo }[options.kind];
  if (!draw) throw new Error(`Unknown demo image kind "${String(options.kind)}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${draw(o, hue, r)}</svg>`;
}

/** The demo picture (see demoImageSvg) rendered by sharp, JPEG unless told. */
export async function renderDemoImage(options: DemoImageOptions): Promise<Buffer> {
  return rasterize(demoImageSvg(options), options.format ?? 'jpeg');
}
