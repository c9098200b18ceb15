// A child process of `npm run bench`: builds the catalogues of bench/catalogue.ts (sizes given as arguments)
// as soon as it starts, which takes minutes at 100,000 videos and so overlaps the bench's other set-up;
// times the searches only when the bench says `measure` (when nothing else runs).
import { catalogueOf, closeCatalogue, timeQueries, type Catalogue, type QueryTiming } from './catalogue';

export type CatalogueReport =
  | { type: 'seeded'; sizes: { size: number; seedMs: number }[] }
  | { type: 'timings'; sizes: { size: number; seedMs: number; timings: QueryTiming[] }[] }
  | { type: 'failed'; error: string };

function send(report: CatalogueReport): void {
  process.send?.(report);
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).map(Number);
  const catalogues: { size: number; c: Catalogue }[] = [];
  for (const size of sizes) catalogues.push({ size, c: await catalogueOf(size) });
  send({ type: 'seeded', sizes: catalogues.map(({ size, c }) => ({ size, seedMs: c.seedMs })) });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const measured = [];
  for (const { size, c } of catalogues) {
    measured.push({ size, seedMs: c.seedMs, timings: await timeQueries(c) });
    await closeCatalogue(c);
  }
  send({ type: 'timings', sizes: measured });
}

// The bench went away: go too.
process.on('disconnect', () => process.exit(0));
main().then(
  () => setTimeout(() => process.exit(0), 200),
  (err: Error) => {
    send({ type: 'failed', error: err.stack ?? err.message });
    setTimeout(() => process.exit(1), 200);
  },
);
