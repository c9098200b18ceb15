import { IMAGE_WIDTHS, imageSrcSet, isImageWidth } from '../../../lib/image-widths';

describe('responsive picture URLs', () => {
  it('lists the copies of a public picture at the given widths', () => {
    expect(imageSrcSet('/api/files/public/thumbs/a.webp', [320, 640])).toBe(
      '/api/files/public/thumbs/a.webp?w=320 320w, /api/files/public/thumbs/a.webp?w=640 640w',
    );
    expect(imageSrcSet('/api/files/public/avatars/b.JPG', [160])).toBe('/api/files/public/avatars/b.JPG?w=160 160w');
  });

  it('offers no copies of what the server does not resize', () => {
    for (const src of [
      '/logo.svg',
      '/no-avatar.png',
      '/api/files/public/a.gif',
      '/api/files/public/teasers/a.mp4',
      'https://cdn.example/a.webp',
      '/api/files/public/a.webp?v=2',
      '/api/files/protected/a.webp',
    ]) {
      expect(imageSrcSet(src, [320])).toBeUndefined();
    }
  });

  it('knows its widths and nothing else', () => {
    expect(IMAGE_WIDTHS.every(isImageWidth)).toBe(true);
    for (const width of [0, 100, 500, 2000, Number.NaN, Infinity]) expect(isImageWidth(width)).toBe(false);
  });
});
