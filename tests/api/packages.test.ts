/**
 * @jest-environment node
 */
// Subscription packages: who may create, edit and deactivate which, what the search shows to whom, and the
// admin command line's site-wide packages.
import { runAdminCommand } from '../../server/modules/admin/commands';
import { createPerformer, createUser } from './helpers/catalogue';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: { id: string; token: string };
let other: { id: string; token: string };
let fan: { id: string; token: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  const signIn = async (user: { id: string; username: string }) => ({ id: user.id, token: await t.login(user.username, 'test-password') });
  owner = await signIn(await createPerformer(t.db, { name: 'Package Owner' }));
  other = await signIn(await createPerformer(t.db, { name: 'Other Performer' }));
  fan = await signIn(await createUser(t.db));
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
}, 60_000);
afterAll(() => t.close());

const create = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/package/subscription', token, payload });
const search = (query: string, token?: string) => t.request({ method: 'GET', url: `/api/package/subscription/search?${query}`, token });

describe('subscription packages', () => {
  it('a performer creates their own; the search lists them cheapest first with the performer', async () => {
    const yearly = await create(owner.token, { name: 'Yearly', price: 4990, periodDays: 365 });
    const monthly = await create(owner.token, { name: 'Monthly', description: 'All of it', price: 499, periodDays: 30 });
    expect(yearly.statusCode).toBe(200);
    expect(monthly.json().data).toMatchObject({
      performerId: owner.id,
      performerName: 'Package Owner',
      price: 499,
      periodDays: 30,
      recurring: true,
      active: true,
      currency: 'USD',
    });
    const found = (await search(`performerId=${owner.id}`)).json().data;
    expect(found.data.map((p: { name: string }) => p.name)).toEqual(['Monthly', 'Yearly']);
    expect(found.total).toBe(2);
  });

  it('a performer cannot create one for someone else; a fan cannot create any', async () => {
    expect((await create(owner.token, { name: 'Theirs', price: 100, periodDays: 30, performerId: other.id })).statusCode).toBe(403);
    expect((await create(fan.token, { name: 'Mine', price: 100, periodDays: 30 })).statusCode).toBe(403);
    expect((await create(owner.token, { name: 'Free', price: 0, periodDays: 30 })).statusCode).toBe(400);
  });

  it('an admin creates a performer’s package or the site’s; an unknown performer is refused', async () => {
    const forOther = await create(admin, { name: 'By admin', price: 300, periodDays: 30, performerId: other.id });
    expect(forOther.json().data.performerId).toBe(other.id);
    const site = await create(admin, { name: 'Site', price: 1999, periodDays: 30 });
    expect(site.json().data).toMatchObject({ performerId: null, performerName: null });
    expect((await create(admin, { name: 'Nobody', price: 300, periodDays: 30, performerId: fan.id })).statusCode).toBe(422);
    const siteOnly = (await search('siteWide=true')).json().data.data;
    expect(siteOnly.every((p: { performerId: string | null }) => p.performerId === null)).toBe(true);
    expect(siteOnly.map((p: { _id: string }) => p._id)).toContain(site.json().data._id);
  });

  it('only the owner or an admin edits and deactivates; a deactivated package shows only to them', async () => {
    const id = (await create(owner.token, { name: 'Editable', price: 700, periodDays: 30 })).json().data._id;
    const edit = (token: string, payload: object) => t.request({ method: 'PUT', url: `/api/package/subscription/${id}`, token, payload });
    expect((await edit(other.token, { price: 1 })).statusCode).toBe(404);
    expect((await edit(fan.token, { price: 1 })).statusCode).toBe(403);
    expect((await edit(owner.token, {})).statusCode).toBe(400);
    expect((await edit(owner.token, { price: 800, name: 'Edited' })).json().data).toMatchObject({ price: 800, name: 'Edited' });
    expect((await edit(admin, { description: 'By the admin' })).json().data.description).toBe('By the admin');

    const remove = (token: string) => t.request({ method: 'DELETE', url: `/api/package/subscription/${id}`, token });
    expect((await remove(other.token)).statusCode).toBe(404);
    expect((await remove(fan.token)).statusCode).toBe(403);
    expect((await remove(owner.token)).json().data.active).toBe(false);

    const ids = (res: { json(): { data: { data: Array<{ _id: string }> } } }) => res.json().data.data.map((p) => p._id);
    expect(ids(await search(`performerId=${owner.id}`))).not.toContain(id);
    expect(ids(await search(`performerId=${owner.id}`, fan.token))).not.toContain(id);
    expect(ids(await search(`performerId=${owner.id}&active=false`, other.token))).toEqual([]);
    expect(ids(await search(`performerId=${owner.id}`, owner.token))).toContain(id);
    expect(ids(await search(`performerId=${owner.id}&active=false`, admin))).toEqual([id]);
    expect(
      (await t.request({ method: 'PUT', url: '/api/package/subscription/00000000-0000-4000-8000-000000000000', token: admin, payload: { price: 5 } }))
        .statusCode,
    ).toBe(404);
  });

  it('the admin command line creates, lists and deactivates site-wide packages', async () => {
    const { admin: service } = t.app.services;
    const created = await runAdminCommand(service, ['package', 'create-site', '--name', 'Weekly pass', '--price', '299', '--period', '7', '--one-off']);
    expect(created).toMatch(/Weekly pass \(site-wide\)\s+299 cents USD every 7 days \(one-off\)/);
    const id = created.split(/\s+/)[1];
    expect(await runAdminCommand(service, ['package', 'list'])).toContain(id);
    expect(await runAdminCommand(service, ['package', 'deactivate', id])).toContain('(deactivated)');
    await expect(runAdminCommand(service, ['package', 'deactivate', 'not-an-id'])).rejects.toMatchObject({ statusCode: 404 });
    await expect(runAdminCommand(service, ['package', 'create-site', '--name', 'Bad', '--price', 'x', '--period', '7'])).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
