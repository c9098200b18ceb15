import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { HttpError } from '../http/errors';
import { runAdminCommand, USAGE } from '../modules/admin/commands';
import { buildApp } from '../app';
import { injectTransport } from '../payments/webhook-transport';
import { readRuntimeInfo, type RuntimeInfo } from '../runtime-file';

/** The embedded database belongs to the running server: hand the command to it. */
async function viaServer(info: RuntimeInfo, args: string[]): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${info.port}/api/admin/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-cli-secret': info.cliSecret },
    body: JSON.stringify({ args }),
  });
  const body = (await res.json()) as { data?: { output: string }; message?: string };
  if (!res.ok) throw new HttpError(res.status, body.message ?? `server answered ${res.status}`);
  return body.data!.output;
}

/**
 * No server running: the API is built here (not listening) over the database, so every command has the services
 * it needs; the payment sandbox's webhooks go to it through inject.
 */
async function direct(args: string[]): Promise<string> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, db: database.db, logger: { level: 'warn' }, webhookTransport: injectTransport });
  try {
    await app.ready();
    return await runAdminCommand(app.services.admin, args);
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    return;
  }
  const running = readRuntimeInfo(loadConfig().dataDir);
  console.log(running ? await viaServer(running, args) : await direct(args));
}

main().catch((err: Error) => {
  console.error(err instanceof HttpError ? err.message : err);
  process.exit(1);
});
