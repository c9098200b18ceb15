import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { seedBulkVideos } from '../db/seed/bulk';
import { seedDemoSiteOnce } from '../db/seed/demo-site';
import { buildApp } from '../app';
import { readRuntimeInfo } from '../runtime-file';
import { createFileStorage } from '../storage';

/** npm run db:seed [-- --videos 100000]: the demo site (once), plus optional bulk videos for benchmarks. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { videos: { type: 'string' } } });
  const extra = values.videos ? Number.parseInt(values.videos, 10) : 0;
  if (!Number.isInteger(extra) || extra < 0 || extra > 5_000_000) throw new Error('--videos takes a count between 0 and 5000000');
  const config = loadConfig();
  if (!config.databaseUrl && readRuntimeInfo(config.dataDir)) {
    console.error('Stop the server first: the embedded database is open in it.');
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  try {
    const storage = createFileStorage({ dataDir: config.dataDir, s3: config.storage.s3, filesDir: config.storage.filesDir });
    // The order history goes through the API's own services (checkout, settlement), as real orders do.
    const app = await buildApp({ config, db: database.db, storage, logger: false });
    try {
      const { accounts, catalogue, orders } = await seedDemoSiteOnce(database, app.services, { catalogue: true });
      console.log(accounts ? 'demo accounts seeded' : 'demo accounts were already seeded');
      console.log(catalogue ? `demo catalogue seeded in ${catalogue.ms} ms` : 'demo catalogue was already seeded');
      console.log(orders ? `demo orders seeded in ${orders.ms} ms: ${JSON.stringify(orders.orders)}` : 'demo orders were already seeded');
    } finally {
      await app.close();
    }
    if (extra) {
      const started = Date.now();
      await seedBulkVideos(database.db, extra, (done) => process.stdout.write(`\r${done} / ${extra} bulk videos`));
      console.log(`\n${extra} bulk videos added in ${Date.now() - started} ms`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
