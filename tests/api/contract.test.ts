import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { allEndpoints, type Endpoint } from '../../services/endpoints';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The endpoints the API has no route for, as "METHOD /path" (paths are relative to /api, `:name` a parameter). */
function missingRoutes(app: FastifyInstance, endpoints: Endpoint[]): string[] {
  return endpoints
    .filter(({ method, path: template }) => !app.hasRoute({ method, url: `/api${template}` }))
    .map(({ method, path: template }) => `${method} ${template}`);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the web app and the API agree on their endpoints', () => {
  it('every endpoint the services call is a route of the API', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    expect(missingRoutes(t.app, endpoints)).toEqual([]);
  });

  it('reports an endpoint the API does not have: a missing path, or a known path with another method', () => {
    const calls: Endpoint[] = [
      { method: 'GET', path: '/user/assets/videos/:id' },
      { method: 'POST', path: '/users/verifymyage/start' },
      { method: 'DELETE', path: '/users/me' },
    ];
    expect(missingRoutes(t.app, calls)).toEqual(['POST /users/verifymyage/start', 'DELETE /users/me']);
  });

  it('services name no API path of their own: every call goes through services/endpoints.ts', () => {
    const dir = path.join(__dirname, '../../services');
    const plumbing = new Set(['endpoints.ts', 'api-request.ts', 'fetch-helpers.ts', 'upload.ts']);
    const offenders = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !plumbing.has(file))
      .flatMap((file) => {
        const code = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        // A quoted or template string that starts like a path: '/users', `/comments/${id}`.
        return (code.match(/['"`]\/[\w$-]/g) ?? []).length > 0 ? [file] : [];
      });
    expect(offenders).toEqual([]);
  });
});
