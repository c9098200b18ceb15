import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
// Upload is @tus/utils' class; @tus/server, which the site depends on, re-exports it.
import { Upload } from '@tus/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler, registerJsonNotFound } from '../../server/http/error-handler';
import { registerValidators } from '../../server/http/validator';
import { createUploadStore } from '../../server/modules/uploads/tus-store';
import { FileNotFoundError, InvalidFileKeyError, createFileStorage, fileRoutes, signFileUrl, storageConfigFromEnv } from '../../server/storage';
import type { S3StorageConfig } from '../../server/storage/config';
import { S3FileStorage } from '../../server/storage/s3';
import { startFakeS3, type FakeObject, type FakeS3 } from './helpers/fake-s3';

const SECRET = 'test-secret-0123456789abcdef';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let s3: FakeS3;
let s3Config: S3StorageConfig;
let storage: S3FileStorage;
beforeAll(async () => {
  s3 = await startFakeS3('limelight-media');
  // Built from environment variables exactly as the server does.
  const config = storageConfigFromEnv({
    S3_BUCKET: 'limelight-media',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
  });
  s3Config = config.s3!;
  const created = createFileStorage({ dataDir: '/nonexistent', s3: s3Config });
  expect(created).toBeInstanceOf(S3FileStorage);
  storage = created as S3FileStorage;
});
afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

describe('S3FileStorage against an S3-compatible server', () => {
  it('puts a buffer (path-style, signed with the configured keys) and reads it back whole and by range', async () => {
    const bytes = randomBytes(4096);
    const put = await storage.put('protected/videos/a.mp4', bytes);
    expect(put).toMatchObject({ key: 'protected/videos/a.mp4', size: 4096, contentType: 'video/mp4' });
    expect(put.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(s3.objects.get('protected/videos/a.mp4')!.body.equals(bytes)).toBe(true);
    expect(s3.objects.get('protected/videos/a.mp4')!.contentType).toBe('video/mp4');
    const putRequest = s3.requests.find((r) => r.method === 'PUT')!;
    expect(putRequest.authorization).toMatch(/Credential=test-access-key\/\d{8}\/eu-central-1\/s3\/aws4_request/);
    expect(putRequest.contentEncoding ?? '').not.toMatch(/aws-chunked/);

    expect((await readAll(await storage.read('protected/videos/a.mp4'))).equals(bytes)).toBe(true);
    const part = await readAll(await storage.read('protected/videos/a.mp4', { start: 100, end: 199 }));
    expect(part.equals(bytes.subarray(100, 200))).toBe(true);
    expect(s3.requests.filter((r) => r.method === 'GET').map((r) => r.range)).toEqual([undefined, 'bytes=100-199']);
  });

  it('stats, checks and deletes objects; a missing object is null / FileNotFoundError', async () => {
    await storage.put('public/avatars/x.webp', Buffer.from('webp-bytes'));
    const stat = await storage.stat('public/avatars/x.webp');
    expect(stat).toMatchObject({ size: 10, contentType: 'image/webp', etag: s3.objects.get('public/avatars/x.webp')!.etag });
    expect(stat!.modifiedAt).toBeInstanceOf(Date);
    expect(await storage.exists('public/avatars/x.webp')).toBe(true);

    await storage.delete('public/avatars/x.webp');
    expect(await storage.stat('public/avatars/x.webp')).toBeNull();
    expect(await storage.exists('public/avatars/x.webp')).toBe(false);
    await expect(storage.read('public/avatars/x.webp')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.delete('public/avatars/x.webp')).resolves.toBeUndefined();
  });

  it('uploads a stream of unknown length, and one of known length, with their content types', async () => {
    const chunks = [randomBytes(70_000), randomBytes(50_000)];
    const put = await storage.put('protected/products/pack.zip', Readable.from(chunks), { contentType: 'application/zip' });
    expect(put.size).toBe(120_000);
    expect(s3.objects.get('protected/products/pack.zip')!.body.equals(Buffer.concat(chunks))).toBe(true);
    expect((await storage.stat('protected/products/pack.zip'))!.contentType).toBe('application/zip');

    const known = await storage.put('protected/products/known.bin', Readable.from([Buffer.from('abc'), Buffer.from('def')]), { contentLength: 6 });
    expect(known.size).toBe(6);
    expect(s3.objects.get('protected/products/known.bin')!.body.toString()).toBe('abcdef');
  });

  it('deletes a folder of more than one listing page, and nothing beside it', async () => {
    const tiny = (text: string): FakeObject => ({ body: Buffer.from(text), contentType: 'text/plain', etag: '"0"', lastModified: new Date() });
    // 1,204 keys: more than the 1,000 one ListObjectsV2 page (and one DeleteObjects call) holds.
    for (let i = 0; i < 1200; i++) s3.objects.set(`protected/bulk/${i}.txt`, tiny(String(i)));
    for (const key of ['protected/bulk/a & b <c>.txt', 'protected/bulk/é "quoted".txt', 'protected/bulk/deep/er/x.txt']) s3.objects.set(key, tiny(key));
    await storage.put('protected/bulk/put.txt', Buffer.from('put'));
    const beside = ['protected/bulk-kept/a.txt', 'protected/bulk.txt', 'protected/other/bulk/b.txt'];
    for (const key of beside) s3.objects.set(key, tiny(key));
    expect([...s3.objects.keys()].filter((key) => key.startsWith('protected/bulk/'))).toHaveLength(1204);

    s3.requests.length = 0;
    await storage.deleteFolder('protected/bulk/');
    expect([...s3.objects.keys()].filter((key) => key.startsWith('protected/bulk/'))).toEqual([]);
    for (const key of beside) expect(s3.objects.has(key)).toBe(true);
    // Two pages (1,000 keys, then 204), each deleted with one DeleteObjects call.
    const calls = s3.requests.map(({ method, key, query }) => {
      const params = new URLSearchParams(query);
      if (method === 'GET' && !key && params.get('list-type') === '2') {
        return `ListObjectsV2 ${params.get('prefix')}${params.has('continuation-token') ? ' (next page)' : ''}`;
      }
      return method === 'POST' && !key && params.has('delete') ? 'DeleteObjects' : `${method} ${key}`;
    });
    expect(calls).toEqual(['ListObjectsV2 protected/bulk/', 'DeleteObjects', 'ListObjectsV2 protected/bulk/ (next page)', 'DeleteObjects']);
  });

  it('refuses unsafe keys before calling S3', async () => {
    const before = s3.requests.length;
    await expect(storage.put('../x', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(storage.stat('a/../../b')).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(s3.requests.length).toBe(before);
  });
});

describe('file routes over S3', () => {
  let app: FastifyInstance;
  const video = randomBytes(30_000);

  beforeAll(async () => {
    await storage.put('protected/videos/s3clip.mp4', video);
    await storage.put('public/covers/c1.jpg', Buffer.from('jpeg-ish'));
    app = Fastify({ logger: false });
    registerValidators(app);
    registerErrorHandler(app);
    await app.register(
      async (api) => {
        registerJsonNotFound(api);
        await api.register(fileRoutes, { storage, secret: SECRET });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('streams ranges of a signed video straight from the bucket', async () => {
    const url = signFileUrl('videos/s3clip.mp4', { secret: SECRET });
    s3.requests.length = 0;
    const res = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 1000-1999/30000');
    expect(res.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    expect(s3.requests.map((r) => [r.method, r.range])).toEqual([
      ['HEAD', undefined],
      ['GET', 'bytes=1000-1999'],
    ]);
    const suffix = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-100' } });
    expect(suffix.rawPayload.equals(video.subarray(29_900))).toBe(true);
    const whole = await app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('uses the bucket etag for public caching and 304s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/files/public/covers/c1.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.etag).toBe(s3.objects.get('public/covers/c1.jpg')!.etag);
    const again = await app.inject({ method: 'GET', url: '/api/files/public/covers/c1.jpg', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/api/files/public/covers/none.jpg' })).statusCode).toBe(404);
  });
});

describe('multipart uploads', () => {
  const MiB = 1024 * 1024;
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();

  it('uploads a video through the tus S3 store in several PATCHes, resuming from ListParts in another process', async () => {
    // Two PATCHes of more than S3's 5 MiB minimum part, one of less (kept aside as a .part object), then the rest.
    const pieces = [randomBytes(6 * MiB), randomBytes(6 * MiB), randomBytes(MiB), randomBytes(123_457)];
    const data = Buffer.concat(pieces);
    const name = randomBytes(16).toString('hex');
    // The store the site builds from the same S3 settings.
    const uploads = createUploadStore(storage, s3Config);
    const id = uploads.tusId(name);
    const created = await uploads.datastore.create(
      new Upload({ id, size: data.length, offset: 0, metadata: { filename: 'clip.mp4', contentType: 'video/mp4' } }),
    );
    expect(created.storage).toEqual({ type: 's3', path: id, bucket: 'limelight-media' });
    const [uploadId] = s3.uploads.keys();
    expect(s3.uploads.size).toBe(1);
    expect(s3.objects.get(`${id}.info`)!.metadata).toMatchObject({ 'upload-id': uploadId, 'tus-version': '1.0.0' });

    let offset = await uploads.datastore.write(Readable.from([pieces[0]]), id, 0);
    expect(offset).toBe(6 * MiB);
    // Each PATCH may land on another process, which has no cached metadata: the upload id comes from the .info
    // object and the offset from the parts listed so far.
    const resumed = () => createUploadStore(storage, s3Config).datastore;
    expect((await resumed().getUpload(id)).offset).toBe(6 * MiB);
    offset = await resumed().write(Readable.from([pieces[1]]), id, offset);
    expect(offset).toBe(12 * MiB);
    expect([...s3.uploads.get(uploadId)!.parts.values()].map((part) => part.body.length)).toEqual([6 * MiB, 6 * MiB]);

    offset = await resumed().write(Readable.from([pieces[2]]), id, offset);
    expect(offset).toBe(13 * MiB);
    expect(s3.objects.get(`${id}.part`)!.body.length).toBe(MiB);
    expect((await resumed().getUpload(id)).offset).toBe(13 * MiB);
    expect(s3.objects.has(id)).toBe(false);

    offset = await resumed().write(Readable.from([pieces[3]]), id, offset);
    expect(offset).toBe(data.length);
    const object = s3.objects.get(id)!;
    expect(object.body.equals(data)).toBe(true);
    expect(object.contentType).toBe('video/mp4');
    const lastPart = Buffer.concat(pieces.slice(2));
    const etag = createHash('md5')
      .update(Buffer.concat([md5(pieces[0]), md5(pieces[1]), md5(lastPart)]))
      .digest('hex');
    expect(object.etag).toBe(`"${etag}-3"`);
    expect(s3.objects.has(`${id}.part`)).toBe(false);
    expect(s3.uploads.size).toBe(0);
    const open = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: 'limelight-media' }));
    expect(open.Uploads ?? []).toEqual([]);

    // A finished upload is an ordinary stored file, and tus reports it complete (its multipart upload is gone).
    expect((await readAll(await storage.read(uploads.storageKey(name)))).equals(data)).toBe(true);
    expect((await resumed().getUpload(id)).offset).toBe(data.length);
  });

  it('pages ListParts and lists open uploads; refuses small middle parts, out-of-order parts and unknown upload ids', async () => {
    const Bucket = 'limelight-media';
    const Key = 'uploads/paging-test';
    const { UploadId } = await storage.client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const parts = [randomBytes(5 * MiB), randomBytes(1000), randomBytes(10)];
    const etags: string[] = [];
    for (const [i, Body] of parts.entries()) {
      const out = await storage.client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: i + 1, Body, ContentLength: Body.length }));
      etags.push(out.ETag!);
    }

    const first = await storage.client.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 2 }));
    expect(first.Parts!.map((p) => [p.PartNumber, p.Size, p.ETag])).toEqual([
      [1, 5 * MiB, etags[0]],
      [2, 1000, etags[1]],
    ]);
    expect(first).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2' });
    const rest = await storage.client.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 2, PartNumberMarker: first.NextPartNumberMarker }));
    expect(rest.Parts!.map((p) => p.PartNumber)).toEqual([3]);
    expect(rest.IsTruncated).toBe(false);
    const open = await storage.client.send(new ListMultipartUploadsCommand({ Bucket }));
    expect(open.Uploads!.map((u) => [u.Key, u.UploadId])).toEqual([[Key, UploadId]]);

    const complete = (numbers: number[]) =>
      storage.client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: numbers.map((n) => ({ PartNumber: n, ETag: etags[n - 1] })) } }),
      );
    await expect(complete([1, 2, 3])).rejects.toMatchObject({ name: 'EntityTooSmall' });
    await expect(complete([2, 1])).rejects.toMatchObject({ name: 'InvalidPartOrder' });
    // Parts left out of the list are not in the object.
    const done = await complete([1, 3]);
    expect(done.ETag).toMatch(/^"[0-9a-f]{32}-2"$/);
    expect(s3.objects.get(Key)!.body.equals(Buffer.concat([parts[0], parts[2]]))).toBe(true);

    await expect(storage.client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
    const { UploadId: aborted } = await storage.client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    await storage.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: aborted }));
    await expect(storage.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: aborted }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(s3.uploads.size).toBe(0);
  });
});
