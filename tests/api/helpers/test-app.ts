import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { Db } from '../../../server/db';
import type { Mailer } from '../../../server/mail';
import { openTestDatabase } from './test-database';
import { startJobs } from '../../../server/jobs/start';
import type { JobQueue, QueueTiming } from '../../../server/jobs/queue';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** Mails the app sent, oldest first, once the work it does after answering (account mails) is done. */
  mails(): Promise<Array<{ to: string; subject: string; text: string }>>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(username: string, password: string, remember?: boolean): Promise<string>;
  close(): Promise<void>;
}

/** A real API on its own copy of the migrated, seeded database (mail goes to the outbox unless a mailer is given). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  cliSecret?: string,
  mailer?: Mailer,
  { jobs, ...deps }: Pick<AppDeps, 'webhookTransport' | 'clock' | 'presence'> & { jobs?: 'send' | 'work' } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-api-'));
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, siteUrl: 'http://site.test', ...overrides };
  const app = await buildApp({ config, db: handle.db, cliSecret, mailer, ...deps });
  await app.ready();
  // The job queue, when the test needs one: to ask for jobs ('send'), or to work them too ('work', waits shortened).
  const queue: JobQueue | null = jobs ? await startJobs(app, handle, jobs === 'work', JOB_TIMING) : null;
  const outbox = path.join(dataDir, 'outbox');

  const testApp: TestApp = {
    app,
    db: handle.db,
    config,
    async mails() {
      await app.services.background.drain();
      if (!fs.existsSync(outbox)) return [];
      return fs
        .readdirSync(outbox)
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
    },
    request({ token, headers, ...options }) {
      return app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async login(username, password, remember = false) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, remember } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await queue?.stop(2000);
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** The queue's waits shortened for tests: the schedule read every second, a killed worker's heartbeat missed after 10 s. */
export const JOB_TIMING: QueueTiming = { pollingSeconds: 0.5, schedulePassSeconds: 1, heartbeatSeconds: 10, superviseSeconds: 1, retryDelaySeconds: 1 };

/** The token in the last link mailed to an address. */
export function tokenFromMail(text: string): string {
  const match = text.match(/token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no token link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}

export const DEMO = {
  user: { username: 'demo', email: 'demo@limelight.local', password: 'demo12345' },
  performer: { username: 'performer', password: 'performer123' },
  admin: { username: 'admin', password: 'admin12345' },
};
