import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeObject>;
  /** Every request received: method, decoded key and the headers that matter to the tests. */
  requests: Array<{ method: string; key: string; range?: string; authorization?: string; contentEncoding?: string }>;
  close(): Promise<void>;
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function objectHeaders(object: FakeObject): http.OutgoingHttpHeaders {
  return {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  };
}

/**
 * A tiny S3 look-alike on 127.0.0.1 for tests, path-style (http://host/bucket/key): PutObject, GetObject (with a
 * single Range), HeadObject and DeleteObject. It insists on a SigV4 Authorization header but does not check it.
 */
export async function startFakeS3(bucket = 'limelight-test'): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3['requests'] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    requests.push({
      method,
      key,
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
      if (!key) return xmlError(res, 501, 'NotImplemented', 'Bucket operations are not implemented');
      const object = objects.get(key);

      if (method === 'PUT') {
        if (req.headers['x-amz-copy-source']) return xmlError(res, 501, 'NotImplemented', 'CopyObject is not implemented');
        if (/aws-chunked/.test(req.headers['content-encoding'] ?? '')) {
          return xmlError(res, 400, 'NotImplemented', 'aws-chunked uploads are not supported by this store');
        }
        const body = Buffer.concat(chunks);
        const declared = Number(req.headers['content-length']);
        if (!Number.isFinite(declared) || declared !== body.length) {
          return xmlError(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
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
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
