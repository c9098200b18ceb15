// The bench's side of bench/catalogue-worker.ts: start it early (seeding takes minutes), ask for the
// timings later, when nothing else runs.
import path from 'node:path';
import type { QueryTiming } from './catalogue';
import type { CatalogueReport } from './catalogue-worker';
import { startScript, stopProcess, type Child } from '../scripts/harness/children';

export interface CatalogueTimings {
  sizes: { size: number; seedMs: number; timings: QueryTiming[] }[];
}

function report<T extends CatalogueReport['type']>(t: Child, type: T, timeoutMs: number): Promise<Extract<CatalogueReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`catalogue: no "${type}" within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    t.child.on('message', (message: CatalogueReport) => {
      if (message.type === 'failed') reject(new Error(`catalogue: ${message.error.split('\n')[0]}`));
      else if (message.type === type) resolve(message as Extract<CatalogueReport, { type: T }>);
      else return;
      clearTimeout(timer);
    });
    void t.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`catalogue worker exited (${code})\n${t.tail()}`));
    });
  });
}

/** Starts seeding now (temporary files under `tmpDir`); `seeded` resolves when the catalogues are ready. */
export function startCatalogue(sizes: number[], tmpDir: string) {
  const t = startScript('catalogue', path.join(__dirname, 'catalogue-worker.ts'), sizes.map(String), { env: { ...process.env, TMPDIR: tmpDir } });
  const seeded = report(t, 'seeded', 30 * 60_000);
  seeded.catch(() => undefined); // read later; a failure is reported where it is awaited
  let ready = false;
  seeded.then(
    () => (ready = true),
    () => (ready = true),
  );
  return {
    seeded,
    pid: t.pid,
    isReady: () => ready,
    async measure(): Promise<CatalogueTimings> {
      await seeded;
      const timings = report(t, 'timings', 10 * 60_000);
      t.child.send({ type: 'measure' });
      const result = await timings;
      await stopProcess(t, 5000);
      return { sizes: result.sizes };
    },
    stop: () => stopProcess(t, 5000),
  };
}
