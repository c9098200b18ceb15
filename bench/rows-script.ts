import os from 'node:os';
import { cleanupNow, installCleanupHandlers, tempDir } from '../scripts/harness/children';
import { planFrom, type Plan } from './plan';
import { formatDuration, renderTable, type Row } from './report';

export interface RowsRun {
  plan: Plan;
  /** A temporary folder of the run's own (removed when it ends). */
  tmp: string;
  /** A progress line on stderr, with the seconds since the start. */
  log(message: string): void;
}

/**
 * A bench script run by itself (`npm run bench:<name>`, `-- --quick`): measures its rows, prints them as one table
 * with the machine's state (cores, load before and after), and stops every child process however it ends.
 */
export function runRowsScript(name: string, rowsOf: (run: RowsRun) => Promise<Row[]>): void {
  installCleanupHandlers(`bench-${name}`);
  const plan = planFrom(process.argv.slice(2));
  const started = Date.now();
  const load = os.loadavg()[0];
  const log = (message: string) => process.stderr.write(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${message}\n`);
  rowsOf({ plan, tmp: tempDir(name), log })
    .then((rows) => {
      console.log(
        `limelight bench:${name}${plan.quick ? ' --quick' : ''}: node ${process.version}, ${os.cpus().length} cores, ` +
          `1-min load average ${load.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      );
      console.log(renderTable(rows));
      console.log(`took ${formatDuration((Date.now() - started) / 1000)}`);
      cleanupNow();
      process.exit(0);
    })
    .catch((err: Error) => {
      console.error(`bench:${name} failed: ${err.stack ?? err.message}`);
      cleanupNow();
      process.exit(1);
    });
}
