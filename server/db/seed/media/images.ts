import { FONT_FAMILY, escapeXml, fitFontSize, hashString, rasterize, seededRandom, truncate, type RasterFormat } from '../../../media/svg';

export type DemoImageKind = 'avatar' | 'cover' | 'photo' | 'product' | 'promo';

export interface DemoImageOptions {
  kind: DemoImageKind;
  width: number;
  height: number;
  title?: string;
  subtitle?: string;
  /** 0-359, the picture's main colour. Default: from the title. */
  hue?: number;
  /** Picks the shapes (scene, product, layout). Default: from title and hue. */
  seed?: number;
  /** Default jpeg. */
  format?: RasterFormat;
  /** promo only: the round badge text, default 'NEW'. */
  badge?: string;
}

type Rand = () => number;

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)` : `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`;
const n = (v: number) => Math.round(v * 10) / 10;

function text(x: number, y: number, value: string, size: number, attrs = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT_FAMILY}" font-size="${size}" ${attrs}>${escapeXml(value)}</text>`;
}

/** Splits words into at most `maxLines` lines of about `perLine` characters. */
function wrap(value: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = truncate(lines.slice(maxLines - 1).join(' '), perLine);
    return kept;
  }
  return lines;
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

function cover(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const title = truncate(o.title ?? '', 40);
  const sub = truncate(o.subtitle ?? '', 70);
  const titleSize = fitFontSize(title, w * 0.6, Math.round(h * 0.17));
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="0.55" stop-color="${hsl(hue + 35, 65, 30)}"/>
      <stop offset="1" stop-color="${hsl(hue + 70, 70, 18)}"/></linearGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${bokeh(r, w, h, 14, hue + 20)}
    ${wave(r, w, h, h * 0.72, h * 0.08, hsl(hue + 50, 70, 60, 0.18))}${wave(r, w, h, h * 0.82, h * 0.06, hsl(hue + 80, 70, 70, 0.16))}
    <rect width="100%" height="100%" fill="url(#shade)"/>
    ${title ? text(w * 0.06, h * 0.62, title, titleSize, 'font-weight="bold" fill="#fff"') : ''}
    ${sub ? text(w * 0.06, h * 0.62 + titleSize * 0.35 + h * 0.09, sub, fitFontSize(sub, w * 0.6, Math.round(h * 0.065), 12), 'fill="#fff" fill-opacity="0.88"') : ''}`;
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
    for (const [fill, scale, lit] of [[far, 0.75, false], [near, 1, true]] as const) {
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
  const caption = o.title ? truncate(o.title, 40) : '';
  const capSize = Math.round(Math.min(w, h) * 0.045);
  return `${sky}${ground}${caption ? text(w * 0.04, h - capSize * 0.9, caption, capSize, 'font-weight="bold" fill="#fff" fill-opacity="0.8"') : ''}`;
}

function product(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const m = Math.min(w, h);
  const cx = w / 2;
  const floor = h * 0.78;
  const shape = Math.floor(r() * 4);
  const body = hsl(hue, 62, 50);
  const dark = hsl(hue, 60, 36);
  const light = hsl(hue, 70, 68);
  const title = (o.title ?? 'Limelight').trim() || 'Limelight';
  const label = title.length <= 10 ? title : truncate(title.split(/\s+/)[0], 10);
  let art = '';
  if (shape === 0) {
    // box, three faces
    const s = m * 0.34;
    const top = floor - s * 1.15;
    art = `<path d="M ${n(cx - s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top + s * 0.6)} L ${n(cx)} ${n(floor)} L ${n(cx - s)} ${n(floor - s * 0.3)} Z" fill="${body}"/>
      <path d="M ${n(cx + s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top + s * 0.6)} L ${n(cx)} ${n(floor)} L ${n(cx + s)} ${n(floor - s * 0.3)} Z" fill="${dark}"/>
      <path d="M ${n(cx - s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top)} L ${n(cx + s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top + s * 0.6)} Z" fill="${light}"/>
      ${text(cx - s * 0.5, floor - s * 0.42, label, fitFontSize(label, s * 0.8, Math.round(s * 0.17)), `text-anchor="middle" font-weight="bold" fill="#fff" transform="skewY(16.7) translate(0 ${n(-(cx - s * 0.5) * 0.3)})"`)}`;
  } else if (shape === 1) {
    // bottle
    const bw = m * 0.26;
    const top = floor - m * 0.62;
    art = `<rect x="${n(cx - bw * 0.16)}" y="${n(top)}" width="${n(bw * 0.32)}" height="${n(m * 0.1)}" rx="4" fill="${dark}"/>
      <path d="M ${n(cx - bw * 0.16)} ${n(top + m * 0.1)} C ${n(cx - bw * 0.2)} ${n(top + m * 0.18)} ${n(cx - bw / 2)} ${n(top + m * 0.2)} ${n(cx - bw / 2)} ${n(top + m * 0.3)} L ${n(cx - bw / 2)} ${n(floor - 8)} Q ${n(cx - bw / 2)} ${n(floor)} ${n(cx - bw / 2 + 8)} ${n(floor)} L ${n(cx + bw / 2 - 8)} ${n(floor)} Q ${n(cx + bw / 2)} ${n(floor)} ${n(cx + bw / 2)} ${n(floor - 8)} L ${n(cx + bw / 2)} ${n(top + m * 0.3)} C ${n(cx + bw / 2)} ${n(top + m * 0.2)} ${n(cx + bw * 0.2)} ${n(top + m * 0.18)} ${n(cx + bw * 0.16)} ${n(top + m * 0.1)} Z" fill="${body}"/>
      <rect x="${n(cx - bw / 2)}" y="${n(floor - m * 0.3)}" width="${n(bw)}" height="${n(m * 0.16)}" fill="#fff" fill-opacity="0.9"/>
      ${text(cx, floor - m * 0.2, label, fitFontSize(label, bw * 0.9, Math.round(m * 0.05)), `text-anchor="middle" font-weight="bold" fill="${dark}"`)}
      <rect x="${n(cx - bw * 0.36)}" y="${n(top + m * 0.3)}" width="${n(bw * 0.09)}" height="${n(m * 0.22)}" rx="6" fill="#fff" fill-opacity="0.35"/>`;
  } else if (shape === 2) {
    // mug
    const mw = m * 0.36;
    const mh = m * 0.38;
    const top = floor - mh;
    art = `<path d="M ${n(cx + mw / 2 - 4)} ${n(top + mh * 0.2)} C ${n(cx + mw * 0.95)} ${n(top + mh * 0.15)} ${n(cx + mw * 0.95)} ${n(top + mh * 0.8)} ${n(cx + mw / 2 - 4)} ${n(top + mh * 0.72)}" fill="none" stroke="${dark}" stroke-width="${n(m * 0.035)}"/>
      <rect x="${n(cx - mw / 2)}" y="${n(top)}" width="${n(mw)}" height="${n(mh)}" rx="${n(m * 0.03)}" fill="${body}"/>
      <ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(mw / 2)}" ry="${n(m * 0.025)}" fill="${dark}"/>
      ${text(cx, top + mh * 0.58, label, fitFontSize(label, mw * 0.85, Math.round(m * 0.06)), 'text-anchor="middle" font-weight="bold" fill="#fff"')}
      <path d="M ${n(cx - m * 0.05)} ${n(top - m * 0.05)} q ${n(m * 0.03)} ${n(-m * 0.04)} 0 ${n(-m * 0.08)} M ${n(cx + m * 0.03)} ${n(top - m * 0.05)} q ${n(m * 0.03)} ${n(-m * 0.04)} 0 ${n(-m * 0.08)}" stroke="${hsl(hue, 20, 60)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  } else {
    // t-shirt
    const s = m * 0.5;
    const top = floor - s * 0.95;
    const x = (f: number) => n(cx + f * s);
    const y = (f: number) => n(top + f * s);
    art = `<path d="M ${x(-0.2)} ${y(0)} Q ${x(0)} ${y(0.12)} ${x(0.2)} ${y(0)} L ${x(0.5)} ${y(0.12)} L ${x(0.62)} ${y(0.38)} L ${x(0.42)} ${y(0.46)} L ${x(0.38)} ${y(0.34)} L ${x(0.38)} ${y(0.95)} L ${x(-0.38)} ${y(0.95)} L ${x(-0.38)} ${y(0.34)} L ${x(-0.42)} ${y(0.46)} L ${x(-0.62)} ${y(0.38)} L ${x(-0.5)} ${y(0.12)} Z" fill="${body}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
      ${text(cx, top + s * 0.55, label, fitFontSize(label, s * 0.62, Math.round(s * 0.11)), 'text-anchor="middle" font-weight="bold" fill="#fff"')}`;
  }
  const sub = o.subtitle ? truncate(o.subtitle, 30) : '';
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(hue + 30, 45, 97)}"/>
      <stop offset="1" stop-color="${hsl(hue + 30, 30, 84)}"/></radialGradient>
      <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="${n(w * (0.15 + r() * 0.7))}" cy="${n(h * 0.3)}" r="${n(m * 0.32)}" fill="${hsl(hue + 40, 70, 75)}" fill-opacity="0.22"/>
    <ellipse cx="${n(cx)}" cy="${n(floor + 4)}" rx="${n(m * 0.3)}" ry="${n(m * 0.045)}" fill="url(#shadow)"/>${art}
    ${sub ? text(cx, h * 0.92, sub, fitFontSize(sub, w * 0.8, Math.round(m * 0.055)), `text-anchor="middle" font-weight="bold" fill="${hsl(hue, 40, 30)}"`) : ''}`;
}

function promo(o: DemoImageOptions, hue: number, r: Rand): string {
  const { width: w, height: h } = o;
  const m = Math.min(w, h);
  const lines = wrap(o.title ?? 'Limelight', 18, 2);
  const longest = lines.reduce((a, b) => (a.length >= b.length ? a : b), '');
  const size = fitFontSize(longest, w * 0.58, Math.round(h * 0.16));
  const sub = truncate(o.subtitle ?? '', 60);
  const badge = truncate(o.badge ?? 'NEW', 6);
  const bx = w * 0.84;
  const by = h * 0.3;
  const br = m * 0.16;
  const y0 = h * 0.38;
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
    ${lines.map((line, i) => text(w * 0.07, y0 + i * size * 1.08, line, size, 'font-weight="bold" fill="#fff"')).join('')}
    ${sub ? text(w * 0.07, y0 + (lines.length - 1) * size * 1.08 + size * 0.4 + h * 0.08, sub, fitFontSize(sub, w * 0.6, Math.round(h * 0.055), 12), 'fill="#fff" fill-opacity="0.92"') : ''}
    <rect x="${n(w * 0.07)}" y="${n(h * 0.74)}" width="${n(w * 0.24)}" height="${n(h * 0.13)}" rx="${n(h * 0.065)}" fill="#fff"/>
    ${text(w * 0.19, h * 0.74 + h * 0.085, 'Join now', Math.round(h * 0.055), `text-anchor="middle" font-weight="bold" fill="${hsl(hue, 70, 38)}"`)}
    <circle cx="${n(bx)}" cy="${n(by)}" r="${n(br)}" fill="${hsl(hue + 180, 90, 60)}" stroke="#fff" stroke-width="${n(m * 0.015)}"/>
    ${text(bx, by + br * 0.18, badge, fitFontSize(badge, br * 1.5, Math.round(br * 0.55)), 'text-anchor="middle" font-weight="bold" fill="#fff"')}`;
}

/**
 * A demo picture drawn by our own code (SVG rendered by sharp; nothing downloaded): gradients, shapes and
 * text, varied by hue and seed. avatar: initials or a silhouette on a glowing disc; cover: banner with
 * light bokeh, waves and the title; photo: a mountain, sea or city scene at dusk; product: a box, bottle,
 * mug or t-shirt on a studio backdrop; promo: a bold banner with headline, button and badge.
 */
export async function renderDemoImage(options: DemoImageOptions): Promise<Buffer> {
  const width = Math.max(16, Math.min(4000, Math.round(options.width)));
  const height = Math.max(16, Math.min(4000, Math.round(options.height)));
  const hue = (((options.hue ?? hashString(options.title ?? options.kind) % 360) % 360) + 360) % 360;
  const seed = options.seed ?? hashString(`${options.kind}:${options.title ?? ''}:${hue}`);
  const r = seededRandom(seed);
  const o = { ...options, width, height };
  const draw = { avatar, cover, photo, product, promo }[options.kind];
  if (!draw) throw new Error(`Unknown demo image kind "${String(options.kind)}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${draw(o, hue, r)}</svg>`;
  return rasterize(svg, options.format ?? 'jpeg');
}
