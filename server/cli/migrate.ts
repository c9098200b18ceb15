import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { readRuntimeInfo } from '../runtime-file';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && readRuntimeInfo(config.dataDir)) {
    console.log('The server is running and migrated the database when it started.');
    return;
  }
  const database = await openConfiguredDatabase(config);
  console.log(database.applied.length ? `applied: ${database.applied.join(', ')}` : 'database is up to date');
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
