import { addToCategories, createCategory, createPerformer, createProduct, createUser, purchase } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every digital file key below contains this word: it must never reach a client. */
const SECRET = 'secret-file';
const HOUR = 3600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

type Card = { _id: string; name: string } & Record<string, unknown>;
type Account = { id: string; username: string };

let t: TestApp;
let merch: string;
let aria: Account;
let blake: Account;
let fan: Account;
const p: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  merch = (await createCategory(db, 'product', 'Merch')).id;
  [aria, blake, fan] = [await createPerformer(db, { name: 'Aria Stone' }), await createPerformer(db, { name: 'Blake River' }), await createUser(db)];
  const add = async (key: string, values: Parameters<typeof createProduct>[1], createdHoursAgo: number) => {
    p[key] = (await createProduct(db, { created_at: hoursAgo(createdHoursAgo), ...values })).id;
  };
  await add(
    'shirt',
    {
      performer_id: aria.id,
      name: 'Tour shirt',
      tags: ['merch'],
      price_cents: 2500,
      stock: 5,
      image_keys: ['products/shirt-front.webp', 'products/shirt-back.webp'],
      published_at: hoursAgo(5),
      likes_count: 2,
      views_count: 10,
    },
    50,
  );
  await add(
    'ebook',
    {
      performer_id: aria.id,
      name: 'Photo ebook',
      description: 'A digital photo book',
      tags: ['book'],
      type: 'digital',
      price_cents: 999,
      stock: null,
      digital_file_key: `digital/${SECRET}-ebook.pdf`,
      published_at: hoursAgo(4),
      likes_count: 7,
      views_count: 3,
    },
    40,
  );
  await add(
    'mug',
    { performer_id: blake.id, name: 'Signed mug', tags: ['merch', 'kitchen'], stock: 0, published_at: hoursAgo(3), likes_count: 1, views_count: 40 },
    30,
  );
  await add(
    'presets',
    {
      performer_id: blake.id,
      name: 'Lightroom presets',
      type: 'digital',
      stock: null,
      digital_file_key: `digital/${SECRET}-presets.zip`,
      published_at: hoursAgo(2),
      likes_count: 4,
      views_count: 1,
    },
    20,
  );
  await add(
    'draft',
    {
      performer_id: aria.id,
      name: 'Draft poster',
      type: 'digital',
      status: 'draft',
      published_at: null,
      digital_file_key: `digital/${SECRET}-poster.pdf`,
      likes_count: 20,
    },
    10,
  );
  await add('inactive', { performer_id: aria.id, name: 'Retired hoodie', status: 'inactive' }, 5);
  await add('scheduled', { performer_id: aria.id, name: 'Calendar 2030', published_at: new Date(Date.now() + 24 * HOUR) }, 1);
  await addToCategories(db, 'product', p.shirt, [merch]);
  await addToCategories(db, 'product', p.mug, [merch]);
}, 30_000);
afterAll(async () => {
  await t.close();
});

function get(path: string, token?: string) {
  return t.request({ url: `/api${path}`, method: 'GET', token });
}

/** A 200 answer's data, after checking that no digital file leaked into it. */
async function ok(path: string, token?: string) {
  const res = await get(path, token);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(SECRET);
  expect(res.body).not.toMatch(/digital_file_key|digitalFileKey|"digitalFile"/);
  return res.json().data;
}
const names = async (query: string, token?: string, path = '/user/assets/products/search') =>
  ((await ok(`${path}${query}`, token)).data as Card[]).map((c) => c.name);
const loginAs = (user: { username: string }) => t.login(user.username, 'test-password');

describe('GET /user/assets/products/search', () => {
  it('lists live products only, newest first, with the total', async () => {
    const page = await ok('/user/assets/products/search');
    expect((page.data as Card[]).map((c) => c.name)).toEqual(['Lightroom presets', 'Signed mug', 'Photo ebook', 'Tour shirt']);
    expect(page.total).toBe(4);
  });

  it('sorts by oldest, popular and mostViewed, and pages', async () => {
    expect(await names('?sortBy=oldest')).toEqual(['Tour shirt', 'Photo ebook', 'Signed mug', 'Lightroom presets']);
    expect(await names('?sortBy=popular')).toEqual(['Photo ebook', 'Lightroom presets', 'Tour shirt', 'Signed mug']);
    expect(await names('?sortBy=mostViewed')).toEqual(['Signed mug', 'Tour shirt', 'Photo ebook', 'Lightroom presets']);
    const page = await ok('/user/assets/products/search?limit=1&offset=1');
    expect((page.data as Card[]).map((c) => c.name)).toEqual(['Signed mug']);
    expect(page.total).toBe(4);
  });

  it('filters by type, performer, category, tags and an excluded id; searches words', async () => {
    expect(await names('?type=digital')).toEqual(['Lightroom presets', 'Photo ebook']);
    expect(await names('?type=physical')).toEqual(['Signed mug', 'Tour shirt']);
    expect(await names(`?performerId=${blake.id}`)).toEqual(['Lightroom presets', 'Signed mug']);
    expect(await names(`?categoryId=${merch}`)).toEqual(['Signed mug', 'Tour shirt']);
    expect(await names(`?categoryId=${merch}&excludedId=${p.mug}`)).toEqual(['Tour shirt']);
    expect(await names('?tags=kitchen&tags=book')).toEqual(['Signed mug', 'Photo ebook']);
    expect(await names('?q=photo%20bo')).toEqual(['Photo ebook']);
    expect(await names('?q=poster')).toEqual([]);
  });

  it('shows card fields: price, stock, images, performer, categories, stats', async () => {
    const cards = (await ok('/user/assets/products/search')).data as Card[];
    const byName = (name: string) => cards.find((c) => c.name === name)!;
    expect(byName('Tour shirt')).toMatchObject({
      type: 'physical',
      price: 2500,
      stock: 5,
      inStock: true,
      image: '/api/files/public/products/shirt-front.webp',
      images: ['/api/files/public/products/shirt-front.webp', '/api/files/public/products/shirt-back.webp'],
      performer: { _id: aria.id, name: 'Aria Stone' },
      categories: [{ _id: merch, name: 'Merch', slug: 'merch' }],
      stats: { views: 10, likes: 2, favourites: 0, comments: 0 },
    });
    expect(byName('Signed mug')).toMatchObject({ stock: 0, inStock: false });
    expect(byName('Photo ebook')).toMatchObject({ type: 'digital', price: 999, stock: null, inStock: true, image: null, images: [] });
    expect(byName('Photo ebook')).not.toHaveProperty('status');
  });

  it.each(['type=ebook', 'sortBy=cheapest', 'limit=0', 'offset=-1', 'categoryId=merch', 'excludedId=1'])('refuses ?%s with a 400', async (query) => {
    const res = await get(`/user/assets/products/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /user/assets/products/{id}', () => {
  it('finds a product by id or slug', async () => {
    const first = await ok(`/user/assets/products/${p.shirt}`);
    const second = await ok(`/user/assets/products/${first.slug}`);
    expect(second._id).toBe(p.shirt);
  });

  it('answers unknown, draft, inactive and scheduled products with a 404', async () => {
    for (const id of ['no-such-product', UNKNOWN_UUID, p.draft, p.inactive, p.scheduled]) {
      const res = await get(`/user/assets/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
  });

  it('tells a buyer of a digital product they bought it, and never shows the file', async () => {
    expect(await ok(`/user/assets/products/${p.ebook}`)).toMatchObject({ type: 'digital', isBought: false, canView: false });
    const token = await loginAs(fan);
    expect(await ok(`/user/assets/products/${p.ebook}`, token)).toMatchObject({ isBought: false, canView: false });
    await purchase(t.db, fan.id, 'product', p.ebook);
    expect(await ok(`/user/assets/products/${p.ebook}`, token)).toMatchObject({ isBought: true, canView: true });
    expect(await ok(`/user/assets/products/${p.ebook}`, await loginAs(aria))).toMatchObject({ isBought: false, canView: true });
  });

  it('shows its owner a product that is not live, marked as a preview (never its file); everyone else a 404', async () => {
    const owner = await loginAs(aria);
    for (const [id, preview] of [
      [p.draft, 'draft'],
      [p.inactive, 'inactive'],
      [p.scheduled, 'scheduled'],
    ]) {
      expect(await ok(`/user/assets/products/${id}`, owner)).toMatchObject({ _id: id, preview });
    }
    expect(await ok(`/user/assets/products/${p.shirt}`, owner)).not.toHaveProperty('preview');
    const res = await get(`/user/assets/products/${p.draft}`, await loginAs(fan));
    expect([res.statusCode, res.json().message]).toEqual([404, 'Product not found']);
  });

  it('says nothing about buying a physical product', async () => {
    expect(await ok(`/user/assets/products/${p.mug}`)).not.toHaveProperty('isBought');
    expect(await ok(`/user/assets/products/${p.mug}`)).not.toHaveProperty('canView');
  });
});

describe('GET /performer/assets/products/search', () => {
  const OWN = '/performer/assets/products/search';

  it("lists the performer's own products of every status, newest created first", async () => {
    const token = await loginAs(aria);
    const page = await ok(OWN, token);
    expect((page.data as Card[]).map((c) => [c.name, c.status])).toEqual([
      ['Calendar 2030', 'active'],
      ['Retired hoodie', 'inactive'],
      ['Draft poster', 'draft'],
      ['Photo ebook', 'active'],
      ['Tour shirt', 'active'],
    ]);
    expect(page.total).toBe(5);
  });

  it('filters by status and words, sorts and pages', async () => {
    const token = await loginAs(aria);
    expect(await names('?status=draft', token, OWN)).toEqual(['Draft poster']);
    expect(await names('?status=active&sortBy=oldest', token, OWN)).toEqual(['Tour shirt', 'Photo ebook', 'Calendar 2030']);
    expect(await names('?q=post', token, OWN)).toEqual(['Draft poster']);
    expect(await names('?sortBy=popular&limit=2', token, OWN)).toEqual(['Draft poster', 'Photo ebook']);
    const page = await ok(`${OWN}?limit=2&offset=4`, token);
    expect(page.total).toBe(5);
    expect((page.data as Card[]).map((c) => c.name)).toEqual(['Tour shirt']);
  });

  it('refuses fans (403) and visitors (401), and a bad status (400)', async () => {
    expect((await get(OWN, await loginAs(fan))).statusCode).toBe(403);
    expect((await get(OWN)).statusCode).toBe(401);
    expect((await get(`${OWN}?status=deleted`, await loginAs(aria))).statusCode).toBe(400);
  });
});

describe('GET /performer/assets/products/{id}/view', () => {
  const view = (id: string, token?: string) => get(`/performer/assets/products/${id}/view`, token);

  it('shows the owner a draft with its status and whether a digital file is attached, not the file', async () => {
    const token = await loginAs(aria);
    expect(await ok(`/performer/assets/products/${p.draft}/view`, token)).toMatchObject({
      name: 'Draft poster',
      status: 'draft',
      type: 'digital',
      hasDigitalFile: true,
    });
    expect(await ok(`/performer/assets/products/${p.shirt}/view`, token)).toMatchObject({ status: 'active', hasDigitalFile: false });
  });

  it("answers another performer as for an unknown id (404: a draft's existence is not told), a fan 403, a visitor 401", async () => {
    const other = await view(p.draft, await loginAs(blake));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Product not found');
    expect((await view(p.draft, await loginAs(fan))).statusCode).toBe(403);
    expect((await view(p.draft)).statusCode).toBe(401);
    const missing = await view(UNKNOWN_UUID, await loginAs(aria));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
  });
});
