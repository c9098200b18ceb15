import { createUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route under /api/performer/ with its methods, read from the server's route table. */
function performerRoutes(): Array<{ method: string; url: string }> {
  const table = t.app.printRoutes({ commonPrefix: false });
  return [...table.matchAll(/(\/api\/performer\/\S+) \(([^)]+)\)/g)].flatMap(([, url, methods]) =>
    methods
      .split(', ')
      .filter((m) => m !== 'HEAD')
      .map((method) => ({ method, url: url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000') })),
  );
}

describe('the performer area', () => {
  it('has one guard: every route under /api/performer/ refuses a visitor (401) and a fan (403)', async () => {
    const routes = performerRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const fan = await createUser(t.db);
    const token = await t.login(fan.username, 'test-password');
    for (const { method, url } of routes) {
      const asVisitor = await t.request({ method: method as 'GET', url });
      const asFan = await t.request({ method: method as 'GET', url, token });
      expect({ method, url, visitor: asVisitor.statusCode, fan: asFan.statusCode }).toEqual({ method, url, visitor: 401, fan: 403 });
    }
  });
});
