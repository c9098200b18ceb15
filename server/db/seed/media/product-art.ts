/**
 * The object a demo product picture shows, chosen from the product's name so the picture is of that product
 * (a mug for "Enamel mug", a record for "Soundtrack album"), drawn with shapes only: no words in the picture.
 */

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
const n = (v: number) => Math.round(v * 10) / 10;

export type ProductObject =
  'poster' | 'shirt' | 'hoodie' | 'book' | 'mug' | 'tote' | 'cap' | 'stickers' | 'screens' | 'document' | 'sliders' | 'record' | 'box';

/** Words of a product's name, first match wins; anything else is a parcel. */
const OBJECT_WORDS: Array<[RegExp, ProductObject]> = [
  [/\b(poster|print|canvas print|art)\b/i, 'poster'],
  [/\bhoodie|sweat/i, 'hoodie'],
  [/\bt-?shirt|\btee\b|\bshirt/i, 'shirt'],
  [/\b(book|recipe|collection|magazine)/i, 'book'],
  [/\b(mug|cup)\b/i, 'mug'],
  [/\b(tote|bag)\b/i, 'tote'],
  [/\b(cap|hat)\b/i, 'cap'],
  [/\bsticker/i, 'stickers'],
  [/\b(wallpaper|screen)/i, 'screens'],
  [/\b(pdf|plan|guide|document)\b/i, 'document'],
  [/\b(preset|filter|lut)/i, 'sliders'],
  [/\b(album|soundtrack|record|vinyl|music)/i, 'record'],
];

export function productObjectOf(name: string): ProductObject {
  return OBJECT_WORDS.find(([words]) => words.test(name))?.[1] ?? 'box';
}

interface Canvas {
  /** Centre x, the floor line, and the picture's smaller side. */
  cx: number;
  floor: number;
  m: number;
  hue: number;
}

type Draw = (c: Canvas) => string;

const colours = (hue: number) => ({ body: hsl(hue, 62, 50), dark: hsl(hue, 60, 34), light: hsl(hue, 70, 70), accent: hsl(hue + 160, 70, 55) });

const poster: Draw = ({ cx, floor, m, hue }) => {
  const { dark, light, accent } = colours(hue);
  const w = m * 0.5;
  const h = m * 0.64;
  const x = cx - w / 2;
  const y = floor - h;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${dark}"/>
    <rect x="${n(x + m * 0.03)}" y="${n(y + m * 0.03)}" width="${n(w - m * 0.06)}" height="${n(h - m * 0.06)}" fill="${light}"/>
    <circle cx="${n(cx + w * 0.15)}" cy="${n(y + h * 0.3)}" r="${n(m * 0.06)}" fill="#fff" fill-opacity="0.9"/>
    <path d="M ${n(x + m * 0.03)} ${n(floor - m * 0.03)} L ${n(cx - w * 0.15)} ${n(y + h * 0.5)} L ${n(cx + w * 0.05)} ${n(y + h * 0.72)} L ${n(cx + w * 0.25)} ${n(y + h * 0.58)} L ${n(x + w - m * 0.03)} ${n(floor - m * 0.03)} Z" fill="${accent}"/>
    <path d="M ${n(cx + w * 0.32)} ${n(floor - h * 0.14)} q ${n(m * 0.04)} ${n(-m * 0.05)} ${n(m * 0.07)} 0" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
};

/** A t-shirt; `hood` adds a hood and a front pocket (a hoodie). */
const garment =
  (hood: boolean): Draw =>
  ({ cx, floor, m, hue }) => {
    const { body, dark, light } = colours(hue);
    const s = m * 0.5;
    const top = floor - s * 0.95;
    const x = (f: number) => n(cx + f * s);
    const y = (f: number) => n(top + f * s);
    const sleeve = hood ? 0.7 : 0.38;
    const shirt = `<path d="M ${x(-0.2)} ${y(0)} Q ${x(0)} ${y(0.12)} ${x(0.2)} ${y(0)} L ${x(0.5)} ${y(0.12)} L ${x(0.62)} ${y(sleeve)} L ${x(0.42)} ${y(sleeve + 0.06)} L ${x(0.38)} ${y(0.34)} L ${x(0.38)} ${y(0.95)} L ${x(-0.38)} ${y(0.95)} L ${x(-0.38)} ${y(0.34)} L ${x(-0.42)} ${y(sleeve + 0.06)} L ${x(-0.62)} ${y(sleeve)} L ${x(-0.5)} ${y(0.12)} Z" fill="${body}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`;
    if (!hood) return `${shirt}<circle cx="${n(cx)}" cy="${y(0.45)}" r="${n(s * 0.13)}" fill="${light}"/>`;
    return `${shirt}
      <path d="M ${x(-0.24)} ${y(0.02)} Q ${x(0)} ${y(-0.3)} ${x(0.24)} ${y(0.02)} Q ${x(0)} ${y(0.2)} ${x(-0.24)} ${y(0.02)} Z" fill="${dark}"/>
      <rect x="${x(-0.24)}" y="${y(0.6)}" width="${n(s * 0.48)}" height="${n(s * 0.2)}" rx="${n(s * 0.04)}" fill="${light}" fill-opacity="0.6"/>
      <path d="M ${x(-0.06)} ${y(0.1)} l 0 ${n(s * 0.22)} M ${x(0.06)} ${y(0.1)} l 0 ${n(s * 0.22)}" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;
  };

const book: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark, light } = colours(hue);
  const w = m * 0.42;
  const h = m * 0.56;
  const x = cx - w / 2;
  const y = floor - h;
  return `<rect x="${n(x + m * 0.03)}" y="${n(y + m * 0.02)}" width="${n(w)}" height="${n(h)}" rx="4" fill="#fff" stroke="${dark}" stroke-width="2"/>
    <rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${body}"/>
    <rect x="${n(x)}" y="${n(y)}" width="${n(m * 0.05)}" height="${n(h)}" fill="${dark}"/>
    <rect x="${n(x + w * 0.25)}" y="${n(y + h * 0.2)}" width="${n(w * 0.6)}" height="${n(h * 0.32)}" rx="3" fill="${light}"/>
    <rect x="${n(x + w * 0.25)}" y="${n(y + h * 0.62)}" width="${n(w * 0.5)}" height="${n(m * 0.02)}" fill="#fff" fill-opacity="0.8"/>`;
};

const mug: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark } = colours(hue);
  const mw = m * 0.36;
  const mh = m * 0.38;
  const top = floor - mh;
  return `<path d="M ${n(cx + mw / 2 - 4)} ${n(top + mh * 0.2)} C ${n(cx + mw * 0.95)} ${n(top + mh * 0.15)} ${n(cx + mw * 0.95)} ${n(top + mh * 0.8)} ${n(cx + mw / 2 - 4)} ${n(top + mh * 0.72)}" fill="none" stroke="${dark}" stroke-width="${n(m * 0.035)}"/>
    <rect x="${n(cx - mw / 2)}" y="${n(top)}" width="${n(mw)}" height="${n(mh)}" rx="${n(m * 0.03)}" fill="${body}"/>
    <ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(mw / 2)}" ry="${n(m * 0.025)}" fill="${dark}"/>
    <path d="M ${n(cx - mw * 0.2)} ${n(top + mh * 0.45)} l ${n(mw * 0.2)} ${n(-mh * 0.15)} l ${n(mw * 0.2)} ${n(mh * 0.15)} l ${n(-mw * 0.2)} ${n(mh * 0.15)} Z" fill="#fff" fill-opacity="0.85"/>
    <path d="M ${n(cx - m * 0.05)} ${n(top - m * 0.05)} q ${n(m * 0.03)} ${n(-m * 0.04)} 0 ${n(-m * 0.08)} M ${n(cx + m * 0.03)} ${n(top - m * 0.05)} q ${n(m * 0.03)} ${n(-m * 0.04)} 0 ${n(-m * 0.08)}" stroke="${hsl(hue, 20, 60)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
};

const tote: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark, light } = colours(hue);
  const w = m * 0.44;
  const h = m * 0.44;
  const top = floor - h;
  return `<path d="M ${n(cx - w * 0.25)} ${n(top)} C ${n(cx - w * 0.25)} ${n(top - h * 0.55)} ${n(cx + w * 0.25)} ${n(top - h * 0.55)} ${n(cx + w * 0.25)} ${n(top)}" fill="none" stroke="${dark}" stroke-width="${n(m * 0.025)}"/>
    <path d="M ${n(cx - w / 2)} ${n(top)} L ${n(cx + w / 2)} ${n(top)} L ${n(cx + w * 0.55)} ${n(floor)} L ${n(cx - w * 0.55)} ${n(floor)} Z" fill="${body}"/>
    <circle cx="${n(cx)}" cy="${n(top + h * 0.5)}" r="${n(h * 0.18)}" fill="${light}"/>`;
};

const cap: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark, light } = colours(hue);
  const r = m * 0.24;
  const base = floor - m * 0.06;
  return `<path d="M ${n(cx - r)} ${n(base)} A ${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(base)} Z" fill="${body}"/>
    <path d="M ${n(cx + r * 0.6)} ${n(base)} Q ${n(cx + r * 1.6)} ${n(base - r * 0.05)} ${n(cx + r * 1.7)} ${n(base + m * 0.04)} L ${n(cx + r * 0.6)} ${n(base + m * 0.04)} Z" fill="${dark}"/>
    <path d="M ${n(cx)} ${n(base - r)} L ${n(cx)} ${n(base)}" stroke="${dark}" stroke-width="2"/>
    <circle cx="${n(cx)}" cy="${n(base - r)}" r="${n(m * 0.02)}" fill="${dark}"/>
    <path d="M ${n(cx - r * 0.6)} ${n(base - r * 0.35)} q ${n(r * 0.3)} ${n(-r * 0.3)} ${n(r * 0.6)} ${n(-r * 0.2)}" stroke="${light}" stroke-width="${n(m * 0.02)}" fill="none" stroke-linecap="round"/>`;
};

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.45;
    return `${n(x + d * Math.cos(a))},${n(y + d * Math.sin(a))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#fff" stroke-width="${n(r * 0.12)}" stroke-linejoin="round"/>`;
};

const stickers: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark, light, accent } = colours(hue);
  const sheet = { w: m * 0.52, h: m * 0.6 };
  const x = cx - sheet.w / 2;
  const y = floor - sheet.h;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(sheet.w)}" height="${n(sheet.h)}" rx="${n(m * 0.02)}" fill="#fff" stroke="${dark}" stroke-width="2"/>
    <circle cx="${n(x + sheet.w * 0.3)}" cy="${n(y + sheet.h * 0.27)}" r="${n(m * 0.08)}" fill="${body}" stroke="#fff" stroke-width="4"/>
    ${star(x + sheet.w * 0.7, y + sheet.h * 0.3, m * 0.1, accent)}
    <path d="M ${n(x + sheet.w * 0.5)} ${n(y + sheet.h * 0.82)} c ${n(-m * 0.16)} ${n(-m * 0.1)} ${n(-m * 0.1)} ${n(-m * 0.22)} 0 ${n(-m * 0.14)} c ${n(m * 0.1)} ${n(-m * 0.08)} ${n(m * 0.16)} ${n(m * 0.04)} 0 ${n(m * 0.14)} Z" fill="${light}" stroke="#fff" stroke-width="4"/>`;
};

const screens: Draw = ({ cx, floor, m, hue }) => {
  const phone = (x: number, w: number, h: number, shade: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${n(x + w / 2)} ${n(floor)})"><rect x="${n(x)}" y="${n(floor - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.14)}" fill="#1b1d26"/>
      <rect x="${n(x + w * 0.07)}" y="${n(floor - h + w * 0.12)}" width="${n(w * 0.86)}" height="${n(h - w * 0.24)}" rx="${n(w * 0.06)}" fill="${hsl(hue + shade, 70, 58)}"/>
      <circle cx="${n(x + w * 0.5)}" cy="${n(floor - h * 0.6)}" r="${n(w * 0.22)}" fill="${hsl(hue + shade + 40, 90, 80)}"/></g>`;
  const w = m * 0.22;
  const h = m * 0.44;
  return `${phone(cx - w * 1.5, w, h * 0.9, 60, -8)}${phone(cx + w * 0.5, w, h * 0.9, 120, 8)}${phone(cx - w / 2, w, h, 0, 0)}`;
};

const documentArt: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark, light } = colours(hue);
  const w = m * 0.44;
  const h = m * 0.58;
  const x = cx - w / 2;
  const y = floor - h;
  const fold = m * 0.1;
  const lines = [0.42, 0.52, 0.62, 0.72]
    .map((f, i) => `<rect x="${n(x + w * 0.14)}" y="${n(y + h * f)}" width="${n(w * (i % 2 ? 0.55 : 0.72))}" height="${n(m * 0.02)}" rx="2" fill="${light}"/>`)
    .join('');
  return `<path d="M ${n(x)} ${n(y)} L ${n(x + w - fold)} ${n(y)} L ${n(x + w)} ${n(y + fold)} L ${n(x + w)} ${n(floor)} L ${n(x)} ${n(floor)} Z" fill="#fff" stroke="${dark}" stroke-width="2"/>
    <path d="M ${n(x + w - fold)} ${n(y)} L ${n(x + w - fold)} ${n(y + fold)} L ${n(x + w)} ${n(y + fold)}" fill="${light}" stroke="${dark}" stroke-width="2"/>
    <rect x="${n(x + w * 0.14)}" y="${n(y + h * 0.12)}" width="${n(w * 0.3)}" height="${n(h * 0.2)}" rx="4" fill="${body}"/>
    <path d="M ${n(x + w * 0.52)} ${n(y + h * 0.22)} l ${n(w * 0.1)} ${n(-h * 0.08)} l ${n(w * 0.1)} ${n(h * 0.08)} l ${n(w * 0.1)} ${n(-h * 0.08)}" stroke="${body}" stroke-width="4" fill="none" stroke-linecap="round"/>${lines}`;
};

const sliders: Draw = ({ cx, floor, m, hue }) => {
  const { dark, accent } = colours(hue);
  const w = m * 0.56;
  const h = m * 0.46;
  const x = cx - w / 2;
  const y = floor - h;
  const knobs = [0.3, 0.7, 0.45]
    .map((f, i) => {
      const ly = y + h * (0.25 + i * 0.25);
      return `<rect x="${n(x + w * 0.1)}" y="${n(ly - 2)}" width="${n(w * 0.8)}" height="4" rx="2" fill="#fff" fill-opacity="0.6"/>
        <circle cx="${n(x + w * (0.1 + 0.8 * f))}" cy="${n(ly)}" r="${n(m * 0.035)}" fill="${hsl(hue + i * 70, 80, 60)}" stroke="#fff" stroke-width="3"/>`;
    })
    .join('');
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(m * 0.03)}" fill="${dark}"/>${knobs}
    <rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(m * 0.04)}" rx="${n(m * 0.02)}" fill="${accent}"/>`;
};

const record: Draw = ({ cx, floor, m, hue }) => {
  const { body, light } = colours(hue);
  const sleeve = m * 0.5;
  const x = cx - sleeve * 0.7;
  const y = floor - sleeve;
  const rx = cx + sleeve * 0.05;
  const ry = y + sleeve / 2;
  const r = sleeve * 0.46;
  return `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(r)}" fill="#15161c"/>
    <circle cx="${n(rx)}" cy="${n(ry)}" r="${n(r * 0.75)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
    <circle cx="${n(rx)}" cy="${n(ry)}" r="${n(r * 0.55)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
    <circle cx="${n(rx)}" cy="${n(ry)}" r="${n(r * 0.3)}" fill="${light}"/><circle cx="${n(rx)}" cy="${n(ry)}" r="${n(r * 0.05)}" fill="#15161c"/>
    <rect x="${n(x)}" y="${n(y)}" width="${n(sleeve)}" height="${n(sleeve)}" fill="${body}"/>
    <circle cx="${n(x + sleeve / 2)}" cy="${n(y + sleeve / 2)}" r="${n(sleeve * 0.28)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(m * 0.015)}"/>
    <path d="M ${n(x + sleeve * 0.44)} ${n(y + sleeve * 0.38)} l ${n(sleeve * 0.16)} ${n(sleeve * 0.12)} l ${n(-sleeve * 0.16)} ${n(sleeve * 0.12)} Z" fill="#fff"/>`;
};

const box: Draw = ({ cx, floor, m, hue }) => {
  const { body, dark, light } = colours(hue);
  const s = m * 0.34;
  const top = floor - s * 1.15;
  return `<path d="M ${n(cx - s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top + s * 0.6)} L ${n(cx)} ${n(floor)} L ${n(cx - s)} ${n(floor - s * 0.3)} Z" fill="${body}"/>
    <path d="M ${n(cx + s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top + s * 0.6)} L ${n(cx)} ${n(floor)} L ${n(cx + s)} ${n(floor - s * 0.3)} Z" fill="${dark}"/>
    <path d="M ${n(cx - s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top)} L ${n(cx + s)} ${n(top + s * 0.3)} L ${n(cx)} ${n(top + s * 0.6)} Z" fill="${light}"/>`;
};

const DRAW: Record<ProductObject, Draw> = {
  poster,
  shirt: garment(false),
  hoodie: garment(true),
  book,
  mug,
  tote,
  cap,
  stickers,
  screens,
  document: documentArt,
  sliders,
  record,
  box,
};

/** The product's object standing on the floor line, marked with what it is. */
export function productArt(name: string, canvas: Canvas): string {
  const object = productObjectOf(name);
  return `<g data-object="${object}">${DRAW[object](canvas)}</g>`;
}
