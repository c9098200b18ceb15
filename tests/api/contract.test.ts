import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseEndpoint, type Endpoint } from '../../services/endpoint';
import { createTestApp, type TestApp } from './helpers/test-app';

const SERVICES = path.join(__dirname, '../../services');
const serviceFiles = fs.readdirSync(SERVICES).filter((file) => file.endsWith('.service.ts'));

/** Every endpoint the services declare (each service exports the ones it calls as ENDPOINTS). */
function declaredEndpoints(): Endpoint[] {
  return serviceFiles.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the service files are listed at run time
    const { ENDPOINTS } = require(path.join(SERVICES, file)) as { ENDPOINTS?: Record<string, Endpoint> };
    if (!ENDPOINTS) throw new Error(`services/${file} exports no ENDPOINTS`);
    return Object.values(ENDPOINTS);
  });
}

/** The endpoints the API has no route for ('METHOD /path' relative to /api, `:name` a parameter). */
function missingRoutes(app: FastifyInstance, endpoints: Endpoint[]): Endpoint[] {
  return endpoints.filter((endpoint) => {
    const { method, path: template } = parseEndpoint(endpoint);
    return !app.hasRoute({ method, url: `/api${template}` });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the web app and the API agree on their endpoints', () => {
  it('every endpoint the services call is a route of the API', () => {
    const endpoints = declaredEndpoints();
    expect(serviceFiles.length).toBeGreaterThan(15);
    expect(endpoints.length).toBeGreaterThan(40);
    expect(missingRoutes(t.app, endpoints)).toEqual([]);
  });

  it('reports an endpoint the API does not have: a missing path, or a known path with another method', () => {
    const calls: Endpoint[] = ['GET /user/assets/videos/:id', 'GET /users/verifymyage/start', 'DELETE /users/me'];
    expect(missingRoutes(t.app, calls)).toEqual(['GET /users/verifymyage/start', 'DELETE /users/me']);
  });

  it('services call the API only through their declared endpoints: no other path is written in them', () => {
    const undeclared = serviceFiles.flatMap((file) => {
      const code = fs.readFileSync(path.join(SERVICES, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      // A string that starts like an API path ('/users', `/comments/${id}`) and is not an endpoint declaration.
      const paths = code.match(/(?:['"`]|['"`](?:GET|POST|PUT|PATCH|DELETE) )\/[\w$-]/g) ?? [];
      return paths.filter((start) => !/^'(GET|POST|PUT|PATCH|DELETE) /.test(start)).map((start) => `${file}: ${start}…`);
    });
    expect(undeclared).toEqual([]);
  });
});
