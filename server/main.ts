import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import inject from 'light-my-request';
import next from 'next';
import { provideInProcessApi } from '../lib/in-process-api';
import { attachViewerTemplate } from '../lib/viewer-template';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-from-config';
import { inProcessTransport } from './http/in-process';
import { countryOf } from './modules/geo/country-of';
import { NONCE_HEADER, newNonce, pageContentSecurityPolicy } from './web/content-security-policy';
import { toPrivateUser } from './modules/users/presenter';
import { PageCache } from './web/page-cache';
import { ViewerPages } from './web/viewer-pages';
import { siteOrigin } from './web/site-origin';
import { ORIGIN_HEADER } from '../lib/constants';
import { seedDemoSiteOnce } from './db/seed/demo-site';
import { removeRuntimeInfo, writeRuntimeInfo } from './runtime-file';
import { startJobs } from './jobs/start';
import { exitOnSignals } from './shutdown';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** One process: the API under /api, and Next for every other path. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const runtime = writeRuntimeInfo(config.dataDir, config.port);
  const logger = dev
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : { level: config.logLevel };
  const app = await buildApp({ config, db: database.db, cliSecret: runtime.cliSecret, logger });
  if (database.applied.length) app.log.info({ migrations: database.applied }, 'database migrated');
  if (config.seedDemoData) {
    const seeded = await seedDemoSiteOnce(database, app.services, { catalogue: config.seedDemoCatalogue });
    if (seeded.accounts) app.log.info('demo accounts seeded');
    if (seeded.catalogue) app.log.info(seeded.catalogue, 'demo catalogue seeded');
    if (seeded.orders) app.log.info(seeded.orders, 'demo orders seeded');
  }

  const projectDir = path.resolve(__dirname, dev ? '..' : '../..');
  // Server rendering calls this process's API in process, not over HTTP to its own port.
  if (!process.env.API_ENDPOINT) provideInProcessApi(inProcessTransport(app));
  const web = next({ dev, dir: projectDir, hostname: 'localhost', port: config.port });
  await web.prepare();
  const handle = web.getRequestHandler();
  const { countryBlock, ageGate, invalidation, sessions } = app.services;
  const ttlMs = dev ? 0 : config.pageCacheTtlMs;
  const variantOf = async (request: FastifyRequest) => {
    const country = countryOf(request, config.countryHeader).code;
    const [blocked, ageGated] = await Promise.all([countryBlock.isBlocked(country), ageGate.appliesTo(request)]);
    return `${blocked ? 'blocked' : 'open'}/${ageGated ? 'age-gated' : 'ungated'}`;
  };
  const pages = new PageCache({ ttlMs, invalidation, variantOf });
  const viewerPages = new ViewerPages({
    ttlMs,
    invalidation,
    variantOf,
    viewerOf: async (token) => {
      const session = await sessions.resolve(token);
      return session ? toPrivateUser(session.user) : null;
    },
    renderAs: async (request, standIn) => {
      const { cookie: _cookie, authorization: _authorization, 'accept-encoding': _encoding, ...headers } = request.raw.headers;
      const page = await inject(
        (req, res) => {
          attachViewerTemplate(req, standIn);
          void handle(req, res);
        },
        { method: 'GET', url: request.url, headers: headers as Record<string, string> },
      );
      return { statusCode: page.statusCode, headers: page.headers, body: page.payload };
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    // Keep the security headers the API's hooks set, then let Next write the page.
    // (Not in dev: Next's dev server serves some scripts with a JSON type that nosniff would refuse.)
    if (!dev) {
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    }
    const nonce = newNonce();
    request.raw.headers[NONCE_HEADER] = nonce;
    request.raw.headers[ORIGIN_HEADER] = siteOrigin(request, process.env.SITE_URL);
    // Pages decide whether a cookie is Secure from X-Forwarded-Proto: give them the protocol Fastify trusts
    // (a proxy's header only from a proxy TRUST_PROXY names), never one a visitor made up.
    request.raw.headers['x-forwarded-proto'] = request.protocol;
    reply.raw.setHeader('content-security-policy', pageContentSecurityPolicy(nonce, { dev }));
    reply.hijack();
    if (await viewerPages.serve(request, reply.raw, nonce)) return;
    await pages.serve(request, reply.raw, () => handle(request.raw, reply.raw), nonce);
  });
  if (dev) {
    const upgrade = web.getUpgradeHandler();
    app.server.on('upgrade', (req, socket, head) => {
      if (req.url?.startsWith('/_next/')) void upgrade(req, socket, head);
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // Sandbox renewals reach this server as webhooks over HTTP: the queue is worked once it listens.
  const jobs = await startJobs(app, database, config.runJobs, config.jobTiming);
  app.log.info(`Limelight is serving on ${config.siteUrl}`);

  exitOnSignals(
    app.log,
    'shutting down',
    SHUTDOWN_TIMEOUT_MS,
    async () => {
      await jobs.stop();
      await app.close();
      await database.close();
    },
    () => removeRuntimeInfo(config.dataDir),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
