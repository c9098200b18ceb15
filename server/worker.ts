import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-from-config';
import { startJobs } from './jobs/start';
import { exitOnSignals } from './shutdown';
import { injectTransport } from './payments/webhook-transport';

const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * `npm run worker`: a process that works the job queue and serves nothing, beside web processes started with
 * RUN_JOBS=false, on the same DATABASE_URL, REDIS_URL, storage and secrets. It builds the same services as a web
 * process, not listening; the payment sandbox's renewal webhooks reach them through inject, every hook and check
 * included.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('npm run worker needs DATABASE_URL: the embedded database belongs to the one process of `npm start`, which works the queue itself.');
  }
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel }, webhookTransport: injectTransport });
  await app.ready();
  const jobs = await startJobs(app, database, true, config.jobTiming);
  app.log.info('Limelight worker is working the job queue');

  exitOnSignals(app.log, 'worker shutting down', SHUTDOWN_TIMEOUT_MS, async () => {
    await jobs.stop();
    await app.close();
    await database.close();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
