import type { AppConfig } from '../config';
import { embeddedDataDir, migrateToLatest, openDatabase, type DatabaseHandle } from './index';
import { withStartupLock } from './startup-lock';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR; migrated to the latest version
 * (one process at a time when several start together).
 */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle & { applied: string[] }> {
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: embeddedDataDir(config.dataDir) });
  const applied = await withStartupLock(handle, () => migrateToLatest(handle.db));
  return { ...handle, applied };
}
