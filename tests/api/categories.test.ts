import { createCategory, listOf } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createCategory(db, 'video', 'Qwix Zeta');
  const alpha = await createCategory(db, 'video', 'Qwix Alpha');
  await db.updateTable('categories').set({ description: 'The first letter' }).where('id', '=', alpha.id).execute();
  const first = await createCategory(db, 'video', 'Qwix Zebrafoo');
  await db.updateTable('categories').set({ ordering: -1 }).where('id', '=', first.id).execute();
  await createCategory(db, 'gallery', 'Qwix Gallery');
  await createCategory(db, 'product', 'Qwix Product');
  const hidden = await createCategory(db, 'video', 'Qwix Hidden');
  await db.updateTable('categories').set({ status: 'inactive' }).where('id', '=', hidden.id).execute();
}, 30_000);
afterAll(() => t.close());

const get = (query: string) => t.request({ method: 'GET', url: `/api/user/assets/categories/search${query}` });
const search = async (query: string) => listOf<{ name: string }>(await get(query));
const names = (r: { data: Array<{ name: string }> }) => r.data.map((c) => c.name);

describe('GET /user/assets/categories/search', () => {
  it('lists active categories of a group by ordering, then name, cacheable', async () => {
    const res = await get('?group=video&q=qwix');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(names(res.json().data)).toEqual(['Qwix Zebrafoo', 'Qwix Alpha', 'Qwix Zeta']);
    expect(res.json().data.total).toBe(3);
  });

  it('shows id, name, slug, group and description only', async () => {
    const [alpha] = (await search('?q=qwix%20alpha')).data;
    expect(Object.keys(alpha).sort()).toEqual(['_id', 'description', 'group', 'name', 'slug']);
    expect(alpha).toMatchObject({ name: 'Qwix Alpha', slug: 'qwix-alpha', group: 'video', description: 'The first letter' });
  });

  it('covers every group when none is given and hides inactive categories', async () => {
    const all = await search('?q=qwix');
    expect(names(all).sort()).toEqual(['Qwix Alpha', 'Qwix Gallery', 'Qwix Product', 'Qwix Zebrafoo', 'Qwix Zeta']);
    expect(names(await search('?group=gallery&q=qwix'))).toEqual(['Qwix Gallery']);
    expect(names(await search('?group=product&q=qwix'))).toEqual(['Qwix Product']);
    const everything = await search('?limit=200');
    expect(names(everything)).not.toContain('Qwix Hidden');
    expect(everything.total).toBe(everything.data.length);
  });

  it('finds categories by the start of any word of their name, in any case', async () => {
    expect(names(await search('?q=ZEBRA'))).toEqual(['Qwix Zebrafoo']);
    expect(names(await search('?q=qwix%20zet&group=video'))).toEqual(['Qwix Zeta']);
    expect((await search('?q=ebrafoo')).total).toBe(0);
    expect((await search('?q=%25')).total).toBe(0);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await search('?group=video&q=qwix&limit=2&offset=1');
    expect(names(page)).toEqual(['Qwix Alpha', 'Qwix Zeta']);
    expect(page.total).toBe(3);
  });

  it.each(['?group=music', '?limit=0', '?limit=201', '?offset=-1'])('answers %s with a 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
