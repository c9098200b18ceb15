import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import {
  compareKeys,
  md5Etag,
  multipartEtag,
  now,
  pageSize,
  payloadProblem,
  sendXml,
  userMetadata,
  xmlElements,
  xmlError,
  xmlFields,
  xmlText,
  type FakeObject,
} from './fake-s3-http';

/** The fake S3's multipart uploads, as @tus/s3-store uses them (see fake-s3.ts). */

export interface FakePart {
  body: Buffer;
  etag: string;
  lastModified: Date;
}

export interface FakeUpload {
  key: string;
  uploadId: string;
  initiated: Date;
  /** What the completed object gets: CreateMultipartUpload's Content-Type, x-amz-meta-* and x-amz-tagging. */
  contentType: string;
  metadata: Record<string, string>;
  tagging?: string;
  parts: Map<number, FakePart>;
}

export interface MultipartRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  bucket: string;
  key: string;
  body: Buffer;
  objects: Map<string, FakeObject>;
  uploads: Map<string, FakeUpload>;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

/** Whether a request on an object is a multipart call: `POST ?uploads` or anything with an uploadId. */
export function isMultipartRequest(method: string, url: URL): boolean {
  return url.searchParams.has('uploadId') || (method === 'POST' && url.searchParams.has('uploads'));
}

/** CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload and AbortMultipartUpload. */
export function handleMultipart(request: MultipartRequest): void {
  const { req, res, url, key, uploads } = request;
  if (req.method === 'POST' && url.searchParams.has('uploads')) return createUpload(request);
  const upload = uploads.get(url.searchParams.get('uploadId') ?? '');
  if (!upload || upload.key !== key) {
    return xmlError(
      res,
      404,
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    );
  }
  if (req.method === 'PUT') return uploadPart(request, upload);
  if (req.method === 'GET') return listParts(request, upload);
  if (req.method === 'POST') return completeUpload(request, upload);
  if (req.method === 'DELETE') {
    uploads.delete(upload.uploadId);
    res.writeHead(204);
    res.end();
    return;
  }
  return xmlError(res, 405, 'MethodNotAllowed', `${req.method} is not allowed on an upload`);
}

function createUpload({ req, res, bucket, key, uploads }: MultipartRequest): void {
  const uploadId = randomBytes(24).toString('base64url');
  uploads.set(uploadId, {
    key,
    uploadId,
    initiated: new Date(),
    contentType: req.headers['content-type'] ?? 'binary/octet-stream',
    metadata: userMetadata(req.headers),
    tagging: req.headers['x-amz-tagging'] as string | undefined,
    parts: new Map(),
  });
  sendXml(res, 200, 'InitiateMultipartUploadResult', xmlFields({ Bucket: bucket, Key: key, UploadId: uploadId }));
}

function uploadPart({ req, res, url, body }: MultipartRequest, upload: FakeUpload): void {
  if (req.headers['x-amz-copy-source']) return xmlError(res, 501, 'NotImplemented', 'UploadPartCopy is not implemented');
  const partNumber = Number(url.searchParams.get('partNumber'));
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
    return xmlError(res, 400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive');
  }
  const problem = payloadProblem(req, body);
  if (problem) return xmlError(res, ...problem);
  const etag = md5Etag(body);
  upload.parts.set(partNumber, { body, etag, lastModified: now() });
  res.writeHead(200, { etag, 'content-length': 0 });
  res.end();
}

function listParts({ res, url, bucket, key }: MultipartRequest, upload: FakeUpload): void {
  const marker = Number(url.searchParams.get('part-number-marker') ?? 0) || 0;
  const maxParts = pageSize(url.searchParams.get('max-parts'));
  const after = [...upload.parts].filter(([n]) => n > marker).sort(([a], [b]) => a - b);
  const page = after.slice(0, maxParts);
  const truncated = page.length > 0 && after.length > page.length;
  const fields = xmlFields({
    Bucket: bucket,
    Key: key,
    UploadId: upload.uploadId,
    PartNumberMarker: marker,
    NextPartNumberMarker: page.at(-1)?.[0],
    MaxParts: maxParts,
    IsTruncated: truncated,
    StorageClass: 'STANDARD',
  });
  const parts = page.map(
    ([n, part]) => `<Part>${xmlFields({ PartNumber: n, LastModified: part.lastModified.toISOString(), ETag: part.etag, Size: part.body.length })}</Part>`,
  );
  sendXml(res, 200, 'ListPartsResult', fields + parts.join(''));
}

/** The object is the listed parts, in order; S3 wants them ascending, as uploaded, and all but the last >= 5 MiB. */
function completeUpload({ req, res, bucket, key, body, objects, uploads }: MultipartRequest, upload: FakeUpload): void {
  const problem = payloadProblem(req, body);
  if (problem) return xmlError(res, ...problem);
  const listed = xmlElements(body.toString('utf8'), 'Part').map((xml) => ({
    partNumber: Number(xmlText(xml, 'PartNumber')),
    etag: (xmlText(xml, 'ETag') ?? '').replace(/"/g, ''),
  }));
  if (!listed.length) return xmlError(res, 400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
  if (listed.some(({ partNumber }, i) => i > 0 && partNumber <= listed[i - 1].partNumber)) {
    return xmlError(res, 400, 'InvalidPartOrder', 'The list of parts was not in ascending order. Parts must be ordered by part number.');
  }
  const parts: FakePart[] = [];
  for (const [i, { partNumber, etag }] of listed.entries()) {
    const part = upload.parts.get(partNumber);
    if (!part || part.etag.replace(/"/g, '') !== etag) {
      return xmlError(res, 400, 'InvalidPart', `Part ${partNumber} could not be found, or its entity tag did not match.`);
    }
    if (i < listed.length - 1 && part.body.length < MIN_PART_SIZE) {
      return xmlError(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
    }
    parts.push(part);
  }
  const object: FakeObject = {
    body: Buffer.concat(parts.map((part) => part.body)),
    contentType: upload.contentType,
    etag: multipartEtag(parts.map((part) => part.etag)),
    lastModified: now(),
    metadata: upload.metadata,
    tagging: upload.tagging,
  };
  objects.set(key, object);
  uploads.delete(upload.uploadId);
  const location = `http://${req.headers.host}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  sendXml(res, 200, 'CompleteMultipartUploadResult', xmlFields({ Location: location, Bucket: bucket, Key: key, ETag: object.etag }));
}

/** ListMultipartUploads (`GET /bucket?uploads`): by key, then oldest first; prefix, key-marker/upload-id-marker and max-uploads. */
export function listMultipartUploads(res: http.ServerResponse, url: URL, bucket: string, uploads: Map<string, FakeUpload>): void {
  const params = url.searchParams;
  if (params.has('delimiter')) return xmlError(res, 501, 'NotImplemented', 'Listing uploads with a delimiter is not implemented');
  const prefix = params.get('prefix') ?? '';
  const keyMarker = params.get('key-marker') ?? '';
  const uploadIdMarker = params.get('upload-id-marker') ?? '';
  const maxUploads = pageSize(params.get('max-uploads'));
  // A Map keeps insertion order, so a stable sort by key leaves each key's uploads oldest first.
  const all = [...uploads.values()].filter((u) => u.key.startsWith(prefix)).sort((a, b) => compareKeys(a.key, b.key));
  let start = 0;
  if (keyMarker) {
    const marked = uploadIdMarker ? all.findIndex((u) => u.key === keyMarker && u.uploadId === uploadIdMarker) : -1;
    start = marked >= 0 ? marked + 1 : all.findIndex((u) => compareKeys(u.key, keyMarker) > 0);
    if (start < 0) start = all.length;
  }
  const page = all.slice(start, start + maxUploads);
  const truncated = page.length > 0 && start + page.length < all.length;
  const fields = xmlFields({
    Bucket: bucket,
    KeyMarker: keyMarker,
    UploadIdMarker: uploadIdMarker,
    NextKeyMarker: truncated ? page.at(-1)!.key : undefined,
    NextUploadIdMarker: truncated ? page.at(-1)!.uploadId : undefined,
    Prefix: prefix,
    MaxUploads: maxUploads,
    IsTruncated: truncated,
  });
  const entries = page.map(
    (u) => `<Upload>${xmlFields({ Key: u.key, UploadId: u.uploadId, Initiated: u.initiated.toISOString(), StorageClass: 'STANDARD' })}</Upload>`,
  );
  sendXml(res, 200, 'ListMultipartUploadsResult', fields + entries.join(''));
}
