/**
 * @jest-environment node
 */
// The contract as OpenAPI: made from the routes' own schemas, every route in it with its responses and the
// auth it needs, readable by client generators (operation ids, tags, enums, OpenAPI 3.0 keywords), and a
// reference page to read it. Also the answers a client meets before any route runs: framework errors, empty
// JSON bodies, the headers every answer carries.
import fs from 'node:fs';
import path from 'node:path';
import { SELLABLE_KIND_NAMES } from '../../lib/sellable-kinds';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
  description?: string;
}
interface Document {
  openapi: string;
  info: { description: string };
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
const documentedRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.hidden);
const operations = () => Object.entries(doc.paths).flatMap(([url, item]) => Object.entries(item).map(([method, op]) => ({ url, method, op })));
const operation = (operationId: string) => operations().find(({ op }) => op.operationId === operationId)!;

/** Every schema object in the document, wherever it sits. */
function schemaNodes(value: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) value.forEach((item) => schemaNodes(item, out));
  else if (value && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    Object.values(value).forEach((item) => schemaNodes(item, out));
  }
  return out;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document with every route of the API, each with its responses', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.url)][r.method.toLowerCase()];
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['default']));
    }
  });

  it('names every operation: a unique camelCase operationId and a one-line summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(documentedRoutes().length);
    const ids = all.map(({ op }) => op.operationId);
    expect(all.filter(({ op }) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId ?? '')).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(all.filter(({ op }) => !op.summary || op.summary.includes('\n') || op.summary.length > 80).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(operation('getVideo').url).toBe('/api/user/assets/videos/{id}');
    expect(operation('login').url).toBe('/api/auth/login');
  });

  it('puts every operation in a group the document declares and describes, and says where the API is served', () => {
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    expect(declared.size).toBeGreaterThan(10);
    expect([...declared.values()].every((description) => typeof description === 'string' && description.length > 10)).toBe(true);
    const untagged = operations().filter(({ op }) => !op.tags?.length || !op.tags.every((tag) => declared.has(tag)));
    expect(untagged.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(operation('getVideo').op.tags).toEqual(['Catalogue']);
    expect(operation('getProtectedFile').op.tags).toEqual(['Files']);
    expect(doc.servers).toEqual([{ url: t.config.siteUrl, description: expect.any(String) }]);
  });

  it('says which routes need a token, and which role; public routes that answer a signed-in caller as themselves take one optionally', () => {
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearerAuth']);
    const optional = new Set<string>();
    for (const r of documentedRoutes()) {
      const op = doc.paths[openApiPath(r.url)][r.method.toLowerCase()];
      const route = `${r.method} ${r.url}`;
      if (r.access.kind !== 'public') expect({ route, security: op.security }).toEqual({ route, security: [{ bearerAuth: [] }] });
      else if (op.security?.length) {
        expect({ route, security: op.security }).toEqual({ route, security: [{}, { bearerAuth: [] }] });
        optional.add(op.operationId!);
      } else expect({ route, security: op.security }).toEqual({ route, security: [] });
    }
    // The public reads that look at the session when a token comes (what the caller bought, their age
    // verification, links bound to their account).
    expect([...optional].sort()).toEqual(
      [
        'getCreatorPost',
        'getGallery',
        'getIdentityFile',
        'getProduct',
        'getProtectedFile',
        'getStreamFile',
        'getVideo',
        'listGalleryPhotos',
        'searchComments',
        'searchCreatorPosts',
        'searchGalleries',
        'searchPhotos',
        'searchProducts',
        'searchSubscriptionPackages',
        'searchVideos',
      ].sort(),
    );
    expect(operation('getVideo').op.description).toContain('a caller who sends a token is answered as themselves');
    expect(doc.paths['/api/admin/settings'].get.description).toContain('role admin');
    expect(doc.paths['/api/performer/assets/products/search'].get.description).toContain('role performer');
    expect(doc.paths['/api/users/me'].get.description).toContain('Needs a signed-in user');
  });

  it("an optional-sign-in read answers a caller with a token as themselves, never from the visitors' shared answer", async () => {
    const token = await t.login(DEMO.user.username, DEMO.user.password);
    const anonymous = await t.request({ method: 'GET', url: '/api/user/assets/videos/search' });
    const signedIn = await t.request({ method: 'GET', url: '/api/user/assets/videos/search', token });
    expect(anonymous.headers.vary).toContain('Authorization');
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('describes answers with the schemas the server serialises with, and documents the body of every write', () => {
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody!.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(doc.paths['/api/user/assets/videos/search'].get.responses['200']).toBeDefined();
    const withoutSuccess = operations().filter(({ op }) => !Object.keys(op.responses).some((status) => status.startsWith('2')));
    expect(withoutSuccess.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    const writes = operations().filter(({ method }) => ['post', 'put', 'patch'].includes(method));
    expect(writes.filter(({ op }) => !op.requestBody).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(Object.keys(operation('uploadMyAvatar').op.requestBody!.content)).toEqual(['multipart/form-data']);
  });

  it('writes fixed values as enums, and only OpenAPI 3.0 keywords', () => {
    const nodes = schemaNodes(doc.paths).concat(schemaNodes(doc.components));
    expect(nodes.filter((node) => 'const' in node)).toEqual([]);
    const enumOfConsts = nodes.filter(
      (node) =>
        Array.isArray(node.anyOf) &&
        (node.anyOf as Array<Record<string, unknown>>).every(
          (item) => 'const' in item || (Array.isArray(item.enum) && item.enum.length === 1 && item.type === 'string'),
        ),
    );
    expect(enumOfConsts).toEqual([]);
    expect(nodes.filter((node) => typeof node.exclusiveMinimum === 'number' || typeof node.exclusiveMaximum === 'number')).toEqual([]);
    const sortBy = operation('searchVideos').op.parameters!.find((p) => p.name === 'sortBy') as unknown as { schema: { type: string; enum: string[] } };
    expect(sortBy.schema).toMatchObject({ type: 'string', enum: ['newest', 'oldest', 'popular', 'mostViewed'] });
    // Enums built from lib/sellable-kinds.ts too.
    expect(JSON.stringify(operation('searchSoldOrderLines').op)).toContain(JSON.stringify({ type: 'string', enum: [...SELLABLE_KIND_NAMES] }));
  });

  it("names the file routes' path parameter and documents their binary answers, whole or by range", () => {
    for (const [url, types] of [
      ['/api/files/public/{path}', ['image/*']],
      ['/api/files/protected/{path}', ['video/*', 'image/*', 'application/octet-stream']],
      ['/api/files/stream/{token}/{path}', ['application/vnd.apple.mpegurl', 'video/mp4', 'application/octet-stream']],
    ] as const) {
      const op = doc.paths[url]?.get;
      expect({ url, documented: Boolean(op) }).toEqual({ url, documented: true });
      expect(op.parameters!.find((p) => p.in === 'path' && p.name === 'path')).toMatchObject({ required: true });
      for (const status of ['200', '206']) {
        expect(Object.keys(op.responses[status].content!)).toEqual(types);
        for (const media of Object.values(op.responses[status].content!)) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
      }
      expect(op.responses['304']).toBeDefined();
      expect(doc.paths[url].head?.operationId).toBe(op.operationId!.replace(/^get/, 'head'));
      expect(op.responses['416']).toBeDefined();
    }
    expect(Object.keys(doc.paths).filter((url) => url.includes('{*}'))).toEqual([]);
  });
});

describe('answers before any route runs', () => {
  it('takes an empty JSON body as no body: a write that takes none answers, one that needs a body names it', async () => {
    const token = await t.login(DEMO.user.username, DEMO.user.password);
    const empty = { headers: { 'content-type': 'application/json' }, payload: '' };
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', token, ...empty });
    expect(logout.statusCode).toBe(200);
    expect(operation('logout').op.requestBody!.content['application/json'].schema).toMatchObject({ type: 'object', properties: {} });
    const login = await t.request({ method: 'POST', url: '/api/auth/login', ...empty });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'body must be object' });
    const broken = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  it("answers the router's refusals in the one error shape: a too long path part is 414, a broken escape 400", async () => {
    const long = await t.request({ method: 'GET', url: `/api/users/view/${'a'.repeat(301)}` });
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toMatch(/^application\/json/);
    expect(long.json()).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: 'A part of the address is longer than 300 characters',
      code: 'FST_ERR_MAX_PARAM_LENGTH',
    });
    const bad = await t.request({ method: 'GET', url: '/api/users/view/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'FST_ERR_BAD_URL' });
    expect(doc.info.description).toContain('414');
    const xml = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(xml.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type', code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    const large = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `"${'x'.repeat(1024 * 1024)}"`,
    });
    expect(large.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large', code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('refuses a file path with a part longer than a file name can be (4xx, not a failure)', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'files', 'public'), { recursive: true });
    const res = await t.request({ method: 'GET', url: `/api/files/public/${'a'.repeat(256)}.jpg` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_FILE_KEY' });
    const fits = await t.request({ method: 'GET', url: `/api/files/public/${'a'.repeat(251)}.jpg` });
    expect(fits.statusCode).toBe(404);
  });

  it("sends Permissions-Policy with every answer: the API's, its refusals, and what goes on to the pages", async () => {
    const policy = 'camera=(), microphone=(), geolocation=(), payment=()';
    for (const url of ['/api/health', '/api/no-such-route', `/api/users/view/${'a'.repeat(301)}`, '/videos', '/api/docs']) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, policy: res.headers['permissions-policy'] }).toEqual({ url, policy });
    }
  });
});

describe('/api/docs', () => {
  it('serves a reference page over the document, under a Content-Security-Policy that fits it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')* ?;/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('validator.swagger.io');
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js']) {
      const other = await t.request({ method: 'GET', url });
      expect({ url, csp: other.headers['content-security-policy'] }).toEqual({ url, csp });
    }
  });
});
