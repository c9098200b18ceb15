import { up } from '../../server/db/migrations/0016-navigation-menus';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Menu {
  title: string;
  path: string;
  section: string;
  ordering: number;
}

const entriesOf = async (section: 'header' | 'footer') =>
  (await t.db.selectFrom('menus').select(['title', 'path', 'ordering']).where('section', '=', section).orderBy('ordering').execute()) as Menu[];

describe('the menus lead to the channels and the news', () => {
  it('lists Channels and News in the header, after the catalogue, and in the footer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings/public' });
    const menus = res.json().data.menus as Menu[];
    const paths = (section: 'header' | 'footer') =>
      menus
        .filter((m) => m.section === section)
        .sort((a, b) => a.ordering - b.ordering)
        .map((m) => m.path);
    expect(paths('header')).toEqual(['/home', '/videos', '/galleries', '/performers', '/products', '/channels', '/posts']);
    expect(paths('footer')).toEqual(expect.arrayContaining(['/channels', '/posts']));
    const news = menus.filter((m) => m.path === '/posts').map(({ title, section }) => `${section}: ${title}`);
    expect(news.sort()).toEqual(['footer: News', 'header: News']);
  });

  it('adds an entry only where it is missing: run again, it keeps what the staff changed and adds nothing', async () => {
    await t.db.updateTable('menus').set({ title: 'Latest' }).where('path', '=', '/posts').where('section', '=', 'footer').execute();
    const header = await entriesOf('header');
    const footer = await entriesOf('footer');

    await up(t.db);

    expect(await entriesOf('header')).toEqual(header);
    expect(await entriesOf('footer')).toEqual(footer);
    expect(footer.find((m) => m.path === '/posts')?.title).toBe('Latest');
  });
});
