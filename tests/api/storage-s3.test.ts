import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler, registerJsonNotFound } from '../../server/http/error-handler';
import { registerValidators } from '../../server/http/validator';
import { FileNotFoundError, InvalidFileKeyError, createFileStorage, fileRoutes, signFileUrl, storageConfigFromEnv } from '../../server/storage';
import { S3FileStorage } from '../../server/storage/s3';
import { startFakeS3, type FakeS3 } from './helpers/fake-s3';

const SECRET = 'test-secret-0123456789abcdef';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let s3: FakeS3;
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
  const created = createFileStorage({ dataDir: '/nonexistent', s3: config.s3 });
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
