import { createPerformer } from './helpers/catalogue';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo', DEMO.user.password);
});
afterAll(() => t.close());

describe('users', () => {
  it('PUT /users updates the profile fields and ignores the rest', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/users',
      token,
      payload: { name: '  Demo Fan Renamed ', country: 'DE', bio: 'Hello', email: 'evil@example.com', roles: ['admin'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Demo Fan Renamed', country: 'DE', bio: 'Hello', email: 'demo@limelight.local', roles: ['user'] });
  });

  it('PUT /users refuses bad values and anonymous callers without changing anything', async () => {
    const bad = await t.request({ method: 'PUT', url: '/api/users', token, payload: { country: 'Germany' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^country/);
    const blank = await t.request({ method: 'PUT', url: '/api/users', token, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    const anon = await t.request({ method: 'PUT', url: '/api/users', payload: { name: 'X' } });
    expect(anon.statusCode).toBe(401);
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token })).json().data;
    expect(me.country).toBe('DE');
  });

  it('searches listed users by name or username prefix with paging, showing public fields only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/search?q=perf&limit=5' });
    const { data, total } = res.json().data;
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ username: 'performer', isPerformer: true });
    expect(data[0]).not.toHaveProperty('email');
    expect(res.body).not.toMatch(/scrypt|password/);

    const second = await createPerformer(t.db);
    const page = (await t.request({ method: 'GET', url: '/api/users/search?limit=1&offset=1' })).json().data;
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(2);
    expect((await t.request({ method: 'GET', url: `/api/users/search?q=${second.username}` })).json().data.total).toBe(1);
    const tooMany = await t.request({ method: 'GET', url: '/api/users/search?limit=500' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    const res = (await t.request({ method: 'GET', url: '/api/users/search?q=%25' })).json().data;
    expect(res.total).toBe(0);
  });

  it('GET /users/view/{id} finds a user by id or username; never the e-mail', async () => {
    const byName = await t.request({ method: 'GET', url: '/api/users/view/performer' });
    expect(byName.statusCode).toBe(200);
    const id = byName.json().data._id;
    const byId = await t.request({ method: 'GET', url: `/api/users/view/${id}` });
    expect(byId.json().data).toEqual(byName.json().data);
    expect(byId.json().data).not.toHaveProperty('email');
    expect(Object.keys(byId.json().data).sort()).toEqual(
      ['_id', 'avatar', 'bio', 'country', 'cover', 'createdAt', 'gender', 'isPerformer', 'name', 'username'].sort(),
    );
  });

  it('answers an unknown user with a 404', async () => {
    for (const id of ['nobody-here', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request({ method: 'GET', url: `/api/users/view/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'User not found' });
    }
  });
});
