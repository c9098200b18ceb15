import { sql } from 'kysely';
import { ReadCache } from '../../server/cache/read-cache';
import { inProcessTransport } from '../../server/http/in-process';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';
import { createGallery, createPerformer, createProduct, createVideo, listOf, purchase, signedInUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let performer: { id: string; username: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  performer = await createPerformer(t.db, { name: 'Cache Performer' });
  ids.free = (await createVideo(t.db, { performer_id: performer.id, title: 'Free clip', views_count: 10 })).id;
  ids.sale = (await createVideo(t.db, { performer_id: performer.id, title: 'Sale clip', access: 'sale', price_cents: 999 })).id;
  ids.gallery = (await createGallery(t.db, { performer_id: performer.id, title: 'Counted gallery', views_count: 3 })).id;
  ids.product = (await createProduct(t.db, { performer_id: performer.id, name: 'Counted product', views_count: 4 })).id;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api${url}`, token });
const views = async (table: 'videos' | 'galleries' | 'products', id: string) =>
  (await t.db.selectFrom(table).select('views_count').where('id', '=', id).executeTakeFirstOrThrow()).views_count;
const profileViews = async () =>
  (await t.db.selectFrom('performers').select('views_count').where('user_id', '=', performer.id).executeTakeFirstOrThrow()).views_count;

describe('views are counted by their own write path', () => {
  it('counts a POSTed view of a video, gallery or product on it and on the performer profile; reading counts nothing', async () => {
    const before = {
      video: await views('videos', ids.free),
      gallery: await views('galleries', ids.gallery),
      product: await views('products', ids.product),
      profile: await profileViews(),
    };
    await get(`/user/assets/videos/${ids.free}`);
    await get(`/user/assets/galleries/${ids.gallery}/view`);
    await get(`/user/assets/products/${ids.product}`);
    await t.app.services.views.flush();
    expect(await views('videos', ids.free)).toBe(before.video);

    for (const [kind, id, times] of [
      ['videos', ids.free, 3],
      ['galleries', ids.gallery, 2],
      ['products', ids.product, 1],
    ] as const) {
      for (let i = 0; i < times; i += 1) {
        // Each from another visitor: one visitor's views of an asset count once an hour (below).
        const res = await t.request({ method: 'POST', url: `/api/user/assets/${kind}/${id}/views`, remoteAddress: `198.51.100.${i + 1}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 0, data: { success: true } });
      }
    }
    await t.app.services.views.flush();
    expect(await views('videos', ids.free)).toBe(before.video + 3);
    expect(await views('galleries', ids.gallery)).toBe(before.gallery + 2);
    expect(await views('products', ids.product)).toBe(before.product + 1);
    expect(await profileViews()).toBe(before.profile + 6);
  });

  it('counts 50 concurrent views by 50 visitors exactly', async () => {
    const before = await views('videos', ids.sale);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request({ method: 'POST', url: `/api/user/assets/videos/${ids.sale}/views`, remoteAddress: `203.0.113.${i + 1}` }),
      ),
    );
    await t.app.services.views.flush();
    expect(await views('videos', ids.sale)).toBe(before + 50);
  });

  it("counts a visitor once an hour per asset, a signed-in fan once wherever they are, and never the performer's own views", async () => {
    const video = (await createVideo(t.db, { performer_id: performer.id, title: 'Once an hour' })).id;
    const post = (options: { address: string; token?: string }) =>
      t.request({ method: 'POST', url: `/api/user/assets/videos/${video}/views`, remoteAddress: options.address, token: options.token });
    const { token: fan } = await signedInUser(t);
    const owner = await t.login(performer.username, 'test-password');
    const answers = [
      await post({ address: '192.0.2.10' }),
      await post({ address: '192.0.2.10' }),
      await post({ address: '192.0.2.11', token: fan }),
      await post({ address: '192.0.2.12', token: fan }),
      await post({ address: '192.0.2.13', token: owner }),
    ];
    // Every view answers the same, counted or not.
    for (const res of answers) expect(res.json()).toEqual({ status: 0, data: { success: true } });
    await t.app.services.views.flush();
    expect(await views('videos', video)).toBe(2);
  });

  it('keeps every view through a failed write of the counts (the database was away for a moment), and keeps counting', async () => {
    const video = (await createVideo(t.db, { performer_id: performer.id, title: 'Counted through a failure' })).id;
    const before = { video: 0, gallery: await views('galleries', ids.gallery) };
    const post = (kind: 'videos' | 'galleries', id: string, address: string) =>
      t.request({ method: 'POST', url: `/api/user/assets/${kind}/${id}/views`, remoteAddress: address });
    // A real failure of the write: the database refuses any update of the videos' counters for now.
    await sql`alter table videos add constraint views_frozen check (views_count < 0) not valid`.execute(t.db);
    try {
      expect((await post('videos', video, '192.0.2.30')).statusCode).toBe(200);
      expect((await post('galleries', ids.gallery, '192.0.2.30')).statusCode).toBe(200);
      await expect(t.app.services.views.flush()).rejects.toThrow();
    } finally {
      await sql`alter table videos drop constraint views_frozen`.execute(t.db);
    }
    expect((await post('videos', video, '192.0.2.31')).statusCode).toBe(200);
    await t.app.services.views.flush();
    expect(await views('videos', video)).toBe(before.video + 2);
    expect(await views('galleries', ids.gallery)).toBe(before.gallery + 1);
  });

  it('answers a view of an unknown asset with a 404 and counts nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/api/user/assets/videos/00000000-0000-4000-8000-000000000000/views' });
    expect(res.statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: '/api/user/assets/products/no-such-product/views' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('the shared read cache', () => {
  it('answers repeated anonymous reads from the cache, with CDN-friendly headers', async () => {
    const first = await get('/user/assets/videos/search?limit=50');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // A change that does not go through the API is seen only when the entry expires...
    await t.db.updateTable('videos').set({ title: 'Renamed behind the cache' }).where('id', '=', ids.free).execute();
    const second = await get('/user/assets/videos/search?limit=50');
    expect(second.body).toBe(first.body);
    // ...while any write through the API drops the entries at once.
    const { token } = await signedInUser(t);
    expect(
      (await t.request({ method: 'POST', url: '/api/reactions', token, payload: { objectType: 'video', objectId: ids.free, action: 'like' } })).statusCode,
    ).toBe(200);
    const third = listOf<{ title: string }>(await get('/user/assets/videos/search?limit=50'));
    expect(third.data.map((v) => v.title)).toContain('Renamed behind the cache');
  });

  it('loads once for many concurrent identical misses (single flight)', async () => {
    t.app.services.readCache.invalidate();
    const search = jest.spyOn(t.app.services.performers, 'search');
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/performers/search?limit=7')));
    expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0].body)).toBe(true);
    expect(search).toHaveBeenCalledTimes(1);
    search.mockRestore();
  });

  it('lets a load in flight when a write empties the cache finish, for the requests already waiting on it', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const waiting = cache.fetch('videos', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('read before the write');
    await expect(waiting).resolves.toBe('read before the write');
    // A request after the write loads afresh.
    await expect(cache.fetch('videos', async () => 'read after the write')).resolves.toBe('read after the write');
  });

  it('never marks an error answer as publicly cacheable', async () => {
    const missing = await get('/user/assets/videos/no-such-video/related');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
  });

  it('never serves a 404 from the cache after the item appears', async () => {
    expect((await get('/user/assets/videos/search?q=brandnewtitle')).json().data.total).toBe(0);
    t.app.services.readCache.invalidate();
    await createVideo(t.db, { performer_id: performer.id, title: 'Brandnewtitle clip' });
    expect((await get('/user/assets/videos/search?q=brandnewtitle')).json().data.total).toBe(1);
  });
});

describe('nothing personal from a shared entry', () => {
  it('gives nobody, a buyer and another user each their own view of the same video', async () => {
    const buyer = await signedInUser(t);
    const other = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'video', ids.sale);
    const url = `/user/assets/videos/${ids.sale}`;
    // Warm every cache with the anonymous and the other user's answer first.
    for (let i = 0; i < 3; i += 1) {
      await get(url);
      await get(url, other.token);
    }
    const anon = await get(url);
    const bought = await get(url, buyer.token);
    const notBought = await get(url, other.token);
    expect(anon.json().data).toMatchObject({ canView: false, isBought: false, video: null });
    expect(notBought.json().data).toMatchObject({ canView: false, isBought: false, video: null });
    expect(bought.json().data).toMatchObject({ canView: true, isBought: true, accessReason: 'bought' });
    expect(bought.json().data.video.url).toMatch(/signature=/);
    // The visitors' answer is the same for every visitor: shared, and public for a CDN; a signed-in caller's is theirs.
    expect(anon.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    for (const res of [bought, notBought]) expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('answers each user their own /users/me, never from a shared entry', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await get('/users/me', a.token)).json().data._id).toBe(a.user.id);
      expect((await get('/users/me', b.token)).json().data._id).toBe(b.user.id);
    }
    expect((await get('/users/me')).statusCode).toBe(401);
  });

  it('keeps comment lists of a signed-in viewer private', async () => {
    const { token } = await signedInUser(t);
    const anon = await get(`/comments/search?objectType=video&objectId=${ids.free}`);
    const mine = await get(`/comments/search?objectType=video&objectId=${ids.free}`, token);
    expect(anon.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(anon.headers.vary).toBe('Authorization');
    expect(mine.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('the session cache forgets at once', () => {
  it('rejects a token right after logout, even though it was just resolved', async () => {
    const { token } = await signedInUser(t);
    expect((await get('/users/me', token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    expect((await get('/users/me', token)).statusCode).toBe(401);
  });

  it('rejects the other sessions right after a password change', async () => {
    const { user, token } = await signedInUser(t);
    const second = await t.login(user.username, 'test-password');
    expect((await get('/users/me', second)).statusCode).toBe(200);
    const change = await t.request({
      method: 'PUT',
      url: '/api/auth/users/me/password',
      token,
      payload: { currentPassword: 'test-password', password: 'a-new-password-1' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/users/me', second)).statusCode).toBe(401);
    expect((await get('/users/me', token)).statusCode).toBe(200);
  });

  it('shows a profile change at once', async () => {
    const { token } = await signedInUser(t);
    expect((await get('/users/me', token)).statusCode).toBe(200);
    const put = await t.request({ method: 'PUT', url: '/api/users', token, payload: { name: 'Renamed Fan' } });
    expect(put.statusCode).toBe(200);
    expect((await get('/users/me', token)).json().data.name).toBe('Renamed Fan');
  });
});

describe('the in-process transport used by server rendering', () => {
  it('answers exactly what HTTP clients get, through the same hooks and caches', async () => {
    const call = inProcessTransport(t.app);
    const direct = await get('/user/assets/videos/search?limit=3');
    const local = await call({ method: 'GET', url: 'http://127.0.0.1:3000/api/user/assets/videos/search?limit=3', headers: {} });
    expect(local.status).toBe(200);
    expect(local.body).toBe(direct.body);
    const missing = await call({ method: 'GET', url: '/api/user/assets/videos/no-such-video', headers: {} });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).message).toBe('Video not found');
    const me = await call({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer nope' } });
    expect(me.status).toBe(401);
  });
});

describe('cache policy', () => {
  it('every API answer leaves with one: public reads as declared, everything else private', async () => {
    const { token } = await signedInUser(t);
    expect((await get('/countries/list')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/user/assets/videos/search')).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get(`/user/assets/videos/${ids.free}`)).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    for (const [url, auth] of [
      [`/user/assets/videos/${ids.free}`, token],
      ['/users/me', token],
      ['/reactions/search', token],
      ['/country-block/check', undefined],
      ['/users/me', undefined], // a 401 too
    ] as const) {
      const answered = await get(url, auth);
      expect({ url, cacheControl: answered.headers['cache-control'] }).toEqual({ url, cacheControl: PRIVATE_CACHE_CONTROL });
    }
  });
});
