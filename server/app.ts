import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from './config';
import type { Db } from './db';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { acceptEmptyJsonBodies } from './http/json-body';
import { registerPermissionsPolicy } from './http/permissions-policy';
import { registerInputRule } from './http/input-rule';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { collectRouteTable } from './http/route-table';
import { publicReadsPlugin } from './http/public-reads';
import { registerValidators } from './http/validator';
import type { Mailer } from './mail';
import { registerApiRoutes } from './routes';
import { createServices, type Services } from './services';
import type { FileStorage } from './storage';
import type { PresenceTiming } from './realtime/server';
import type { WebhookTransport } from './payments/webhook-transport';
import type { Clock } from './clock';

export type { Services } from './services';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  storage?: FileStorage;
  mailer?: Mailer;
  cliSecret?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** How the payment sandbox reaches our webhook endpoint; default: a real HTTP request to this server's own address. */
  webhookTransport?: (app: FastifyInstance) => WebhookTransport;
  /** The time subscriptions live by: the system's, or a test's ManualClock. */
  clock?: Clock;
  /** Presence leases shorter than a site's (tests). */
  presence?: Partial<PresenceTiming>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The API alone, with every route under /api and socket.io on its server: no listen, so tests use inject(). */
/** A stream's folder token (signFolderUrl: expiry, grant, account, signature) is a path segment of about 160
 * characters; Fastify's default (100) would answer it 414. */
const MAX_PARAM_LENGTH = 300;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrors(MAX_PARAM_LENGTH),
    // Fastify gives each plugin 10 s to start. On a loaded machine (CI's 2 cores running two test apps at once) the
    // API document's UI took longer and the start failed; nothing here waits on the network, so allow a minute.
    pluginTimeout: 60_000,
  });
  const services = await createServices(app, deps);
  app.decorate('services', services);

  registerValidators(app);
  registerErrorHandler(app);
  registerPermissionsPolicy(app);
  acceptEmptyJsonBodies(app);
  collectRouteTable(app);
  await app.register(helmet, { contentSecurityPolicy: false, global: true });
  await registerOpenApi(app, { siteUrl: config.siteUrl });
  await app.register(publicReadsPlugin, {
    cache: services.readCache,
    invalidation: services.invalidation,
    ageVerificationOn: () => services.ageVerification.settings.enabled(),
  });
  await app.register(
    async (api) => {
      registerInputRule(api);
      openApiRoute(api);
      await registerApiRoutes(api, services, { config, db, cliSecret: deps.cliSecret ?? null });
    },
    {
      prefix: '/api',
    },
  );
  return app;
}
