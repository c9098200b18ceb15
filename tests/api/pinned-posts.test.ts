/**
 * @jest-environment node
 */
// A creator pins one post to the top of their profile's posts: pinning another unpins the first; a draft cannot be
// pinned; only its owner (or an admin) pins it.
import { createCreatorPost, createPerformer } from './helpers/catalogue';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const pin = (token: string, id: string, pinned: boolean) =>
  t.request({ method: 'POST', url: `/api/performer/creator-posts/${id}/pin`, token, payload: { pinned } });
async function shown(performerId: string) {
  const res = await t.request({ method: 'GET', url: `/api/user/assets/creator-posts/search?performerId=${performerId}` });
  return (res.json().data.data as Array<{ _id: string; pinned: boolean }>).map((p) => [p._id, p.pinned]);
}

describe('pinned posts', () => {
  it('puts the pinned post first; pinning another unpins it; unpinning puts it back in its place', async () => {
    const performer = await createPerformer(t.db);
    const token = await t.login(performer.username, 'test-password');
    const old = await createCreatorPost(t.db, { performer_id: performer.id, published_at: new Date(Date.now() - 3 * HOUR) });
    const middle = await createCreatorPost(t.db, { performer_id: performer.id, published_at: new Date(Date.now() - 2 * HOUR) });
    const latest = await createCreatorPost(t.db, { performer_id: performer.id, published_at: new Date(Date.now() - HOUR) });
    expect((await pin(token, old.id, true)).json().data.pinned).toBe(true);
    expect(await shown(performer.id)).toEqual([
      [old.id, true],
      [latest.id, false],
      [middle.id, false],
    ]);
    await pin(token, middle.id, true);
    expect(await shown(performer.id)).toEqual([
      [middle.id, true],
      [latest.id, false],
      [old.id, false],
    ]);
    await pin(token, middle.id, false);
    expect((await shown(performer.id)).map(([id]) => id)).toEqual([latest.id, middle.id, old.id]);
  });

  it('refuses a draft (409), another creator’s post (404) and a fan (403); an admin may pin', async () => {
    const performer = await createPerformer(t.db);
    const draft = await createCreatorPost(t.db, { performer_id: performer.id, status: 'draft', published_at: null });
    const live = await createCreatorPost(t.db, { performer_id: performer.id });
    const token = await t.login(performer.username, 'test-password');
    const refused = await pin(token, draft.id, true);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'NOT_PUBLISHED']);
    const other = await createPerformer(t.db);
    expect((await pin(await t.login(other.username, 'test-password'), live.id, true)).statusCode).toBe(404);
    expect((await pin(await t.login('demo', DEMO.user.password), live.id, true)).statusCode).toBe(403);
    expect((await pin(await t.login('admin', DEMO.admin.password), live.id, true)).statusCode).toBe(200);
    expect(await shown(performer.id)).toEqual([[live.id, true]]);
  });
});
