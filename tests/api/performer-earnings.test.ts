/**
 * @jest-environment node
 */
// The performer area's money: earnings recorded by real checkouts (the sandbox approving them), split by the
// site's commission or a performer's own, reversed by a refund; searched, totalled and charted for their
// performer (an admin: for everyone), paid out by the admin command line; and each own item's sales.
import { runAdminCommand } from '../../server/modules/admin/commands';
import { createPerformer, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseProducts, purchaseVideo, SHIPPING, type Buyer } from './helpers/checkout';
import { DEMO, type TestApp } from './helpers/test-app';
import type { Earning } from '../../types/earnings';

let t: TestApp;
let earner: { id: string; username: string; token: string };
let other: { id: string; username: string; token: string };
let fan: Buyer;
let secondFan: Buyer & { username: string };
let admin: string;
const ids: Record<string, string> = {};

async function performer(name: string) {
  const user = await createPerformer(t.db, { name });
  return { id: user.id, username: user.username, token: await t.login(user.username, 'test-password') };
}

async function newBuyer() {
  const user = await createUser(t.db);
  return { id: user.id, username: user.username, token: await t.login(user.username, 'test-password') };
}

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api${url}`, token });

async function ok(url: string, token: string) {
  const res = await get(url, token);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

type Row = Earning;
const rows = async (query: string, token = earner.token): Promise<Row[]> => (await ok(`/earning/performer/search${query}`, token)).data;
const earningOf = async (sourceId: string, status = 'earned') =>
  t.db
    .selectFrom('earnings')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('status', '=', status as 'earned')
    .executeTakeFirstOrThrow();
const moveEarning = (id: string, createdAt: string) =>
  t.db
    .updateTable('earnings')
    .set({ created_at: new Date(createdAt) })
    .where('id', '=', id)
    .execute();
const payout = (...args: string[]) => runAdminCommand(t.app.services.admin, ['payout', 'performer', ...args]);

beforeAll(async () => {
  t = await createCheckoutApp();
  await t.app.services.settings.set('performerCommission', 0.25);
  earner = await performer('Earnings Earner');
  other = await performer('Earnings Other');
  await t.db.updateTable('performers').set({ commission_bp: 1000 }).where('user_id', '=', other.id).execute();
  fan = await newBuyer();
  secondFan = await newBuyer();
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);

  const video = await createVideo(t.db, { performer_id: earner.id, title: 'Paid clip', access: 'sale', price_cents: 999 });
  const draft = await createVideo(t.db, { performer_id: earner.id, title: 'Unseen draft', status: 'draft' });
  const mug = await createProduct(t.db, { performer_id: earner.id, name: 'Mug', price_cents: 1000, stock: 10 });
  const zine = await createProduct(t.db, { performer_id: earner.id, name: 'Zine', type: 'digital', price_cents: 400, stock: null });
  const otherVideo = await createVideo(t.db, { performer_id: other.id, title: 'Other clip', access: 'sale', price_cents: 1234 });
  const otherProduct = await createProduct(t.db, { performer_id: other.id, name: 'Other poster', price_cents: 700 });
  Object.assign(ids, { video: video.id, draft: draft.id, mug: mug.id, zine: zine.id, otherVideo: otherVideo.id, otherProduct: otherProduct.id });

  // The fan buys the clip, then 3 mugs and a zine; the second fan buys a zine (refunded below) and the other's clip.
  await decide(t, fan, await pendingPurchase(await purchaseVideo(t, fan, video.id)), 'approve');
  ids.mugOrder = await pendingPurchase(
    await purchaseProducts(t, fan, {
      products: [
        { _id: mug.id, quantity: 3 },
        { _id: zine.id, quantity: 1 },
      ],
      shipping: SHIPPING,
    }),
  );
  await decide(t, fan, ids.mugOrder, 'approve');
  const refunded = await pendingPurchase(await purchaseProducts(t, secondFan, { products: [{ _id: zine.id, quantity: 1 }] }));
  await decide(t, secondFan, refunded, 'approve');
  expect((await t.request({ method: 'POST', url: `/api/payment/transactions/${refunded}/refund`, token: admin })).statusCode).toBe(200);
  await decide(t, secondFan, await pendingPurchase(await purchaseVideo(t, secondFan, otherVideo.id)), 'approve');
}, 90_000);
afterAll(() => t.close());

describe('earnings from real checkouts', () => {
  it('splits each paid line by the commission setting, or the performer’s own rate, to the cent', async () => {
    const [clip, mug] = (await rows('?sourceType=video')).concat((await rows('?sourceType=product')).filter((r) => r.name === 'Mug'));
    expect(clip).toMatchObject({
      performerId: earner.id,
      sourceType: 'video',
      sourceId: ids.video,
      name: 'Paid clip',
      quantity: 1,
      grossPrice: 999,
      commissionRate: 0.25,
      commission: 250,
      netPrice: 749,
      status: 'earned',
      isPaid: false,
      paidAt: null,
      reversedAt: null,
    });
    expect(clip.buyer).toMatchObject({ _id: fan.id });
    expect(mug).toMatchObject({ sourceType: 'product', sourceId: ids.mug, quantity: 3, grossPrice: 3000, commission: 750, netPrice: 2250 });
    const order = await ok(`/orders/details/${mug.orderId}`, fan.token);
    expect(mug).toMatchObject({ orderNumber: order.number });
    const [theirs] = await rows('', other.token);
    expect(theirs).toMatchObject({ performerId: other.id, grossPrice: 1234, commissionRate: 0.1, commission: 123, netPrice: 1111 });
  });

  it('shows a refunded sale as reversed, newest first, and leaves it out of every total', async () => {
    const all = await rows('');
    expect([all.length, all[0].name, all[0].status, all[3].name]).toEqual([4, 'Zine', 'reversed', 'Paid clip']);
    expect(all[0]).toMatchObject({ reversedAt: expect.any(String), buyer: { _id: secondFan.id, username: secondFan.username } });
    expect(new Set(all.slice(1, 3).map((r) => r.name))).toEqual(new Set(['Mug', 'Zine']));
    expect(await ok('/earning/performer/stats', earner.token)).toEqual({
      totalGrossPrice: 999 + 3000 + 400,
      totalCommission: 250 + 750 + 100,
      totalNetPrice: 749 + 2250 + 300,
      paidPrice: 0,
      unpaidPrice: 3299,
      count: 3,
      currency: 'USD',
    });
  });

  it('filters by source type, status and paid state, and pages', async () => {
    expect((await rows('?sourceType=product')).map((r) => r.name).sort()).toEqual(['Mug', 'Zine', 'Zine']);
    expect((await rows('?status=reversed')).map((r) => r.name)).toEqual(['Zine']);
    expect(await rows('?sourceType=subscription')).toEqual([]);
    expect(await rows('?isPaid=true')).toEqual([]);
    expect(await rows('?isPaid=false')).toHaveLength(4);
    const page = await ok('/earning/performer/search?limit=2&offset=2', earner.token);
    expect([page.total, page.data.length]).toEqual([4, 2]);
    expect(await ok('/earning/performer/stats?sourceType=product', earner.token)).toMatchObject({ totalGrossPrice: 3400, totalNetPrice: 2550, count: 2 });
    expect(await ok('/earning/performer/stats?status=reversed', earner.token)).toMatchObject({ totalGrossPrice: 0, count: 0 });
    for (const bad of [
      '?sourceType=coupon',
      '?isPaid=maybe',
      '?status=paid',
      '?fromDate=yesterday',
      '?fromDate=2026-02-30',
      '?toDate=2026-01-01T25:00:00Z',
      '?fromDate=0099-01-01',
      '?fromDate=2026-03-05&toDate=2026-03-04',
      '?limit=500',
    ]) {
      const res = await get(`/earning/performer/search${bad}`, earner.token);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    }
  });
});

describe('dates, the timeline and payouts', () => {
  beforeAll(async () => {
    // Spread the earner's earnings over March 2026 (2 March is a Monday).
    await moveEarning((await earningOf(ids.video)).id, '2026-03-02T10:00:00Z');
    await moveEarning((await earningOf(ids.mug)).id, '2026-03-04T23:59:59.999Z');
    await moveEarning((await earningOf(ids.zine)).id, '2026-03-10T00:00:00Z');
    await moveEarning((await earningOf(ids.zine, 'reversed')).id, '2026-03-05T12:00:00Z');
  });

  it('takes inclusive days (UTC) and instants', async () => {
    expect((await rows('?fromDate=2026-03-04&toDate=2026-03-04')).map((r) => r.name)).toEqual(['Mug']);
    expect((await rows('?fromDate=2026-03-04&toDate=2026-03-04T23:59:59.998Z')).map((r) => r.name)).toEqual([]);
    expect((await rows('?fromDate=2026-03-05T00:00:00%2B01:00&toDate=2026-03-09')).map((r) => r.name)).toEqual(['Zine', 'Mug']);
    expect(await ok('/earning/performer/stats?fromDate=2026-03-01&toDate=2026-03-09', earner.token)).toMatchObject({ totalNetPrice: 749 + 2250, count: 2 });
  });

  it('sums net earnings per day, week (from Monday) or month, empty periods included, oldest first', async () => {
    const days = await ok('/earning/performer/timeline?groupBy=day&fromDate=2026-03-01&toDate=2026-03-10', earner.token);
    expect(days.groupBy).toBe('day');
    expect(days.currency).toBe('USD');
    expect(days.points).toHaveLength(10);
    expect(days.points.filter((p: { count: number }) => p.count > 0)).toEqual([
      { period: '2026-03-02', grossPrice: 999, netPrice: 749, count: 1 },
      { period: '2026-03-04', grossPrice: 3000, netPrice: 2250, count: 1 },
      { period: '2026-03-10', grossPrice: 400, netPrice: 300, count: 1 },
    ]);
    expect(days.points[0]).toEqual({ period: '2026-03-01', grossPrice: 0, netPrice: 0, count: 0 });
    // The reversed sale of 5 March counts nowhere.
    expect(days.points[4]).toEqual({ period: '2026-03-05', grossPrice: 0, netPrice: 0, count: 0 });

    const weeks = await ok('/earning/performer/timeline?groupBy=week&fromDate=2026-02-25&toDate=2026-03-15', earner.token);
    expect(weeks.points).toEqual([
      { period: '2026-02-23', grossPrice: 0, netPrice: 0, count: 0 },
      { period: '2026-03-02', grossPrice: 3999, netPrice: 2999, count: 2 },
      { period: '2026-03-09', grossPrice: 400, netPrice: 300, count: 1 },
    ]);
    const months = await ok('/earning/performer/timeline?groupBy=month&fromDate=2026-01-15&toDate=2026-04-02&sourceType=product', earner.token);
    expect(months.points.map((p: { period: string; netPrice: number }) => [p.period, p.netPrice])).toEqual([
      ['2026-01-01', 0],
      ['2026-02-01', 0],
      ['2026-03-01', 2550],
      ['2026-04-01', 0],
    ]);
  });

  it('reaches back 30 days, 12 weeks or 12 months to today by default, and refuses a series too long', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const days = await ok('/earning/performer/timeline', earner.token);
    expect([days.groupBy, days.points.length, days.points.at(-1).period]).toEqual(['day', 30, today]);
    const weeks = await ok('/earning/performer/timeline?groupBy=week', earner.token);
    expect(weeks.points).toHaveLength(12);
    expect(new Date(`${weeks.points[0].period}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = await ok('/earning/performer/timeline?groupBy=month', earner.token);
    expect([months.points.length, months.points.at(-1).period]).toEqual([12, `${today.slice(0, 7)}-01`]);
    const long = await get('/earning/performer/timeline?groupBy=day&fromDate=2020-01-01&toDate=2026-01-01', earner.token);
    expect([long.statusCode, long.json().code]).toEqual([400, 'TIMELINE_TOO_LONG']);
    expect((await get('/earning/performer/timeline?groupBy=year', earner.token)).statusCode).toBe(400);
  });

  it('pays out kept, unpaid earnings up to the end of the given day, once', async () => {
    expect(await payout(earner.username, '--until', '2026-03-04')).toBe(`${earner.username}  2 earnings  net 29.99`);
    expect(await payout(earner.username, '--until', '2026-03-04')).toBe('nothing to pay up to 2026-03-04');
    expect(await payout(earner.username, '--until', '2026-03-09')).toBe('nothing to pay up to 2026-03-09');
    const paid = await rows('?isPaid=true');
    expect(paid.map((r) => r.name)).toEqual(['Mug', 'Paid clip']);
    expect(paid.every((r) => r.isPaid && typeof r.paidAt === 'string')).toBe(true);
    expect(await ok('/earning/performer/stats', earner.token)).toMatchObject({ paidPrice: 2999, unpaidPrice: 300, totalNetPrice: 3299 });

    expect(await payout('--until', '2026-03-10', earner.username)).toBe(`${earner.username}  1 earnings  net 3.00`);
    // The reversed sale is never paid.
    expect((await rows('?isPaid=false')).map((r) => [r.name, r.status])).toEqual([['Zine', 'reversed']]);
    expect(await ok('/earning/performer/stats', earner.token)).toMatchObject({ paidPrice: 3299, unpaidPrice: 0 });
    // Someone else's earnings were not touched.
    expect(await rows('?isPaid=true', other.token)).toEqual([]);
  });

  it('pays every performer without a name, and refuses bad input', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const everyone = await payout('--until', today);
    expect(everyone).toContain(`${other.username}  1 earnings  net 11.11`);
    expect(everyone).not.toContain(earner.username);
    expect(await payout('--until', today)).toBe(`nothing to pay up to ${today}`);
    await expect(payout(earner.username, '--until', '2026-02-30')).rejects.toMatchObject({ statusCode: 400 });
    await expect(payout(earner.username)).rejects.toMatchObject({ statusCode: 400 });
    await expect(payout('no_such_performer', '--until', today)).rejects.toMatchObject({ statusCode: 404 });
    await expect(payout(secondFan.username, '--until', today)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('who sees which earnings', () => {
  const ROUTES = ['/earning/performer/search', '/earning/performer/stats', '/earning/performer/timeline'];

  it('refuses a visitor (401) and a fan (403)', async () => {
    for (const url of ROUTES) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await get(url, fan.token)).statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('shows a performer only their own, and refuses them another performer’s', async () => {
    expect((await rows('', other.token)).map((r) => r.performerId)).toEqual([other.id]);
    expect((await rows('')).every((r) => r.performerId === earner.id)).toBe(true);
    expect(await ok('/earning/performer/stats', other.token)).toMatchObject({ totalGrossPrice: 1234, count: 1 });
    expect((await rows(`?performerId=${earner.id}`)).length).toBe(4);
    for (const url of ROUTES) {
      const res = await get(`${url}?performerId=${earner.id}`, other.token);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('shows an admin everyone’s, or one performer’s', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const march = await ok('/earning/performer/search?fromDate=2026-03-01&toDate=2026-03-31&limit=200', admin);
    const now = await ok(`/earning/performer/search?fromDate=${today}&sourceType=video&limit=200`, admin);
    expect((march.data as Row[]).filter((r) => r.performerId === earner.id)).toHaveLength(4);
    expect((now.data as Row[]).filter((r) => r.performerId === other.id)).toHaveLength(1);
    expect((await rows(`?performerId=${other.id}`, admin)).map((r) => r.performerId)).toEqual([other.id]);
    expect(await ok(`/earning/performer/stats?performerId=${earner.id}`, admin)).toMatchObject({ totalNetPrice: 3299, count: 3 });
    const all = await ok('/earning/performer/stats', admin);
    expect(all.totalGrossPrice).toBeGreaterThanOrEqual(4399 + 1234);
    expect((await get('/earning/performer/search?performerId=not-a-uuid', admin)).statusCode).toBe(400);
  });
});

describe('the performer’s own listings with their sales', () => {
  type Item = {
    _id: string;
    status: string;
    publication: string;
    price: number;
    stats: { views: number; likes: number };
    salesCount: number;
    revenue: number;
    performer: { _id: string } | null;
  };
  const items = async (url: string, token: string): Promise<Item[]> => (await ok(url, token)).data;
  const byId = (list: Item[]) => new Map(list.map((i) => [i._id, i]));

  it('gives each own product and video its units sold and gross revenue, refunds left out', async () => {
    const products = byId(await items('/performer/assets/products/search', earner.token));
    expect(products.get(ids.mug)).toMatchObject({ status: 'active', price: 1000, salesCount: 3, revenue: 3000, stats: { views: 0, likes: 0 } });
    expect(products.get(ids.zine)).toMatchObject({ salesCount: 1, revenue: 400 });
    expect(await ok(`/performer/assets/products/${ids.mug}/view`, earner.token)).toMatchObject({ salesCount: 3, revenue: 3000, hasDigitalFile: false });

    const videos = await items('/performer/assets/videos/search', earner.token);
    expect(videos.map((v) => [v._id, v.status, v.salesCount, v.revenue])).toEqual([
      [ids.draft, 'draft', 0, 0],
      [ids.video, 'active', 1, 999],
    ]);
    expect(await ok(`/performer/assets/videos/${ids.video}/view`, earner.token)).toMatchObject({ salesCount: 1, revenue: 999, price: 999, canView: true });
  });

  it('filters and pages the own videos like the own products', async () => {
    expect((await items('/performer/assets/videos/search?status=draft', earner.token)).map((v) => v._id)).toEqual([ids.draft]);
    expect((await items('/performer/assets/videos/search?q=paid', earner.token)).map((v) => v._id)).toEqual([ids.video]);
    const page = await ok('/performer/assets/videos/search?limit=1&offset=1&sortBy=oldest', earner.token);
    expect([page.total, page.data.map((v: Item) => v._id)]).toEqual([2, [ids.draft]]);
    expect((await get('/performer/assets/videos/search?status=deleted', earner.token)).statusCode).toBe(400);
  });

  it('orders the own lists by units sold or by gross revenue, items that sold nothing last', async () => {
    const order = async (kind: string, sortBy: string) => (await items(`/performer/assets/${kind}/search?sortBy=${sortBy}`, earner.token)).map((i) => i._id);
    // Newest first, the draft (made last) leads; by sales, the video that sold.
    expect(await order('videos', 'newest')).toEqual([ids.draft, ids.video]);
    expect(await order('videos', 'mostSold')).toEqual([ids.video, ids.draft]);
    expect(await order('videos', 'topEarning')).toEqual([ids.video, ids.draft]);
    const products = byId(await items('/performer/assets/products/search', earner.token));
    for (const sortBy of ['mostSold', 'topEarning'] as const) {
      const listed = (await order('products', sortBy)).map((id) => products.get(id)!);
      const figure = (p: Item) => (sortBy === 'mostSold' ? p.salesCount : p.revenue);
      expect(listed.slice(0, 2).map((p) => p._id)).toEqual([ids.mug, ids.zine]);
      expect(listed.map(figure)).toEqual([...listed.map(figure)].sort((a, b) => b - a));
    }
    expect((await get('/performer/assets/videos/search?sortBy=richest', earner.token)).statusCode).toBe(400);
  });

  it('says where each item stands (live, scheduled, draft, hidden) and filters by it', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const soon = await createVideo(t.db, { performer_id: earner.id, title: 'Coming soon', published_at: tomorrow });
    const poster = await createProduct(t.db, { performer_id: earner.id, name: 'Next poster', published_at: tomorrow });
    const hidden = await createProduct(t.db, { performer_id: earner.id, name: 'Old poster', status: 'inactive' });
    try {
      const videos = await items('/performer/assets/videos/search', earner.token);
      expect(videos.map((v) => [v._id, v.status, v.publication])).toEqual([
        [soon.id, 'active', 'scheduled'],
        [ids.draft, 'draft', 'draft'],
        [ids.video, 'active', 'live'],
      ]);
      const ofStatus = async (kind: string, status: string) =>
        (await items(`/performer/assets/${kind}/search?status=${status}`, earner.token)).map((i) => i._id);
      expect(await ofStatus('videos', 'scheduled')).toEqual([soon.id]);
      expect(await ofStatus('videos', 'live')).toEqual([ids.video]);
      expect((await ofStatus('videos', 'active')).sort()).toEqual([soon.id, ids.video].sort());
      expect(await ofStatus('products', 'scheduled')).toEqual([poster.id]);
      expect(await ofStatus('products', 'inactive')).toEqual([hidden.id]);
      expect(byId(await items('/performer/assets/products/search', earner.token)).get(hidden.id)).toMatchObject({ publication: 'inactive' });
      expect(await ok(`/performer/assets/videos/${soon.id}/view`, earner.token)).toMatchObject({
        publication: 'scheduled',
        publishedAt: tomorrow.toISOString(),
      });
      expect(await ok(`/performer/assets/products/${poster.id}/view`, earner.token)).toMatchObject({ publication: 'scheduled' });
      // The public does not see it before its time.
      expect((await get(`/user/assets/videos/${soon.id}`)).statusCode).toBe(404);
    } finally {
      await t.db.deleteFrom('videos').where('id', '=', soon.id).execute();
      await t.db.deleteFrom('products').where('id', 'in', [poster.id, hidden.id]).execute();
    }
  });

  it('never shows a performer another performer’s items; shows an admin everyone’s or one performer’s', async () => {
    expect((await items('/performer/assets/videos/search', other.token)).map((v) => v._id)).toEqual([ids.otherVideo]);
    expect((await items('/performer/assets/products/search', other.token)).map((p) => p._id)).toEqual([ids.otherProduct]);
    for (const url of ['/performer/assets/videos/search', '/performer/assets/products/search']) {
      expect((await get(`${url}?performerId=${earner.id}`, other.token)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, fan.token)).statusCode).toBe(403);
    }
    expect((await get(`/performer/assets/videos/${ids.draft}/view`, other.token)).statusCode).toBe(404);
    expect((await get(`/performer/assets/products/${ids.mug}/view`, other.token)).statusCode).toBe(404);

    const adminVideos = await items(`/performer/assets/videos/search?performerId=${earner.id}`, admin);
    expect(adminVideos.map((v) => [v._id, v.salesCount])).toEqual([
      [ids.draft, 0],
      [ids.video, 1],
    ]);
    const everyone = byId(await items('/performer/assets/products/search?limit=200', admin));
    expect([everyone.has(ids.mug), everyone.has(ids.otherProduct)]).toEqual([true, true]);
    expect(await ok(`/performer/assets/videos/${ids.draft}/view`, admin)).toMatchObject({ _id: ids.draft, status: 'draft', salesCount: 0 });
    expect(await ok(`/performer/assets/products/${ids.zine}/view`, admin)).toMatchObject({ salesCount: 1, revenue: 400 });
  });
});

describe('a refund after the payout', () => {
  it('keeps what was paid out as paid and shows the refunded net as owed back', async () => {
    const before = await ok('/earning/performer/stats', earner.token);
    expect(before).toMatchObject({ paidPrice: 3299, unpaidPrice: 0 });
    // The paid-out order of 3 mugs and a zine (3000 + 400 gross, 25 % commission: 2550 net) is refunded.
    expect((await t.request({ method: 'POST', url: `/api/payment/transactions/${ids.mugOrder}/refund`, token: admin })).statusCode).toBe(200);
    const after = await ok('/earning/performer/stats', earner.token);
    expect(after).toMatchObject({ totalNetPrice: before.totalNetPrice - 2550, paidPrice: 3299, unpaidPrice: -2550 });
  });
});
