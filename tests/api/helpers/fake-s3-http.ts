import { createHash } from 'node:crypto';
import type http from 'node:http';
import { crc32 } from 'node:zlib';

/** The wire details the fake S3's handlers share (fake-s3.ts, fake-s3-multipart.ts): XML, etags, payload checks. */

export interface FakeObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** User metadata, the x-amz-meta-* headers without their prefix. */
  metadata?: Record<string, string>;
  /** The x-amz-tagging header it was stored with (e.g. "Tus-Completed=false"). */
  tagging?: string;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

const XML_NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function xmlUnescape(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex?: string, dec?: string, name?: string) =>
    name ? XML_NAMED[name.toLowerCase()] : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)),
  );
}

/** The raw contents of every <tag>...</tag> in a request body (enough for the simple bodies S3 clients send). */
export function xmlElements(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);
}

/** The text of the first <tag>...</tag>, unescaped. */
export function xmlText(xml: string, tag: string): string | undefined {
  const [raw] = xmlElements(xml, tag);
  return raw === undefined ? undefined : xmlUnescape(raw);
}

/** `<Name>value</Name>` for each entry, escaped; undefined entries are left out. */
export function xmlFields(fields: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<${name}>${xmlEscape(String(value))}</${name}>`)
    .join('');
}

export function sendXml(res: http.ServerResponse, status: number, root: string, inner: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function xmlError(res: http.ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${xmlFields({ Code: code, Message: message })}</Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function md5Etag(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

/** S3's etag of a completed multipart upload: the md5 of the parts' md5s (as bytes), then "-" and the part count. */
export function multipartEtag(partEtags: string[]): string {
  const digests = partEtags.map((etag) => Buffer.from(etag.replace(/"/g, ''), 'hex'));
  return `"${createHash('md5').update(Buffer.concat(digests)).digest('hex')}-${partEtags.length}"`;
}

/** S3's order of keys: by their UTF-8 bytes. */
export function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** The page size a max-keys / max-parts / max-uploads parameter asks for: S3 gives at most 1,000. */
export function pageSize(param: string | null): number {
  const asked = param === null ? NaN : Number(param);
  return Number.isInteger(asked) && asked >= 0 ? Math.min(asked, 1000) : 1000;
}

/** Whole seconds, as S3's Last-Modified has. */
export function now(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** The user metadata in a request's x-amz-meta-* headers. */
export function userMetadata(headers: http.IncomingHttpHeaders): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name.slice('x-amz-meta-'.length)] = value;
  }
  return metadata;
}

export function objectHeaders(object: FakeObject): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  };
  for (const [name, value] of Object.entries(object.metadata ?? {})) headers[`x-amz-meta-${name}`] = value;
  return headers;
}

/**
 * Why a request body would be refused, as [status, code, message], or null when it is fine. Like several
 * S3-compatible stores this fake does not decode aws-chunked bodies (the site's clients are set up not to send
 * them); it wants a Content-Length, and checks the checksums a client sent (Content-MD5, CRC32, a signed SHA-256).
 */
export function payloadProblem(req: http.IncomingMessage, body: Buffer): [number, string, string] | null {
  const { headers } = req;
  if (/aws-chunked/.test(headers['content-encoding'] ?? '')) return [400, 'NotImplemented', 'aws-chunked uploads are not supported by this store'];
  const declared = Number(headers['content-length']);
  if (!Number.isFinite(declared) || declared !== body.length) return [411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.'];
  if (headers['content-md5'] && headers['content-md5'] !== createHash('md5').update(body).digest('base64')) {
    return [400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.'];
  }
  const crc = headers['x-amz-checksum-crc32'];
  if (typeof crc === 'string') {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(body));
    if (crc !== actual.toString('base64')) return [400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.'];
  }
  const sha256 = headers['x-amz-content-sha256'];
  if (typeof sha256 === 'string' && /^[0-9a-f]{64}$/.test(sha256) && sha256 !== createHash('sha256').update(body).digest('hex')) {
    return [400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed."];
  }
  return null;
}
