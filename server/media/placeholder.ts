import { FONT_FAMILY, escapeXml, fitFontSize, hashString, rasterize, truncate, type RasterFormat } from './svg';

export interface PlaceholderOptions {
  width?: number;
  height?: number;
  title?: string;
  /** 0-359; default: derived from the title. */
  hue?: number;
  format?: RasterFormat;
}

/**
 * The fallback picture for a video whose frame cannot be taken (no ffmpeg): a colour gradient, a play
 * button and the title. JPEG by default, 1280x720.
 */
export async function renderPlaceholderImage(options: PlaceholderOptions = {}): Promise<Buffer> {
  const width = Math.round(options.width ?? 1280);
  const height = Math.round(options.height ?? 720);
  const title = truncate((options.title ?? '').trim() || 'Video', 48);
  const hue = (((options.hue ?? hashString(title) % 360) % 360) + 360) % 360;
  const min = Math.min(width, height);
  const r = min * 0.12;
  const cx = width / 2;
  const cy = height * 0.44;
  const fontSize = fitFontSize(title, width * 0.86, Math.round(min * 0.09));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},62%,42%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,18%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.44" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.85" stroke-width="${Math.max(2, r * 0.06)}"/>
  <path d="M ${cx - r * 0.3} ${cy - r * 0.45} L ${cx + r * 0.5} ${cy} L ${cx - r * 0.3} ${cy + r * 0.45} Z" fill="#fff"/>
  <text x="${cx}" y="${height * 0.78}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="bold" font-size="${fontSize}" fill="#fff">${escapeXml(title)}</text>
</svg>`;
  return rasterize(svg, options.format ?? 'jpeg');
}
