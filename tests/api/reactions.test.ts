import { createCreatorPost, createGallery, createPerformer, createProduct, createUser, createVideo, signedInUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let performer: { id: string; username: string };
let fan: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 }); // many users sign in here
  performer = await createPerformer(t.db);
  fan = await login();
});
afterAll(() => t.close());

const login = async () => (await signedInUser(t)).token;

type Action = 'like' | 'favourite' | 'watch_later';
const react = (token: string, objectType: string, objectId: string, action: Action, on = true) =>
  t.request({ method: on ? 'POST' : 'DELETE', url: '/api/reactions', token, payload: { objectType, objectId, action } });
const newVideo = (values: { status?: 'draft' | 'inactive' } = {}) => createVideo(t.db, { performer_id: performer.id, ...values });
const videoCounts = (id: string) => t.db.selectFrom('videos').select(['likes_count', 'favourites_count']).where('id', '=', id).executeTakeFirstOrThrow();
const rowCount = async (objectId: string, action: Action) =>
  Number(
    (
      await t.db
        .selectFrom('reactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('object_id', '=', objectId)
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST and DELETE /reactions', () => {
  it('is idempotent: a second like is not a second like, a second unlike changes nothing', async () => {
    const video = await newVideo();
    const first = await react(fan, 'video', video.id, 'like');
    expect(first.json().data).toEqual({ objectType: 'video', objectId: video.id, action: 'like', reacted: true, count: 1 });
    expect((await react(fan, 'video', video.id, 'like')).json().data).toMatchObject({ reacted: true, count: 1 });
    expect((await react(fan, 'video', video.id, 'favourite')).json().data).toMatchObject({ action: 'favourite', count: 1 });
    expect(await videoCounts(video.id)).toEqual({ likes_count: 1, favourites_count: 1 });
    expect((await react(fan, 'video', video.id, 'like', false)).json().data).toMatchObject({ reacted: false, count: 0 });
    expect((await react(fan, 'video', video.id, 'like', false)).json().data).toMatchObject({ reacted: false, count: 0 });
    expect(await videoCounts(video.id)).toEqual({ likes_count: 0, favourites_count: 1 });
  });

  it('counts likes on galleries, products and performers, and watch-later by its rows', async () => {
    const gallery = await createGallery(t.db, { performer_id: performer.id });
    const product = await createProduct(t.db, { performer_id: performer.id });
    const star = await createPerformer(t.db, { likes: 7 });
    expect((await react(fan, 'gallery', gallery.id, 'like')).json().data.count).toBe(1);
    expect((await react(fan, 'product', product.id, 'favourite')).json().data.count).toBe(1);
    expect((await react(fan, 'performer', star.id, 'like')).json().data.count).toBe(8);
    expect((await react(await login(), 'performer', star.id, 'like')).json().data.count).toBe(9);
    const video = await newVideo();
    expect((await react(fan, 'video', video.id, 'watch_later')).json().data).toMatchObject({ reacted: true, count: 1 });
    expect((await react(await login(), 'video', video.id, 'watch_later')).json().data.count).toBe(2);
  });

  it('refuses unknown or unpublished objects (404), bad values (400) and anonymous callers (401)', async () => {
    const draft = await newVideo({ status: 'draft' });
    const unknown = await react(fan, 'video', '00000000-0000-4000-8000-000000000000', 'like');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Video not found']);
    expect((await react(fan, 'video', draft.id, 'like')).statusCode).toBe(404);
    expect((await react(fan, 'performer', (await createUser(t.db)).id, 'like')).statusCode).toBe(404);
    expect((await react(fan, 'post', draft.id, 'like')).statusCode).toBe(400);
    expect((await react(fan, 'video', draft.id, 'love' as Action)).json().message).toMatch(/^action/);
    expect((await react('', 'video', draft.id, 'like')).statusCode).toBe(401);
    expect(await rowCount(draft.id, 'like')).toBe(0);
  });

  it('refuses a reaction a type does not take (a post saved for later, a performer favourited: fans follow performers), changing nothing', async () => {
    const post = await createCreatorPost(t.db, { performer_id: performer.id, status: 'active', published_at: new Date(Date.now() - 60_000) });
    const star = await createPerformer(t.db);
    expect((await react(fan, 'creator_post', post.id, 'like')).json().data).toMatchObject({ reacted: true, count: 1 });
    for (const [type, id, action, said] of [
      ['creator_post', post.id, 'favourite', 'A post cannot be favourited: it can be liked.'],
      ['creator_post', post.id, 'watch_later', 'A post cannot be saved for later: it can be liked.'],
      ['performer', star.id, 'watch_later', 'A performer cannot be saved for later: it can be liked.'],
      ['performer', star.id, 'favourite', 'A performer cannot be favourited: it can be liked.'],
    ] as const) {
      const refused = await react(fan, type, id, action);
      expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([400, 'REACTION_NOT_TAKEN', said]);
      expect(await rowCount(id, action)).toBe(0);
    }
    // One made before the rule can still be taken back.
    await t.db
      .insertInto('reactions')
      .values({
        user_id: (await t.db.selectFrom('reactions').select('user_id').where('object_id', '=', post.id).executeTakeFirstOrThrow()).user_id,
        object_type: 'creator_post',
        object_id: post.id,
        action: 'favourite',
      })
      .execute();
    expect((await react(fan, 'creator_post', post.id, 'favourite', false)).json().data).toMatchObject({ reacted: false });
    expect(await rowCount(post.id, 'favourite')).toBe(0);
  });

  it('still lets a user take back a reaction on an item that is no longer live', async () => {
    const video = await newVideo();
    await react(fan, 'video', video.id, 'favourite');
    await t.db.updateTable('videos').set({ status: 'inactive' }).where('id', '=', video.id).execute();
    expect((await react(fan, 'video', video.id, 'favourite', false)).json().data).toMatchObject({ reacted: false, count: 0 });
  });
});

describe('counters under 50 concurrent requests', () => {
  const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

  it('counts 50 parallel likes from one user once', async () => {
    const video = await newVideo();
    const answers = await times(50, () => react(fan, 'video', video.id, 'like'));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await videoCounts(video.id)).likes_count).toBe(1);
    expect(await rowCount(video.id, 'like')).toBe(1);
  });

  it('counts 50 users liking at once exactly', async () => {
    const video = await newVideo();
    const tokens = await times(50, () => login());
    const answers = await times(50, (i) => react(tokens[i], 'video', video.id, 'like'));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect((await videoCounts(video.id)).likes_count).toBe(50);
    expect(Math.max(...answers.map((r) => r.json().data.count))).toBe(50);
  });

  it('keeps the counter equal to the rows under interleaved likes and unlikes', async () => {
    const video = await newVideo();
    const tokens = await times(10, () => login());
    await times(50, (i) => react(tokens[i % 10], 'video', video.id, 'favourite', i % 3 !== 1));
    const rows = await rowCount(video.id, 'favourite');
    expect((await videoCounts(video.id)).favourites_count).toBe(rows);
    await times(10, (i) => react(tokens[i], 'video', video.id, 'favourite', false));
    expect(await videoCounts(video.id)).toEqual({ likes_count: 0, favourites_count: 0 });
  });
});

describe('GET /reactions/state, /reactions/search and the lists of reacted items', () => {
  it("tells the viewer's state on one object", async () => {
    const video = await newVideo();
    const token = await login();
    const state = () => t.request({ method: 'GET', url: `/api/reactions/state?objectType=video&objectId=${video.id}`, token });
    expect((await state()).json().data).toEqual({ like: false, favourite: false, watch_later: false });
    await react(token, 'video', video.id, 'like');
    await react(token, 'video', video.id, 'watch_later');
    expect((await state()).json().data).toEqual({ like: true, favourite: false, watch_later: true });
    expect((await t.request({ method: 'GET', url: `/api/reactions/state?objectType=video&objectId=${video.id}` })).statusCode).toBe(401);
  });

  it("lists the caller's own reactions newest first, filtered by action and type", async () => {
    const token = await login();
    const [a, b] = [await newVideo(), await newVideo()];
    const gallery = await createGallery(t.db, { performer_id: performer.id });
    for (const [type, id, action] of [
      ['video', a.id, 'like'],
      ['gallery', gallery.id, 'like'],
      ['video', b.id, 'favourite'],
    ] as const) {
      await react(token, type, id, action);
    }
    await react(fan, 'video', a.id, 'favourite');
    const search = async (query: string) => (await t.request({ method: 'GET', url: `/api/reactions/search${query}`, token })).json().data;
    const all = await search('');
    expect(all.total).toBe(3);
    expect(all.data.map((r: { objectId: string }) => r.objectId)).toEqual([b.id, gallery.id, a.id]);
    expect(all.data[0]).toEqual({ _id: expect.any(String), objectType: 'video', objectId: b.id, action: 'favourite', createdAt: expect.any(String) });
    expect((await search('?action=like')).total).toBe(2);
    expect((await search('?action=like&objectType=gallery')).data.map((r: { objectId: string }) => r.objectId)).toEqual([gallery.id]);
    expect((await search('?limit=1&offset=2')).data.map((r: { objectId: string }) => r.objectId)).toEqual([a.id]);
  });

  it('lists favourite and watch-later videos and galleries with their public cards, skipping items no longer live', async () => {
    const token = await login();
    const [kept, hidden, later] = [await newVideo(), await newVideo(), await newVideo()];
    const gallery = await createGallery(t.db, { performer_id: performer.id, title: 'Favourite gallery' });
    for (const id of [kept.id, hidden.id]) await react(token, 'video', id, 'favourite');
    await react(token, 'video', later.id, 'watch_later');
    await react(token, 'gallery', gallery.id, 'favourite');
    await t.db.updateTable('videos').set({ status: 'inactive' }).where('id', '=', hidden.id).execute();

    const get = async (url: string) => (await t.request({ method: 'GET', url, token })).json().data;
    const favourites = await get('/api/reactions/videos');
    expect(favourites.total).toBe(1);
    expect(favourites.data[0]).toMatchObject({
      objectType: 'video',
      objectId: kept.id,
      action: 'favourite',
      objectInfo: { _id: kept.id, title: kept.title, stats: { favourites: 1 }, performer: { _id: performer.id } },
    });
    expect((await get('/api/reactions/videos?action=watch_later')).data.map((r: { objectId: string }) => r.objectId)).toEqual([later.id]);
    const galleries = await get('/api/reactions/galleries');
    expect([galleries.total, galleries.data[0].objectInfo.title]).toEqual([1, 'Favourite gallery']);
  });

  it('lists favourite products and liked performers with their public cards, skipping what the public no longer sees', async () => {
    const token = await login();
    const [kept, withdrawn] = [
      await createProduct(t.db, { performer_id: performer.id, name: 'Favourite print' }),
      await createProduct(t.db, { performer_id: performer.id }),
    ];
    const [star, gone] = [await createPerformer(t.db, { name: 'Liked star' }), await createPerformer(t.db)];
    for (const id of [kept.id, withdrawn.id]) await react(token, 'product', id, 'favourite');
    for (const id of [gone.id, star.id]) await react(token, 'performer', id, 'like');
    await react(fan, 'product', withdrawn.id, 'favourite');
    await t.db.updateTable('products').set({ status: 'inactive' }).where('id', '=', withdrawn.id).execute();
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', gone.id).execute();

    const get = async (url: string) => (await t.request({ method: 'GET', url, token })).json();
    const products = await get('/api/reactions/products');
    expect(products.status).toBe(0);
    expect(products.data.total).toBe(1);
    expect(products.data.data[0]).toMatchObject({
      objectType: 'product',
      objectId: kept.id,
      action: 'favourite',
      objectInfo: { _id: kept.id, name: 'Favourite print', stats: { favourites: 1 }, performer: { _id: performer.id } },
    });
    const performers = await get('/api/reactions/performers?action=like');
    expect([performers.data.total, performers.data.data.map((r: { objectId: string }) => r.objectId)]).toEqual([1, [star.id]]);
    expect(performers.data.data[0].objectInfo).toMatchObject({ _id: star.id, name: 'Liked star', username: star.username });
    // Performers are followed, not favourited (the follows module): none is listed as a favourite.
    expect((await get('/api/reactions/performers')).data.total).toBe(0);
    expect((await get('/api/reactions/products?offset=1')).data).toEqual({ data: [], total: 1 });
  });

  it('refuses anonymous callers (401) and unknown actions (400) on every list, with an error code', async () => {
    for (const kind of ['videos', 'galleries', 'products', 'performers']) {
      const anonymous = await t.request({ method: 'GET', url: `/api/reactions/${kind}` });
      expect([anonymous.statusCode, typeof anonymous.json().code]).toEqual([401, 'string']);
      const bad = await t.request({ method: 'GET', url: `/api/reactions/${kind}?action=love`, token: fan });
      expect([bad.statusCode, bad.json().statusCode, typeof bad.json().code]).toEqual([400, 400, 'string']);
    }
  });
});
