import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registerErrorHandler, registerJsonNotFound } from '../../server/http/error-handler';
import { registerValidators } from '../../server/http/validator';
import { ResizedImages } from '../../server/media/resized-images';
import {
  FileNotFoundError,
  InvalidFileKeyError,
  LocalFileStorage,
  contentKey,
  createFileStorage,
  fileRoutes,
  loadOrCreateFileUrlSecret,
  parseRange,
  publicFileUrl,
  resolveFileUrlSecret,
  signFileUrl,
  storageConfigFromEnv,
  verifyFileSignature,
  type FileStorage,
} from '../../server/storage';

const SECRET = 'test-secret-0123456789abcdef';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A bare API with just the file routes and the project's error handling, as app.ts will mount them. */
async function filesApp(storage: FileStorage, resizer?: ResizedImages): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerValidators(app);
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      registerJsonNotFound(api);
      await api.register(fileRoutes, { storage, secret: SECRET, resizer });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-storage-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  let storage: LocalFileStorage;
  beforeAll(() => {
    storage = new LocalFileStorage(path.join(tmp, 'local', 'files'));
  });

  it('puts, stats, reads (whole and a byte range), checks and deletes a file', async () => {
    const bytes = randomBytes(5000);
    const put = await storage.put('videos/abc.mp4', bytes);
    expect(put).toMatchObject({ key: 'videos/abc.mp4', size: 5000, contentType: 'video/mp4' });
    expect(fs.readFileSync(path.join(storage.root, 'videos', 'abc.mp4')).equals(bytes)).toBe(true);

    const stat = await storage.stat('videos/abc.mp4');
    expect(stat).toMatchObject({ size: 5000, contentType: 'video/mp4', etag: put.etag });
    expect(stat!.etag).toMatch(/^"[0-9a-f-]+"$/);
    expect(Math.abs(stat!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);

    expect((await readAll(await storage.read('videos/abc.mp4'))).equals(bytes)).toBe(true);
    expect((await readAll(await storage.read('videos/abc.mp4', { start: 10, end: 19 }))).equals(bytes.subarray(10, 20))).toBe(true);
    expect(await storage.exists('videos/abc.mp4')).toBe(true);

    await storage.delete('videos/abc.mp4');
    expect(await storage.stat('videos/abc.mp4')).toBeNull();
    expect(await storage.exists('videos/abc.mp4')).toBe(false);
    await expect(storage.read('videos/abc.mp4')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.delete('videos/abc.mp4')).resolves.toBeUndefined();
  });

  it('takes a stream, keeps a content type that differs from the extension, and changes the etag on rewrite', async () => {
    const first = await storage.put('products/manual', Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('demo')]), {
      contentType: 'application/pdf',
    });
    expect(first.size).toBe(13);
    expect((await storage.stat('products/manual'))!.contentType).toBe('application/pdf');
    expect((await readAll(await storage.read('products/manual'))).toString()).toBe('%PDF-1.4 demo');

    const second = await storage.put('products/manual', Buffer.from('plain bytes'));
    expect(second.etag).not.toBe(first.etag);
    expect((await storage.stat('products/manual'))!.contentType).toBe('application/octet-stream');
    expect(await storage.stat('nothing/here.png')).toBeNull();
    // A folder is not a file.
    expect(await storage.stat('products')).toBeNull();
    await expect(storage.read('products')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that would leave its folder or reach its bookkeeping files, writing nothing', async () => {
    const bad = ['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a\\..\\b', 'a//b', '', './a', '.meta/x.json', 'a/.tmp/x', 'x\u0000y', 'a/'];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    expect(fs.existsSync(path.join(tmp, 'local', 'escape.txt'))).toBe(false);
    expect(fs.existsSync(path.join(tmp, 'escape.txt'))).toBe(false);
    await expect(storage.read('../../../../etc/passwd')).rejects.toThrow(/must not leave its folder/);
  });

  it('makes content-addressed keys: same bytes, same key', () => {
    const a = contentKey('public/thumbs', Buffer.from('one'), 'webp');
    expect(a).toMatch(/^public\/thumbs\/[0-9a-f]{32}\.webp$/);
    expect(contentKey('public/thumbs/', Buffer.from('one'), '.webp')).toBe(a);
    expect(contentKey('public/thumbs', Buffer.from('two'), 'webp')).not.toBe(a);
  });
});

describe('storage configuration', () => {
  it('uses local disk under DATA_DIR/files unless S3_BUCKET is set', () => {
    const none = storageConfigFromEnv({});
    expect(none).toEqual({ s3: null, fileUrlSecret: null, filesDir: null });
    const local = createFileStorage({ dataDir: path.join(tmp, 'data1'), s3: none.s3 });
    expect(local.kind).toBe('local');
    expect((local as LocalFileStorage).root).toBe(path.join(tmp, 'data1', 'files'));

    const env = storageConfigFromEnv({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
      FILE_URL_SECRET: 'x'.repeat(32),
    });
    expect(env.s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      prefix: undefined,
    });
    expect(env.fileUrlSecret).toBe('x'.repeat(32));
    expect(storageConfigFromEnv({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).s3).toMatchObject({ region: 'eu-west-1', endpoint: null, forcePathStyle: false });
    expect(createFileStorage({ dataDir: tmp, s3: env.s3 }).kind).toBe('s3');
  });
});

describe('signed file URLs', () => {
  it('signs a key into /api/files/protected/<key>?expires=&signature= and verifies it', () => {
    const now = Date.UTC(2026, 0, 1);
    const url = signFileUrl('videos/my clip.mp4', { secret: SECRET, now });
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/api/files/protected/videos/my%20clip.mp4');
    expect(parsed.searchParams.get('expires')).toBe(String(now / 1000 + 300));
    const signature = parsed.searchParams.get('signature')!;
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const query = { expires: parsed.searchParams.get('expires')!, signature };
    expect(verifyFileSignature('videos/my clip.mp4', query, SECRET, now)).toMatchObject({ ok: true, expires: now / 1000 + 300 });
    expect(verifyFileSignature('videos/other.mp4', query, SECRET, now)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(verifyFileSignature('videos/my clip.mp4', query, 'another-secret-0123456789', now)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(verifyFileSignature('videos/my clip.mp4', { ...query, expires: String(now / 1000 + 9999) }, SECRET, now)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyFileSignature('videos/my clip.mp4', query, SECRET, now + 301_000)).toMatchObject({ ok: false, reason: 'expired' });
    expect(verifyFileSignature('videos/my clip.mp4', {}, SECRET, now)).toMatchObject({ ok: false, reason: 'missing' });
    expect(verifyFileSignature('videos/my clip.mp4', { expires: 'soon', signature }, SECRET, now)).toMatchObject({ ok: false, reason: 'malformed' });

    expect(new URL(signFileUrl('a.zip', { secret: SECRET, expiresInSeconds: 60, now }), 'http://x').searchParams.get('expires')).toBe(String(now / 1000 + 60));
    expect(() => signFileUrl('../a.zip', { secret: SECRET })).toThrow(InvalidFileKeyError);
    expect(publicFileUrl('avatars/a b.webp')).toBe('/api/files/public/avatars/a%20b.webp');
  });

  it('keeps one random secret per data folder in file-url-secret (mode 0600), unless FILE_URL_SECRET is set', () => {
    const dataDir = path.join(tmp, 'secret-data');
    const secret = loadOrCreateFileUrlSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'file-url-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateFileUrlSecret(dataDir)).toBe(secret);
    expect(resolveFileUrlSecret(null, dataDir)).toBe(secret);
    expect(loadOrCreateFileUrlSecret(path.join(tmp, 'other-data'))).not.toBe(secret);
    expect(resolveFileUrlSecret('a-configured-secret-of-some-length', dataDir)).toBe('a-configured-secret-of-some-length');
    expect(() => resolveFileUrlSecret('short', dataDir)).toThrow(/at least 16 characters/);
  });
});

describe('Range header parsing', () => {
  it.each([
    ['bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['bytes=990-5000', { kind: 'partial', range: { start: 990, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999999-', { kind: 'unsatisfiable' }],
    [`bytes=${'9'.repeat(400)}-`, { kind: 'unsatisfiable' }],
    [`bytes=10-${'9'.repeat(400)}`, { kind: 'partial', range: { start: 10, end: 999 } }],
    [`bytes=-${'9'.repeat(400)}`, { kind: 'partial', range: { start: 0, end: 999 } }],
    ['bytes=5-1', { kind: 'full' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=abc', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('file routes', () => {
  let app: FastifyInstance;
  let storage: LocalFileStorage;
  const image = randomBytes(10_000);
  const video = randomBytes(20_000);
  const imageUrl = '/api/files/public/thumbs/abc.webp';

  beforeAll(async () => {
    storage = new LocalFileStorage(path.join(tmp, 'routes', 'files'));
    await storage.put('public/thumbs/abc.webp', image);
    await storage.put('public/misc/blob', Buffer.from('\x89PNG fake'), { contentType: 'image/png' });
    await storage.put('protected/videos/clip.mp4', video);
    await storage.put('protected/videos/ünï cödé.mp4', Buffer.from('unicode'));
    await storage.put('protected/products/guide.pdf', Buffer.from('%PDF demo'));
    app = await filesApp(storage);
  });
  afterAll(() => app.close());

  describe('public', () => {
    it('serves the whole file with long-lived caching headers', async () => {
      const res = await app.inject({ method: 'GET', url: imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(image)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': '10000',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(res.headers.etag).toBe((await storage.stat('public/thumbs/abc.webp'))!.etag);
      expect(new Date(res.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    });

    it('answers byte ranges with 206 and exactly the requested bytes', async () => {
      const cases: Array<[string, number, number]> = [
        ['bytes=0-99', 0, 99],
        ['bytes=9000-', 9000, 9999],
        ['bytes=-500', 9500, 9999],
        ['bytes=9990-20000', 9990, 9999],
        ['bytes=1234-1234', 1234, 1234],
      ];
      for (const [range, start, end] of cases) {
        const res = await app.inject({ method: 'GET', url: imageUrl, headers: { range } });
        expect(res.statusCode).toBe(206);
        expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/10000`);
        expect(res.headers['content-length']).toBe(String(end - start + 1));
        expect(res.headers['accept-ranges']).toBe('bytes');
        expect(res.rawPayload.equals(image.subarray(start, end + 1))).toBe(true);
      }
    });

    it('answers an unsatisfiable range with 416 and the size, and ignores multi-range or malformed ranges', async () => {
      for (const range of ['bytes=10000-', 'bytes=20000-30000', 'bytes=-0']) {
        const res = await app.inject({ method: 'GET', url: imageUrl, headers: { range } });
        expect(res.statusCode).toBe(416);
        expect(res.headers['content-range']).toBe('bytes */10000');
        expect(res.headers['accept-ranges']).toBe('bytes');
        expect(res.json()).toMatchObject({ statusCode: 416, error: 'Range Not Satisfiable', code: 'RANGE_NOT_SATISFIABLE' });
        expect(res.json().message).toMatch(/10000 bytes/);
      }
      for (const range of ['bytes=0-1,5-9', 'bytes=oops', 'pages=1-2']) {
        const res = await app.inject({ method: 'GET', url: imageUrl, headers: { range } });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(image)).toBe(true);
      }
    });

    it('answers HEAD with the headers and no body, ranges included', async () => {
      const head = await app.inject({ method: 'HEAD', url: imageUrl });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('10000');
      expect(head.headers['content-type']).toBe('image/webp');
      expect(head.headers['accept-ranges']).toBe('bytes');
      expect(head.rawPayload.length).toBe(0);
      const ranged = await app.inject({ method: 'HEAD', url: imageUrl, headers: { range: 'bytes=0-99' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-length']).toBe('100');
      expect(ranged.headers['content-range']).toBe('bytes 0-99/10000');
      expect(ranged.rawPayload.length).toBe(0);
    });

    it('answers 304 to a matching If-None-Match or a current If-Modified-Since', async () => {
      const first = await app.inject({ method: 'GET', url: imageUrl });
      const etag = first.headers.etag as string;
      const notModified = await app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
      expect((await app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'HEAD', url: imageUrl, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

      const lastModified = first.headers['last-modified'] as string;
      expect((await app.inject({ method: 'GET', url: imageUrl, headers: { 'if-modified-since': lastModified } })).statusCode).toBe(304);
      const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await app.inject({ method: 'GET', url: imageUrl, headers: { 'if-modified-since': before } })).statusCode).toBe(200);
    });

    it('honours If-Range only while the validator names the current file', async () => {
      const { etag } = (await storage.stat('public/thumbs/abc.webp'))!;
      const same = await app.inject({ method: 'GET', url: imageUrl, headers: { range: 'bytes=0-9', 'if-range': etag } });
      expect(same.statusCode).toBe(206);
      const changed = await app.inject({ method: 'GET', url: imageUrl, headers: { range: 'bytes=0-9', 'if-range': '"older"' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.length).toBe(10_000);
    });

    it('takes the content type from the stored metadata when the key has no telling extension', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/files/public/misc/blob' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    });

    it('answers an unknown file with a JSON 404 in the API error shape', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/files/public/thumbs/missing.webp' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'File not found', code: 'FILE_NOT_FOUND' });
      expect(res.headers['cache-control']).toBeUndefined();
    });

    it('never serves protected files or anything outside its folder', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/files/public/videos/clip.mp4' })).statusCode).toBe(404);
      for (const url of [
        '/api/files/public/../protected/videos/clip.mp4',
        '/api/files/public/%2e%2e/protected/videos/clip.mp4',
        '/api/files/public/thumbs/..%2f..%2fprotected%2fvideos%2fclip.mp4',
        '/api/files/public/.meta/misc/blob.json',
        '/api/files/public/',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        // (A client that normalises "/public/../protected/" lands on the protected route: refused unsigned, 403.)
        expect([400, 403, 404]).toContain(res.statusCode);
        expect(res.json()).toMatchObject({ statusCode: res.statusCode });
        expect(res.rawPayload.length).toBeLessThan(500);
      }
      const bad = await app.inject({ method: 'GET', url: '/api/files/public/thumbs/..%2f..%2fprotected%2fvideos%2fclip.mp4' });
      expect(bad.json()).toMatchObject({ statusCode: 400, code: 'INVALID_FILE_KEY', message: 'Invalid file path' });
    });
  });

  describe('protected', () => {
    const key = 'videos/clip.mp4';

    it('refuses a request without a signature, with a clear 403', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/files/protected/${key}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'SIGNATURE_REQUIRED' });
      expect(res.json().message).toMatch(/signed link/);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('refuses a bad, borrowed or tampered signature', async () => {
      const good = new URL(signFileUrl(key, { secret: SECRET }), 'http://x');
      const expires = good.searchParams.get('expires')!;
      const signature = good.searchParams.get('signature')!;
      const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
      const otherKeys = new URL(signFileUrl('products/guide.pdf', { secret: SECRET }), 'http://x').search;
      const wrongSecret = new URL(signFileUrl(key, { secret: 'someone-elses-secret-123' }), 'http://x').search;
      for (const url of [
        `/api/files/protected/${key}?expires=${expires}&signature=${flipped}`,
        `/api/files/protected/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
        `/api/files/protected/${key}${otherKeys}`,
        `/api/files/protected/${key}${wrongSecret}`,
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
        expect(res.json().message).toMatch(/signature does not match/);
      }
      const garbage = await app.inject({ method: 'GET', url: `/api/files/protected/${key}?expires=tomorrow&signature=nope` });
      expect(garbage.statusCode).toBe(403);
      expect(garbage.json().message).toMatch(/malformed/);
    });

    it('refuses an expired link with 410 Gone (not 403) and says it expired', async () => {
      const url = signFileUrl(key, { secret: SECRET, expiresInSeconds: 60, now: Date.now() - 120_000 });
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ statusCode: 410, code: 'LINK_EXPIRED' });
      expect(res.json().message).toMatch(/expired/);
    });

    it('serves a file with a good signature, cached privately until the link expires', async () => {
      const res = await app.inject({ method: 'GET', url: signFileUrl(key, { secret: SECRET }) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(video)).toBe(true);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(298);
      expect(maxAge).toBeLessThanOrEqual(300);
      expect(res.headers['content-disposition']).toBeUndefined();
    });

    it('serves ranges and HEAD of a signed file (video seeking)', async () => {
      const url = signFileUrl(key, { secret: SECRET });
      const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=15000-' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 15000-19999/20000');
      expect(part.rawPayload.equals(video.subarray(15000))).toBe(true);
      const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(video.subarray(19990))).toBe(true);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('20000');
      expect(head.rawPayload.length).toBe(0);
      const tooFar = await app.inject({ method: 'GET', url, headers: { range: 'bytes=20000-' } });
      expect(tooFar.statusCode).toBe(416);
      expect(tooFar.headers['content-range']).toBe('bytes */20000');
      // A bad link is refused before anything about the file is revealed.
      const unsigned = await app.inject({ method: 'HEAD', url: `/api/files/protected/${key}` });
      expect(unsigned.statusCode).toBe(403);
    });

    it('handles keys with spaces and non-ASCII letters', async () => {
      const res = await app.inject({ method: 'GET', url: signFileUrl('videos/ünï cödé.mp4', { secret: SECRET }) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('unicode');
    });

    it('sends a signed download name as an attachment, and refuses a changed name', async () => {
      const url = signFileUrl('products/guide.pdf', { secret: SECRET, filename: 'Guide – 2026.pdf' });
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Guide _ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Guide – 2026.pdf')}`);
      const renamed = url.replace(/filename=[^&]+/, 'filename=evil.html');
      expect((await app.inject({ method: 'GET', url: renamed })).statusCode).toBe(403);
    });

    it('streams over a real socket the way a browser video element asks for it', async () => {
      const server = await filesApp(storage);
      const address = await server.listen({ host: '127.0.0.1', port: 0 });
      try {
        const url = address + signFileUrl(key, { secret: SECRET });
        const open = await fetch(url, { headers: { range: 'bytes=0-' } });
        expect(open.status).toBe(206);
        expect(open.headers.get('content-range')).toBe('bytes 0-19999/20000');
        expect(Buffer.from(await open.arrayBuffer()).equals(video)).toBe(true);
        const seek = await fetch(url, { headers: { range: 'bytes=12345-12444' } });
        expect(Buffer.from(await seek.arrayBuffer()).equals(video.subarray(12345, 12445))).toBe(true);
        const head = await fetch(url, { method: 'HEAD' });
        expect(head.headers.get('content-length')).toBe('20000');
      } finally {
        await server.close();
      }
    });

    it('answers a signed link to a missing file with 404', async () => {
      const res = await app.inject({ method: 'GET', url: signFileUrl('videos/gone.mp4', { secret: SECRET }) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
    });
  });
});

describe('resized public pictures (?w=)', () => {
  let app: FastifyInstance;
  let storage: LocalFileStorage;
  let puts: string[];
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 224, g: 36, b: 94 } } })
      .webp()
      .toBuffer();

  beforeAll(async () => {
    storage = new LocalFileStorage(path.join(tmp, 'resized', 'files'));
    await storage.put('public/promos/wide.webp', await picture(1600, 600));
    await storage.put(
      'public/avatars/small.png',
      await sharp(await picture(300, 300))
        .png()
        .toBuffer(),
    );
    await storage.put('public/teasers/clip.mp4', randomBytes(5_000));
    await storage.put('protected/photos/secret.webp', await picture(1600, 600));
    puts = [];
    const put = storage.put.bind(storage);
    storage.put = (key, body, options) => {
      puts.push(key);
      return put(key, body, options);
    };
    app = await filesApp(storage, new ResizedImages(storage));
  });
  afterAll(() => app.close());

  it('serves a WebP copy that wide, cached for good like the original, made once however many ask at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/files/public/promos/wide.webp?w=320' })));
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 120 });
    }
    expect(puts.filter((key) => key.includes('/320/'))).toHaveLength(1);
    const again = await app.inject({ method: 'GET', url: '/api/files/public/promos/wide.webp?w=320' });
    expect(again.rawPayload.equals(responses[0].rawPayload)).toBe(true);
    expect(puts.filter((key) => key.includes('/320/'))).toHaveLength(1);
    const original = await app.inject({ method: 'GET', url: '/api/files/public/promos/wide.webp' });
    expect(again.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('never enlarges: a copy wider than the original is the original size, in WebP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/files/public/avatars/small.png?w=1600' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });

  it('honours ranges and conditional requests on a copy', async () => {
    const url = '/api/files/public/promos/wide.webp?w=640';
    const whole = await app.inject({ method: 'GET', url });
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    const cached = await app.inject({ method: 'GET', url, headers: { 'if-none-match': whole.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it('makes a new copy when the picture under the key is replaced', async () => {
    await storage.put('public/promos/changing.webp', await picture(1000, 500));
    const before = await app.inject({ method: 'GET', url: '/api/files/public/promos/changing.webp?w=480' });
    expect(await sharp(before.rawPayload).metadata()).toMatchObject({ width: 480, height: 240 });
    await storage.put('public/promos/changing.webp', await picture(1000, 1000));
    const after = await app.inject({ method: 'GET', url: '/api/files/public/promos/changing.webp?w=480' });
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 480, height: 480 });
  });

  it.each([
    ['a width outside the set', '/api/files/public/promos/wide.webp?w=500', 400, 'INVALID_IMAGE_WIDTH'],
    ['a width that is no number', '/api/files/public/promos/wide.webp?w=big', 400, undefined],
    ['an endless width', '/api/files/public/promos/wide.webp?w=1e309', 400, undefined],
    ['a negative width', '/api/files/public/promos/wide.webp?w=-320', 400, undefined],
    ['a video', '/api/files/public/teasers/clip.mp4?w=320', 400, 'NOT_RESIZABLE'],
    ['a missing picture', '/api/files/public/promos/nope.webp?w=320', 404, 'FILE_NOT_FOUND'],
    ['a protected picture by way of ..', '/api/files/public/../protected/photos/secret.webp?w=320', 403, undefined],
  ])('refuses %s with a clear 4xx and stores nothing', async (_what, url, status, code) => {
    const stored = puts.length;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    if (code) expect(body.code).toBe(code);
    expect(puts.length).toBe(stored);
  });
});
