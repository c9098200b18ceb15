/**
 * @jest-environment node
 */
// Guards by default: an API route that declares nothing needs a signed-in user. Visitors reach only the routes
// that say they are for them: `config: { access: 'public' }` on the route, or publicRoutes(...) around its plugin.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../../server/http/error-handler';
import { collectRouteTable } from '../../server/http/route-table';
import { guardByDefault, publicRoutes } from '../../server/modules/auth/default-guard';
import { authGuardPlugin, requireRole } from '../../server/modules/auth/guard';
import { guardPerformerArea } from '../../server/modules/performers/area';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let app: FastifyInstance;
const tokens: Record<'fan' | 'admin', string> = { fan: '', admin: '' };

/** Throwaway routes wired as server/routes.ts wires the real ones, on the real sessions of a test app. */
async function throwawayApp(): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  registerErrorHandler(instance);
  collectRouteTable(instance);
  const answer = async () => ({ status: 0, data: { reached: true } });
  await instance.register(
    async (api) => {
      guardPerformerArea(api);
      guardByDefault(api);
      await api.register(authGuardPlugin, { sessions: t.app.services.sessions });
      api.get('/forgotten', answer);
      api.post('/forgotten', answer);
      api.get('/declared', { config: { access: 'public' } }, answer);
      api.get('/performer/forgotten', answer);
      await api.register(
        publicRoutes(async (scope) => {
          scope.get('/visitors', answer);
          scope.get('/visitors/admins', { preHandler: requireRole('admin') }, answer);
          await scope.register(async (nested) => {
            nested.get('/visitors/nested', answer);
          });
        }),
      );
      // The public scope stays inside its plugin: a sibling registered after it is guarded.
      await api.register(async (sibling) => {
        sibling.get('/after-the-scope', answer);
      });
    },
    { prefix: '/api' },
  );
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  t = await createTestApp({}, 'a-cli-secret');
  tokens.fan = await t.login(DEMO.user.username, DEMO.user.password);
  tokens.admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  app = await throwawayApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t.close();
});

const call = (method: 'GET' | 'HEAD' | 'POST', url: string, as?: 'fan' | 'admin') =>
  app.inject({ method, url, headers: as ? { authorization: `Bearer ${tokens[as]}` } : {} });

describe('a route that declares no access', () => {
  it('is refused to a visitor with 401, and answers a signed-in user', async () => {
    for (const method of ['GET', 'HEAD', 'POST'] as const) {
      const res = await call(method, '/api/forgotten');
      expect({ method, status: res.statusCode }).toEqual({ method, status: 401 });
      if (method === 'GET') expect(res.json()).toMatchObject({ statusCode: 401, message: 'Authentication required' });
      expect((await call(method, '/api/forgotten', 'fan')).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/after-the-scope')).statusCode).toBe(401);
    expect((await call('GET', '/api/after-the-scope', 'fan')).statusCode).toBe(200);
  });

  it('is signed-in in the route table (and so in the OpenAPI document)', () => {
    const access = (method: string, url: string) => app.routeTable.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', '/api/forgotten')).toEqual({ kind: 'signed-in' });
    expect(access('POST', '/api/forgotten')).toEqual({ kind: 'signed-in' });
    expect(access('GET', '/api/after-the-scope')).toEqual({ kind: 'signed-in' });
  });

  it('in the performer area keeps the area guard (performer or admin)', async () => {
    expect((await call('GET', '/api/performer/forgotten')).statusCode).toBe(401);
    expect((await call('GET', '/api/performer/forgotten', 'fan')).statusCode).toBe(403);
    expect((await call('GET', '/api/performer/forgotten', 'admin')).statusCode).toBe(200);
    expect(app.routeTable.find((r) => r.url === '/api/performer/forgotten')?.access).toEqual({ kind: 'role', roles: ['performer', 'admin'] });
  });
});

describe('a public declaration', () => {
  it('on the route or on its plugin (nested plugins included) lets a visitor in', async () => {
    for (const url of ['/api/declared', '/api/visitors', '/api/visitors/nested']) {
      expect({ url, status: (await call('GET', url)).statusCode }).toEqual({ url, status: 200 });
      expect({ url, status: (await call('GET', url, 'fan')).statusCode }).toEqual({ url, status: 200 });
      const entry = app.routeTable.find((r) => r.method === 'GET' && r.url === url);
      expect({ url, access: entry?.access, declaredPublic: entry?.declaredPublic }).toEqual({ url, access: { kind: 'public' }, declaredPublic: true });
    }
  });

  it('on a plugin leaves a route that declares a guard guarded', async () => {
    expect((await call('GET', '/api/visitors/admins')).statusCode).toBe(401);
    expect((await call('GET', '/api/visitors/admins', 'fan')).statusCode).toBe(403);
    expect((await call('GET', '/api/visitors/admins', 'admin')).statusCode).toBe(200);
  });
});

describe("the server's own routes", () => {
  it('are each guarded or declared public: none is public because nothing guarded it', () => {
    // The reference page (/api/docs) is @fastify/swagger-ui's, registered outside the /api scope (server/app.ts).
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.access.kind === 'public' && !r.declaredPublic).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // The hidden ones too: the OpenAPI document, and the admin CLI's route (its secret is its permission).
    expect(routes.find((r) => r.url === '/api/openapi.json')).toMatchObject({ access: { kind: 'public' }, declaredPublic: true });
    expect(routes.find((r) => r.url === '/api/admin/cli')).toMatchObject({ access: { kind: 'public' }, declaredPublic: true });
  });
});
