import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { seedDemoDataOnce } from '../db/seed';
import { readRuntimeInfo } from '../runtime-file';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && readRuntimeInfo(config.dataDir)) {
    console.error('Stop the server first: the embedded database is open in it.');
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  try {
    console.log((await seedDemoDataOnce(database.db)) ? 'demo data seeded' : 'demo data was already seeded');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
