import path from 'node:path';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.heic': 'image/heic',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.ogv': 'video/ogg',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.epub': 'application/epub+zip',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.vtt': 'text/vtt; charset=utf-8',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The content type of a key's extension, or application/octet-stream. */
export function contentTypeOf(key: string): string {
  return TYPES[path.posix.extname(key).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}

/** The usual extension (with dot) for a content type, or '' when unknown. */
export function extensionOf(contentType: string): string {
  const base = contentType.split(';')[0].trim().toLowerCase();
  if (base === 'image/jpeg') return '.jpg';
  if (base === 'video/mp4') return '.mp4';
  for (const [ext, type] of Object.entries(TYPES)) if (type.split(';')[0] === base) return ext;
  return '';
}
