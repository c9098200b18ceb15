// A throwaway PostgreSQL cluster from Debian's binaries (/usr/lib/postgresql/<version>/bin), in a temporary folder,
// on a port of the run's: no system service. initdb and pg_ctl refuse to run as root, so as root they run as the
// `postgres` user (runuser), which then owns the folder.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { onCleanup } from '../../../scripts/harness/children';

const DATABASE = 'limelight';
const USER = 'limelight';

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return found;
}

const asRoot = process.getuid?.() === 0;

const commandLine = (bin: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

function failed(bin: string, args: string[], err: unknown): Error {
  const { stderr, stdout } = err as { stderr?: string; stdout?: string };
  return new Error(`${path.basename(bin)} ${args.join(' ')} failed: ${stderr || stdout || (err as Error).message}`);
}

/** Synchronous: for the set-up and for the clean-up at exit. */
function runSync(bin: string, args: string[]): void {
  const [command, fullArgs] = commandLine(bin, args);
  try {
    execFileSync(command, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  } catch (err) {
    throw failed(bin, args, err);
  }
}

/** Asynchronous: while traffic runs, the run's own event loop must not stall. */
async function run(bin: string, args: string[]): Promise<void> {
  const [command, fullArgs] = commandLine(bin, args);
  try {
    await promisify(execFile)(command, fullArgs, { encoding: 'utf8', timeout: 60_000 });
  } catch (err) {
    throw failed(bin, args, err);
  }
}

export class ThrowawayPostgres {
  readonly url: string;
  private readonly bin = binDir();
  private readonly data: string;
  private readonly log: string;
  private running = false;
  private readonly forget: () => void;

  /** initdb into `dir` (which must be empty); not started yet. */
  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.data = path.join(dir, 'data');
    this.log = path.join(dir, 'postgres.log');
    this.url = `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`;
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, uid, gid);
    }
    runSync(path.join(this.bin, 'initdb'), ['-D', this.data, '-A', 'trust', '-U', USER, '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // A crashed run must not leave a cluster running.
    this.forget = onCleanup(() => {
      if (this.running) runSync(path.join(this.bin, 'pg_ctl'), ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
    });
  }

  /** Starts the cluster (and creates the database the first time); the time it took to accept connections. */
  async start(): Promise<number> {
    const started = Date.now();
    // fsync off: a throwaway cluster; the outage run stops it cleanly (-m fast) and tests availability, not durability.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await run(path.join(this.bin, 'pg_ctl'), ['-D', this.data, '-o', options, '-l', this.log, '-w', '-t', '30', 'start']);
    this.running = true;
    const admin = new Client({ connectionString: `postgres://${USER}@127.0.0.1:${this.port}/postgres` });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return Date.now() - started;
  }

  /** pg_ctl stop -m fast: sessions are ended (57P01), then the server exits; the time it took. */
  async stop(): Promise<number> {
    const started = Date.now();
    await run(path.join(this.bin, 'pg_ctl'), ['-D', this.data, '-m', 'fast', '-w', 'stop']);
    this.running = false;
    return Date.now() - started;
  }

  async dispose(): Promise<void> {
    if (this.running) await this.stop();
    this.forget();
  }
}
