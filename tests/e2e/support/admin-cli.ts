import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../../..');
const DATA_DIR = path.resolve(ROOT, process.env.E2E_DATA_DIR || '.e2e-data');

/**
 * `npm run admin -- <args>` against the suite's server: the command line finds the running server through
 * its data folder (the runtime file) and hands it the command. Answers what the command printed.
 */
export async function runAdminCli(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR },
    timeout: 60_000,
  });
  return stdout;
}
