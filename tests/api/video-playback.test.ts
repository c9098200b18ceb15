/**
 * @jest-environment node
 */
// Protected HLS playback: an uploaded video's playlists and segments open through one signed folder token, bound to
// the grant that entitles the viewer and to their account; the teaser stays public.
import { createPerformer, createUser, createVideo, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { protectedKey, publicKey, signFolderUrl } from '../../server/storage';
import { subscriptionLink } from '../../server/modules/entitlements/link-grants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=426x240\n240p/index.m3u8\n';
const RENDITION = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.0,\nseg_0000.m4s\n#EXT-X-ENDLIST\n';

/** A subscribers-only video with an HLS folder in storage, as processing leaves it. */
async function uploadedVideo() {
  const performer = await createPerformer(t.db);
  const folder = `hls/${crypto.randomUUID()}/original`;
  const video = await createVideo(t.db, {
    performer_id: performer.id,
    access: 'subscribers',
    file_key: null,
    hls_key: `${folder}/master.m3u8`,
    teaser_key: `videos/${folder}-teaser.mp4`,
  });
  const storage = t.app.services.storage;
  await storage.put(protectedKey(`${folder}/master.m3u8`), Buffer.from(MASTER));
  await storage.put(protectedKey(`${folder}/240p/index.m3u8`), Buffer.from(RENDITION));
  await storage.put(protectedKey(`${folder}/240p/init.mp4`), Buffer.alloc(500, 1));
  await storage.put(protectedKey(`${folder}/240p/seg_0000.m4s`), Buffer.alloc(4000, 2));
  await storage.put(publicKey(`videos/${folder}-teaser.mp4`), Buffer.alloc(300, 3));
  return { performer, video, folder };
}

async function fan(subscribedTo?: string) {
  const user = await createUser(t.db);
  if (subscribedTo) await subscribe(t.db, user.id, subscribedTo);
  return { user, token: await t.login(user.username, 'test-password') };
}

const get = (url: string, token?: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, token, headers });

describe('protected HLS playback', () => {
  it('gives a subscriber a signed master playlist whose relative addresses open the renditions and segments', async () => {
    const { performer, video } = await uploadedVideo();
    const { token } = await fan(performer.id);
    const detail = (await get(`/api/user/assets/videos/${video.id}`, token)).json().data;
    expect(detail.video.type).toBe('application/vnd.apple.mpegurl');
    const master = await get(detail.video.url, token);
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe(MASTER);
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const base = new URL(detail.video.url, 'http://site.test');
    const rendition = await get(new URL('240p/index.m3u8', base).pathname, token);
    expect(rendition.statusCode).toBe(200);
    const segment = await get(new URL('240p/seg_0000.m4s', base).pathname, token, { range: 'bytes=0-99' });
    expect(segment.statusCode).toBe(206);
    expect(segment.rawPayload).toHaveLength(100);
  });

  it('refuses the link to another account, to no account, outside its folder, tampered with or expired', async () => {
    const { performer, video, folder } = await uploadedVideo();
    const subscriber = await fan(performer.id);
    const other = await fan(performer.id);
    const url: string = (await get(`/api/user/assets/videos/${video.id}`, subscriber.token)).json().data.video.url;

    expect((await get(url, other.token)).json().code).toBe('LINK_FOR_ANOTHER_ACCOUNT');
    const anonymous = await get(url);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([403, 'SIGN_IN_TO_WATCH']);

    const { video: second } = await uploadedVideo();
    const elsewhere = url.replace(`/${folder}/`, `/${second.hls_key!.replace(/\/master\.m3u8$/, '')}/`);
    expect((await get(elsewhere, subscriber.token)).json().code).toBe('INVALID_SIGNATURE');
    const tampered = url.replace(subscriber.user.id, other.user.id);
    expect((await get(tampered, other.token)).json().code).toBe('INVALID_SIGNATURE');

    const subscription = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', subscriber.user.id).executeTakeFirstOrThrow();
    const expired = signFolderUrl(folder, 'master.m3u8', {
      secret: t.app.services.fileUrlSecret,
      link: subscriptionLink(subscription),
      now: Date.now() - 10 * 60 * 60 * 1000,
    });
    expect((await get(expired, subscriber.token)).statusCode).toBe(410);
  });

  it('stops a link once its grant is revoked (the subscription ended)', async () => {
    const { performer, video } = await uploadedVideo();
    const { user, token } = await fan(performer.id);
    const url: string = (await get(`/api/user/assets/videos/${video.id}`, token)).json().data.video.url;
    expect((await get(url, token)).statusCode).toBe(200);
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'expired', current_period_end: new Date(Date.now() - 1000), ended_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    const after = await get(url, token);
    expect([after.statusCode, after.json().code]).toEqual([410, 'SUBSCRIPTION_ENDED']);
  });

  it('shows a visitor the public teaser and no stream', async () => {
    const { video } = await uploadedVideo();
    const detail = (await get(`/api/user/assets/videos/${video.id}`)).json().data;
    expect(detail.video).toBeNull();
    expect((await get(detail.teaser)).statusCode).toBe(200);
  });
});
