/**
 * @jest-environment node
 */
// A fan's feed: what went live from the creators they follow or subscribe to (and a creator's own), newest first, each
// item as the viewer may see it (free, subscribed, bought, locked, owner); cursor pages that neither lose nor repeat
// items published in between; the filters; and cursors that were edited or are another fan's, refused.
import { createCreatorPost, createGallery, createPerformer, createProduct, createUser, createVideo, purchase, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

interface Item {
  kind: string;
  publishedAt: string;
  video?: { _id: string };
  gallery?: { _id: string };
  product?: { _id: string };
  post?: { _id: string; canView: boolean; html: string | null };
  access?: { canView: boolean; accessReason: string };
  reactions: { like: boolean; favourite: boolean; watch_later: boolean };
}
const idOf = (item: Item) => (item.video ?? item.gallery ?? item.product ?? item.post)!._id;

async function feed(token: string, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/feed${query}`, token });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data as { items: Item[]; next: string | null };
}

async function fan() {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}
async function follow(fan: { token: string }, performerId: string) {
  const res = await t.request({ method: 'PUT', url: `/api/follows/${performerId}`, token: fan.token });
  expect(res.statusCode).toBe(200);
}
/** The minute's job that tells fans of what went live, and writes it into their feeds. */
const announce = () => t.app.services.releases.announceDue();

describe('the feed', () => {
  it('shows what went live from followed and subscribed creators, newest first, each as the viewer may see it', async () => {
    const star = await createPerformer(t.db);
    const stranger = await createPerformer(t.db);
    const free = await createVideo(t.db, { performer_id: star.id, access: 'free', published_at: ago(10) });
    const forSubscribers = await createVideo(t.db, { performer_id: star.id, access: 'subscribers', published_at: ago(9) });
    const forSale = await createVideo(t.db, { performer_id: star.id, access: 'sale', price_cents: 500, published_at: ago(8) });
    const gallery = await createGallery(t.db, { performer_id: star.id, access: 'subscribers', published_at: ago(7) });
    const product = await createProduct(t.db, { performer_id: star.id, published_at: ago(6) });
    const post = await createCreatorPost(t.db, { performer_id: star.id, access: 'subscribers', published_at: ago(5) });
    // Never in anyone's feed: a draft, one scheduled for later, one taken down, and a creator no one follows.
    await createVideo(t.db, { performer_id: star.id, status: 'draft', published_at: null });
    await createVideo(t.db, { performer_id: star.id, published_at: new Date(Date.now() + 60 * MINUTE) });
    await createVideo(t.db, { performer_id: star.id, published_at: ago(4), moderation: 'removed' });
    await createVideo(t.db, { performer_id: stranger.id, published_at: ago(3) });

    const [follower, subscriber, buyer] = [await fan(), await fan(), await fan()];
    await follow(follower, star.id);
    await subscribe(t.db, subscriber.id, star.id); // subscribed without a follow row: still in the feed
    await follow(buyer, star.id);
    await purchase(t.db, buyer.id, 'video', forSale.id);
    await announce();

    const expectedOrder = [post.id, product.id, gallery.id, forSale.id, forSubscribers.id, free.id];
    const seen = async (token: string) => {
      const { items } = await feed(token);
      expect(items.map(idOf)).toEqual(expectedOrder);
      const access = Object.fromEntries(items.map((i) => [idOf(i), i.access?.canView ?? i.post?.canView ?? null]));
      return [access[free.id], access[forSubscribers.id], access[forSale.id], access[gallery.id], access[product.id], access[post.id]];
    };
    expect(await seen(follower.token)).toEqual([true, false, false, false, null, false]);
    expect(await seen(subscriber.token)).toEqual([true, true, false, true, null, true]);
    expect(await seen(buyer.token)).toEqual([true, false, true, false, null, false]);
    const owner = await t.login(star.username, 'test-password');
    expect(await seen(owner)).toEqual([true, true, true, true, null, true]);

    const locked = (await feed(follower.token)).items.find((i) => i.post?._id === post.id)!;
    expect(locked.post!.html).toBeNull();
    expect((await feed((await fan()).token)).items).toEqual([]);
  });

  it('pages by cursor: items published in between are neither lost nor repeated', async () => {
    const star = await createPerformer(t.db);
    const reader = await fan();
    await follow(reader, star.id);
    const older = [];
    for (let i = 5; i >= 1; i--) older.push((await createVideo(t.db, { performer_id: star.id, published_at: ago(i) })).id);
    await announce();
    const first = await feed(reader.token, '?limit=2');
    expect(first.items.map(idOf)).toEqual([older[4], older[3]]);
    // Two new items arrive while the fan reads.
    await createVideo(t.db, { performer_id: star.id, published_at: new Date(Date.now() - 1000) });
    await createCreatorPost(t.db, { performer_id: star.id, published_at: new Date(Date.now() - 500) });
    await announce();
    const second = await feed(reader.token, `?limit=2&cursor=${first.next}`);
    expect(second.items.map(idOf)).toEqual([older[2], older[1]]);
    const third = await feed(reader.token, `?limit=2&cursor=${second.next}`);
    expect(third).toEqual({ items: [expect.objectContaining({ kind: 'video' })], next: null });
    expect(idOf(third.items[0])).toBe(older[0]);
  });

  it('merges many creators page by page in order, ties included (more creators than a page holds)', async () => {
    const creators = [
      await createPerformer(t.db),
      await createPerformer(t.db),
      await createPerformer(t.db),
      await createPerformer(t.db),
      await createPerformer(t.db),
    ];
    const reader = await fan();
    for (const creator of creators) await follow(reader, creator.id);
    const tie = ago(30);
    const made: Array<{ id: string; at: number }> = [];
    for (const [i, creator] of creators.entries()) {
      // Interleaved in time across creators, two of them at the very same instant, one creator with nothing live.
      if (i === 4) continue;
      for (const minutes of [20 + i, 40 + i * 3, 60 + i]) {
        const at = i < 2 && minutes === 20 + i ? tie : ago(minutes);
        made.push({ id: (await createCreatorPost(t.db, { performer_id: creator.id, published_at: at })).id, at: at.getTime() });
      }
      made.push({ id: (await createVideo(t.db, { performer_id: creator.id, published_at: ago(25 + i) })).id, at: ago(25 + i).getTime() });
    }
    await announce();
    const shown: string[] = [];
    let next: string | null = null;
    do {
      const page: { items: Item[]; next: string | null } = await feed(reader.token, `?limit=3${next ? `&cursor=${next}` : ''}`);
      shown.push(...page.items.map(idOf));
      next = page.next;
    } while (next);
    const expected = [...made].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((m) => m.id);
    expect(shown).toEqual(expected);
  });

  it('filters by kind and to subscribed creators only', async () => {
    const [followed, paid] = [await createPerformer(t.db), await createPerformer(t.db)];
    const reader = await fan();
    await follow(reader, followed.id);
    await subscribe(t.db, reader.id, paid.id);
    const video = await createVideo(t.db, { performer_id: followed.id, published_at: ago(3) });
    const gallery = await createGallery(t.db, { performer_id: paid.id, published_at: ago(2) });
    const post = await createCreatorPost(t.db, { performer_id: paid.id, published_at: ago(1) });
    await announce();
    expect((await feed(reader.token, '?kind=videos')).items.map(idOf)).toEqual([video.id]);
    expect((await feed(reader.token, '?kind=photos')).items.map(idOf)).toEqual([gallery.id]);
    expect((await feed(reader.token, '?kind=posts')).items.map(idOf)).toEqual([post.id]);
    expect((await feed(reader.token, '?subscribed=true')).items.map(idOf)).toEqual([post.id, gallery.id]);
  });

  it("carries the fan's own likes and favourites on each item, not another fan's", async () => {
    const star = await createPerformer(t.db);
    const [reader, other] = [await fan(), await fan()];
    await follow(reader, star.id);
    await follow(other, star.id);
    const video = await createVideo(t.db, { performer_id: star.id, access: 'free', published_at: ago(2) });
    const post = await createCreatorPost(t.db, { performer_id: star.id, access: 'free', published_at: ago(1) });
    await announce();
    const react = (token: string, objectType: string, objectId: string, action: string) =>
      t.request({ method: 'POST', url: '/api/reactions', token, payload: { objectType, objectId, action } });
    for (const res of [
      await react(reader.token, 'video', video.id, 'favourite'),
      await react(reader.token, 'creator_post', post.id, 'like'),
      await react(other.token, 'video', video.id, 'like'),
    ])
      expect(res.statusCode).toBe(200);
    const reactions = (await feed(reader.token)).items.map((item) => [item.kind, item.reactions]);
    expect(reactions).toEqual([
      ['creator_post', { like: true, favourite: false, watch_later: false }],
      ['video', { like: false, favourite: true, watch_later: false }],
    ]);
  });

  it("following brings the creator's newest items into the feed at once; unfollowing or a block takes them out", async () => {
    const star = await createPerformer(t.db);
    const video = await createVideo(t.db, { performer_id: star.id, published_at: ago(3) });
    const post = await createCreatorPost(t.db, { performer_id: star.id, published_at: ago(2) });
    await announce(); // told before anyone followed: only the back-fill brings them
    const reader = await fan();
    expect((await feed(reader.token)).items).toEqual([]);
    await follow(reader, star.id);
    expect((await feed(reader.token)).items.map(idOf)).toEqual([post.id, video.id]);
    // Following twice writes nothing twice.
    await follow(reader, star.id);
    expect((await feed(reader.token)).items.map(idOf)).toEqual([post.id, video.id]);

    expect((await t.request({ method: 'DELETE', url: `/api/follows/${star.id}`, token: reader.token })).statusCode).toBe(200);
    expect((await feed(reader.token)).items).toEqual([]);

    await follow(reader, star.id);
    const owner = await t.login(star.username, 'test-password');
    expect((await t.request({ method: 'PUT', url: `/api/performer/blocks/${reader.id}`, token: owner })).statusCode).toBe(200);
    expect((await feed(reader.token)).items).toEqual([]);
    // The creator's own feed has their items.
    expect((await feed(owner)).items.map(idOf)).toEqual([post.id, video.id]);
  });

  it('drops an item taken down after it reached the feed', async () => {
    const star = await createPerformer(t.db);
    const reader = await fan();
    await follow(reader, star.id);
    const [kept, removed] = [
      await createVideo(t.db, { performer_id: star.id, published_at: ago(2) }),
      await createVideo(t.db, { performer_id: star.id, published_at: ago(1) }),
    ];
    await announce();
    expect((await feed(reader.token)).items.map(idOf)).toEqual([removed.id, kept.id]);
    await t.db.updateTable('videos').set({ moderation: 'removed' }).where('id', '=', removed.id).execute();
    expect((await feed(reader.token)).items.map(idOf)).toEqual([kept.id]);
    // Paging steps over it: a page of one after the newest live item is the next live one, and then the end.
    const newest = await createVideo(t.db, { performer_id: star.id, published_at: new Date(Date.now() - 1000) });
    await announce();
    const first = await feed(reader.token, '?limit=1');
    expect(first.items.map(idOf)).toEqual([newest.id]);
    expect(await feed(reader.token, `?limit=1&cursor=${first.next}`)).toEqual({ items: [expect.objectContaining({ kind: 'video' })], next: null });
    expect(idOf((await feed(reader.token, `?limit=1&cursor=${first.next}`)).items[0])).toBe(kept.id);
  });

  it('refuses an edited cursor, another fan’s cursor, bad filters and a visitor', async () => {
    const star = await createPerformer(t.db);
    const [reader, other] = [await fan(), await fan()];
    await follow(reader, star.id);
    await follow(other, star.id);
    for (let i = 3; i >= 1; i--) await createVideo(t.db, { performer_id: star.id, published_at: ago(i) });
    await announce();
    const { next } = await feed(reader.token, '?limit=1');
    const [payload, signature] = next!.split('.');
    const edited = `${Buffer.from(JSON.stringify([new Date().toISOString(), '00000000-0000-4000-8000-000000000000'])).toString('base64url')}.${signature}`;
    for (const [token, query, status, code] of [
      [reader.token, `?cursor=${edited}`, 400, 'BAD_CURSOR'],
      [reader.token, `?cursor=${payload}.${signature.slice(1)}x`, 400, 'BAD_CURSOR'],
      [reader.token, `?cursor=${payload}`, 400, undefined],
      [other.token, `?cursor=${next}`, 400, 'BAD_CURSOR'],
      [reader.token, '?kind=songs', 400, undefined],
      [reader.token, '?limit=500', 400, undefined],
      [reader.token, '?cursor=%00', 400, undefined],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/api/feed${query}`, token });
      expect({ query, status: res.statusCode, ...(code && { code: res.json().code }) }).toEqual({ query, status, ...(code && { code }) });
    }
    expect((await t.request({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
  });
});
