import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  compareKeys,
  md5Etag,
  now,
  objectHeaders,
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
import { handleMultipart, isMultipartRequest, listMultipartUploads, type FakeUpload } from './fake-s3-multipart';

export type { FakeObject } from './fake-s3-http';
export type { FakePart, FakeUpload } from './fake-s3-multipart';

export interface FakeS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeObject>;
  /** Multipart uploads in progress (neither completed nor aborted), by upload id. */
  uploads: Map<string, FakeUpload>;
  /**
   * Every request received: method, decoded key ("" for the bucket's own calls), query string (without "?") and the
   * headers that matter to the tests.
   */
  requests: Array<{ method: string; key: string; query: string; range?: string; authorization?: string; contentEncoding?: string }>;
  close(): Promise<void>;
}

/** ListObjectsV2 (`GET /bucket?list-type=2`): by key, with prefix, start-after, max-keys and continuation tokens. */
function listObjects(res: http.ServerResponse, url: URL, bucket: string, objects: Map<string, FakeObject>): void {
  const params = url.searchParams;
  if (params.has('delimiter')) return xmlError(res, 501, 'NotImplemented', 'Listing with a delimiter is not implemented');
  const prefix = params.get('prefix') ?? '';
  const token = params.get('continuation-token');
  // The token is the last key of the previous page.
  const after = token !== null ? Buffer.from(token, 'base64url').toString() : (params.get('start-after') ?? '');
  const maxKeys = pageSize(params.get('max-keys'));
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && compareKeys(key, after) > 0).sort(compareKeys);
  const page = keys.slice(0, maxKeys);
  const truncated = page.length > 0 && keys.length > page.length;
  const fields = xmlFields({
    Name: bucket,
    Prefix: prefix,
    KeyCount: page.length,
    MaxKeys: maxKeys,
    IsTruncated: truncated,
    ContinuationToken: token ?? undefined,
    NextContinuationToken: truncated ? Buffer.from(page.at(-1)!).toString('base64url') : undefined,
    StartAfter: params.get('start-after') ?? undefined,
  });
  const contents = page.map((key) => {
    const object = objects.get(key)!;
    const entry = { Key: key, LastModified: object.lastModified.toISOString(), ETag: object.etag, Size: object.body.length, StorageClass: 'STANDARD' };
    return `<Contents>${xmlFields(entry)}</Contents>`;
  });
  sendXml(res, 200, 'ListBucketResult', fields + contents.join(''));
}

/** DeleteObjects (`POST /bucket?delete`): up to 1,000 keys; a missing key counts as deleted, as in S3. */
function deleteObjects(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, objects: Map<string, FakeObject>): void {
  const problem = payloadProblem(req, body);
  if (problem) return xmlError(res, ...problem);
  const xml = body.toString('utf8');
  const keys = xmlElements(xml, 'Object').map((object) => xmlText(object, 'Key'));
  if (!keys.length || keys.length > 1000 || keys.some((key) => !key)) {
    return xmlError(res, 400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
  }
  for (const key of keys) objects.delete(key!);
  const quiet = xmlText(xml, 'Quiet') === 'true';
  sendXml(res, 200, 'DeleteResult', quiet ? '' : keys.map((key) => `<Deleted>${xmlFields({ Key: key })}</Deleted>`).join(''));
}

/**
 * A tiny S3 look-alike on 127.0.0.1 for tests, path-style (http://host/bucket/key). Objects: PutObject (with
 * x-amz-meta-* metadata), GetObject (with a single Range), HeadObject, DeleteObject. The bucket: ListObjectsV2,
 * DeleteObjects, ListMultipartUploads. Multipart uploads (fake-s3-multipart.ts): CreateMultipartUpload, UploadPart,
 * ListParts, CompleteMultipartUpload, AbortMultipartUpload. It insists on a SigV4 Authorization header but does not
 * check it; it checks the payload checksums a client sends, and refuses aws-chunked bodies (see payloadProblem).
 */
export async function startFakeS3(bucket = 'limelight-test'): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const uploads = new Map<string, FakeUpload>();
  const requests: FakeS3['requests'] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    requests.push({
      method,
      key,
      query: url.search.slice(1),
      range: req.headers.range,
      authorization: req.headers.authorization,
      contentEncoding: req.headers['content-encoding'],
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
        return xmlError(res, 403, 'AccessDenied', 'Missing SigV4 authorization');
      }
      if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const body = Buffer.concat(chunks);

      if (!key) {
        if (method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(res, url, bucket, objects);
        if (method === 'GET' && url.searchParams.has('uploads')) return listMultipartUploads(res, url, bucket, uploads);
        if (method === 'POST' && url.searchParams.has('delete')) return deleteObjects(req, res, body, objects);
        return xmlError(res, 501, 'NotImplemented', 'This bucket operation is not implemented');
      }
      if (isMultipartRequest(method, url)) return handleMultipart({ req, res, url, bucket, key, body, objects, uploads });
      const object = objects.get(key);

      if (method === 'PUT') {
        if (req.headers['x-amz-copy-source']) return xmlError(res, 501, 'NotImplemented', 'CopyObject is not implemented');
        const problem = payloadProblem(req, body);
        if (problem) return xmlError(res, ...problem);
        const etag = md5Etag(body);
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
          lastModified: now(),
          metadata: userMetadata(req.headers),
          tagging: req.headers['x-amz-tagging'] as string | undefined,
        });
        res.writeHead(200, { etag, 'content-length': 0 });
        return res.end();
      }

      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }

      if (method === 'HEAD') {
        if (!object) {
          res.writeHead(404);
          return res.end();
        }
        res.writeHead(200, { ...objectHeaders(object), 'content-length': object.body.length });
        return res.end();
      }

      if (method === 'GET') {
        if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        const size = object.body.length;
        const range = req.headers.range ? /^bytes=(\d+)-(\d*)$/.exec(req.headers.range) : null;
        if (req.headers.range && !range) return xmlError(res, 501, 'NotImplemented', 'Only bytes=a-b ranges are implemented');
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(range[2] === '' ? size - 1 : Number(range[2]), size - 1);
          if (start >= size) return xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
          res.writeHead(206, {
            ...objectHeaders(object),
            'content-range': `bytes ${start}-${end}/${size}`,
            'content-length': end - start + 1,
          });
          return res.end(object.body.subarray(start, end + 1));
        }
        res.writeHead(200, { ...objectHeaders(object), 'content-length': size });
        return res.end(object.body);
      }

      return xmlError(res, 405, 'MethodNotAllowed', `${method} is not allowed`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    uploads,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
