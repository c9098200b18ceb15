import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { formBody, signedInUser, testImage } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = async (url: string, token: string | undefined, parts: Parameters<typeof formBody>[0]) =>
  t.request({ method: 'POST', url: `/api${url}`, token, ...(await formBody(parts)) });
const paths = (id: string) => t.db.selectFrom('users').select(['avatar_path', 'cover_path']).where('id', '=', id).executeTakeFirstOrThrow();

/** The stored file behind a public URL, read back through the file route. */
async function stored(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
  return sharp(res.rawPayload).metadata();
}

/** A photo-like PNG of random pixels: about 3 MB, so more than the JSON body limit and less than 5 MB. */
const noisyPng = () =>
  sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
    .png()
    .toBuffer();

describe('POST /users/avatar/upload and /users/cover/upload', () => {
  it('stores a 400x400 WebP avatar under a content-addressed public key and answers the private user', async () => {
    const { user, token } = await signedInUser(t);
    const png = await noisyPng();
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload('/users/avatar/upload', token, { avatar: { file: png, filename: 'me.png' } });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({ _id: user.id, email: user.email, avatar: expect.stringMatching(`^/api/files/public/avatars/${user.id}/[0-9a-f]{32}\\.webp$`) });
    expect(await stored(me.avatar)).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect((await paths(user.id)).avatar_path).toBe(me.avatar.replace('/api/files/public/', ''));

    const again = await upload('/users/avatar/upload', token, { avatar: { file: await testImage('gif', 90, 30), type: 'image/gif' } });
    expect(again.json().data.avatar).not.toBe(me.avatar);
    expect((await t.request({ method: 'GET', url: me.avatar })).statusCode).toBe(404);
    expect(await stored(again.json().data.avatar)).toMatchObject({ width: 400, height: 400 });
  });

  it('stores a 1600x500 WebP cover from the field "cover"', async () => {
    const { token } = await signedInUser(t);
    const res = await upload('/users/cover/upload', token, { cover: { file: await testImage('jpeg', 800, 600), type: 'image/jpeg' } });
    expect(res.statusCode).toBe(200);
    expect(await stored(res.json().data.cover)).toMatchObject({ format: 'webp', width: 1600, height: 500 });
  });

  it('refuses bad files with a clear message and changes nothing', async () => {
    const { user, token } = await signedInUser(t);
    const png = await testImage('png');
    await upload('/users/avatar/upload', token, { avatar: { file: png } });
    const before = await paths(user.id);
    const cases: Array<[Parameters<typeof formBody>[0], number, RegExp]> = [
      [{ avatar: { file: Buffer.from('hello, I am text'), filename: 'photo.png' } }, 400, /not an image/],
      [{ avatar: { file: await testImage('svg'), type: 'image/svg+xml', filename: 'logo.svg' } }, 400, /\(this one is SVG\)/],
      [{ avatar: { file: Buffer.alloc(0) } }, 400, /empty/],
      [{ name: 'no file here' }, 400, /No file was sent: attach it in the field "avatar"/],
      [{ picture: { file: png } }, 400, /field "avatar" \(not "picture"\)/],
      [{ avatar: { file: Buffer.concat([png, randomBytes(5 * 1024 * 1024)]) } }, 413, /too large: at most 5 MB/],
      [{ avatar: { file: png }, cover: { file: png } }, 413, /Send one file only/],
    ];
    for (const [parts, status, message] of cases) {
      const res = await upload('/users/avatar/upload', token, parts);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    const json = await t.request({ method: 'POST', url: '/api/users/avatar/upload', token, payload: { avatar: 'x' } });
    expect([json.statusCode, json.json().message]).toEqual([415, 'Send the file as multipart/form-data in the field "avatar".']);
    expect((await upload('/users/avatar/upload', undefined, { avatar: { file: png } })).statusCode).toBe(401);
    expect(await paths(user.id)).toEqual(before);
  });
});

describe('POST /users/{id}/avatar/upload', () => {
  it("lets an admin set another user's avatar; others get 403, unknown users 404", async () => {
    const admin = await signedInUser(t, ['admin', 'user']);
    const { user, token } = await signedInUser(t);
    const file = { avatar: { file: await testImage('webp', 500, 500), type: 'image/webp' } };
    const denied = await upload(`/users/${admin.user.id}/avatar/upload`, token, file);
    expect(denied.statusCode).toBe(403);
    const res = await upload(`/users/${user.id}/avatar/upload`, admin.token, file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, avatar: expect.stringContaining(`/avatars/${user.id}/`) });
    expect((await paths(user.id)).avatar_path).toContain(user.id);
    expect((await paths(admin.user.id)).avatar_path).toBeNull();
    expect((await upload('/users/00000000-0000-4000-8000-000000000000/avatar/upload', admin.token, file)).statusCode).toBe(404);
  });
});

describe('upload limit', () => {
  it('allows 30 uploads in 10 minutes per user (profile pictures and comment images together); the 31st is a 429', async () => {
    const { token } = await signedInUser(t);
    const png = await testImage('png', 16, 16);
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await upload(i % 2 ? '/users/avatar/upload' : '/users/cover/upload', token, i % 2 ? { avatar: { file: png } } : { cover: { file: png } })).statusCode,
      );
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    const refused = await upload('/users/avatar/upload', token, { avatar: { file: png } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_UPLOADS',
      message: expect.stringMatching(/^You are uploading too many files: at most 30 in 10 minutes\. Please try again in 10 minutes\.$/),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const comment = await t.request({
      method: 'POST',
      url: '/api/comments/00000000-0000-4000-8000-000000000000',
      token,
      ...(await formBody({ image: { file: png } })),
    });
    expect(comment.statusCode).toBe(429);

    const other = await signedInUser(t);
    expect((await upload('/users/avatar/upload', other.token, { avatar: { file: png } })).statusCode).toBe(200);
  });
});
