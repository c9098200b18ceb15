import type { FastifyInstance, FastifySchema } from 'fastify';
import { routeAccess, type RouteAccess } from '../modules/auth/access';

export interface RouteEntry {
  method: string;
  /** As registered, with `:name` parameters, e.g. /api/comments/:id. */
  url: string;
  access: RouteAccess;
  /** Declared for visitors (`config.access`, or a `publicRoutes` scope): a public route that is not is one nothing guarded. */
  declaredPublic: boolean;
  schema: FastifySchema | undefined;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, as registered (read by the OpenAPI tests, the authorisation matrix and the fuzzer). */
    routeTable: RouteEntry[];
  }
}

/** Collects the route table; register before the routes. */
export function collectRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && route.exposeHeadRoute !== false && table.some((r) => r.method === 'GET' && r.url === route.url)) continue;
      // Read the access when asked: area guards (performers/area.ts) and the default guard (auth/default-guard.ts)
      // add their preHandlers after this hook runs.
      const entry = { method, url: route.url, schema: route.schema, hidden: Boolean((route.schema as { hide?: boolean })?.hide) } as RouteEntry;
      Object.defineProperty(entry, 'access', { enumerable: true, get: () => routeAccess(route) });
      Object.defineProperty(entry, 'declaredPublic', { enumerable: true, get: () => route.config?.access === 'public' });
      table.push(entry);
    }
  });
}
