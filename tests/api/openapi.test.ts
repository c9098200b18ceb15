/**
 * @jest-environment node
 */
// The contract as OpenAPI: made from the routes' own schemas, every route in it with its responses and the
// auth it needs, and a reference page to read it.
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown>; description?: string }>> };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document with every route of the API, each with its responses', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.hidden);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes) {
      const operation = doc.paths[openApiPath(r.url)][r.method.toLowerCase()];
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['default']));
    }
  });

  it('says which routes need a token, and which role', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.hidden);
    for (const r of routes) {
      const operation = doc.paths[openApiPath(r.url)][r.method.toLowerCase()];
      expect({ route: `${r.method} ${r.url}`, secured: Boolean(operation.security) }).toEqual({
        route: `${r.method} ${r.url}`,
        secured: r.access.kind !== 'public',
      });
    }
    expect(doc.paths['/api/admin/settings'].get.description).toContain('role admin');
    expect(doc.paths['/api/performer/assets/products/search'].get.description).toContain('role performer');
    expect(doc.paths['/api/users/me'].get.description).toContain('Needs a signed-in user');
  });

  it('describes answers with the schemas the server serialises with', () => {
    const login = doc.paths['/api/auth/login'].post as unknown as { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(doc.paths['/api/user/assets/videos/search'].get.responses['200']).toBeDefined();
  });
});

describe('/api/docs', () => {
  it('serves a reference page over the document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});
