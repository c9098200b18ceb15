import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { Db } from './db';
import { registerErrorHandler, registerJsonNotFound } from './http/error-handler';
import { registerValidators } from './http/validator';
import { createMailer, type Mailer } from './mail';
import { adminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { ageVerificationRoutes } from './modules/age-verification/routes';
import { authGuardPlugin } from './modules/auth/guard';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { SessionService } from './modules/auth/sessions';
import { geoRoutes } from './modules/geo/routes';
import { CountryBlockService } from './modules/geo/service';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { settingsRoutes } from './modules/settings/routes';
import { SettingsService } from './modules/settings/service';
import { UsersRepo } from './modules/users/repo';
import { usersRoutes } from './modules/users/routes';
import { AccessService } from './modules/catalogue/access';
import { FileUrls } from './modules/catalogue/file-urls';
import { videosRoutes } from './modules/videos/routes';
import { VideosService } from './modules/videos/service';
import { createFileStorage, fileRoutes, resolveFileUrlSecret, type FileStorage } from './storage';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  storage?: FileStorage;
  mailer?: Mailer;
  cliSecret?: string | null;
  logger?: FastifyServerOptions['logger'];
}

export interface Services {
  settings: SettingsService;
  sessions: SessionService;
  auth: AuthService;
  countryBlock: CountryBlockService;
  admin: AdminService;
  users: UsersRepo;
  storage: FileStorage;
  files: FileUrls;
  access: AccessService;
  videos: VideosService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The API alone, with every route under /api: no listen, so tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const settings = new SettingsService(db);
  const sessions = new SessionService(db);
  const countryBlock = new CountryBlockService(db);
  const storage =
    deps.storage ?? createFileStorage({ dataDir: config.dataDir, s3: config.storage.s3, filesDir: config.storage.filesDir });
  app.addHook('onClose', async () => {
    await storage.close?.();
  });
  const fileUrlSecret = resolveFileUrlSecret(config.storage.fileUrlSecret, config.dataDir);
  const files = new FileUrls(fileUrlSecret);
  const access = new AccessService(db);
  const services: Services = {
    settings,
    sessions,
    countryBlock,
    auth: new AuthService(db, config, sessions, settings, mailer),
    admin: new AdminService(db, settings, countryBlock),
    users: new UsersRepo(db),
    storage,
    files,
    access,
    videos: new VideosService(db, files, access),
  };
  app.decorate('services', services);

  registerValidators(app);
  registerErrorHandler(app);
  await app.register(helmet, { contentSecurityPolicy: false, global: true });
  await app.register(rateLimit, { global: false });

  await app.register(
    async (api) => {
      registerJsonNotFound(api);
      await api.register(authGuardPlugin, { sessions });
      await api.register(healthRoutes, { db });
      await api.register(settingsRoutes, { settings });
      await api.register(geoRoutes, { countryBlock, countryHeader: config.countryHeader });
      await api.register(referenceRoutes);
      await api.register(ageVerificationRoutes, { settings });
      await api.register(authRoutes, { auth: services.auth, sessions, rateLimitPerMinute: config.authRateLimitPerMinute });
      await api.register(usersRoutes, { users: services.users });
      await api.register(fileRoutes, { storage, secret: fileUrlSecret });
      await api.register(videosRoutes, { videos: services.videos });
      await api.register(adminRoutes, { admin: services.admin, cliSecret: deps.cliSecret ?? null });
    },
    { prefix: '/api' },
  );
  return app;
}
