// Writes the API document the app serves (GET /api/openapi.json) to .openapi/openapi.json, for `npm run lint:api`
// and `npm run check:api-client`. The app is built in process, as the API tests build it, on an empty in-memory
// database: making the document reads no table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';

export const OUT_DIR = path.resolve(__dirname, '../../.openapi');

async function main(): Promise<void> {
  const database = await openDatabase({});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-openapi-'));
  const app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), dataDir }, db: database.db, logger: false });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'openapi.json'), JSON.stringify(res.json(), null, 2));
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
