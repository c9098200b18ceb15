import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { HttpError } from '../http/errors';
import { runAdminCommand, USAGE } from '../modules/admin/commands';
import { AdminService } from '../modules/admin/service';
import { FileUrls } from '../modules/catalogue/file-urls';
import { CouponsService } from '../modules/coupons/service';
import { EarningsPayouts } from '../modules/earnings/payouts';
import { UsersService } from '../modules/users/service';
import { CountryBlockService } from '../modules/geo/service';
import { SettingsService } from '../modules/settings/service';
import { readRuntimeInfo, type RuntimeInfo } from '../runtime-file';
import { resolveFileUrlSecret } from '../storage';

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

async function direct(args: string[]): Promise<string> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const settings = new SettingsService(database.db);
    const files = new FileUrls(resolveFileUrlSecret(config.storage.fileUrlSecret, config.dataDir));
    const payouts = new EarningsPayouts(database.db, files);
    const admin = new AdminService(new UsersService(database.db), settings, new CountryBlockService(database.db), null, new CouponsService(database.db), payouts);
    return await runAdminCommand(admin, args);
  } finally {
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
