import type { ByteRange } from './types';

export type RangeResult =
  /** No usable Range header (absent, another unit, malformed, or several ranges): send the whole file. */
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * RFC 9110 single byte ranges: `bytes=a-b`, `bytes=a-`, `bytes=-n`. An end past the file is clamped, however
 * many digits it has; a start at or past the end of the file (however many digits), `-0`, or any range of an
 * empty file is unsatisfiable (416).
 * Malformed headers are ignored, as the RFC allows; multi-range requests get the full body.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return { kind: 'full' };
  const spec = match[1].trim();
  if (spec.includes(',')) return { kind: 'full' };
  const parts = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '')) return { kind: 'full' };
  if (parts[1] === '') {
    const suffix = Number(parts[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  // Digits past what a number holds are still a position past the end of any file (start) or to be clamped (end).
  const start = Number(parts[1]);
  const end = parts[2] === '' ? size - 1 : Number(parts[2]);
  if (parts[2] !== '' && end < start) return { kind: 'full' };
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/** True when an If-None-Match header matches the etag (weak comparison, as RFC 9110 asks for GET/HEAD). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const mine = strip(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || strip(t) === mine);
}

/** HTTP dates have whole seconds. */
function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The conditional-GET decision: true when the client's copy is current (answer 304). */
export function isNotModified(headers: { 'if-none-match'?: string; 'if-modified-since'?: string }, etag: string, modifiedAt: Date): boolean {
  const inm = headers['if-none-match'];
  if (inm) return etagMatches(inm, etag);
  const ims = headers['if-modified-since'];
  if (ims) {
    const since = Date.parse(ims);
    if (!Number.isNaN(since)) return seconds(modifiedAt) <= Math.floor(since / 1000);
  }
  return false;
}

/** If-Range: the range is honoured only while the client's validator still names this version (strong comparison). */
export function ifRangeAllows(ifRange: string | undefined, etag: string, modifiedAt: Date): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !value.startsWith('W/') && value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(modifiedAt);
}
