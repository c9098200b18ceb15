// `npm run test:reliability`: the load-and-kill, database outage and video kill runs against the real built server; prints what
// each found and exits non-zero when any property failed. Settings: tests/reliability/settings.ts (RELIABILITY_*).
import { passed, printRun, printSummary, saveReport, type RunReport } from './report';
import { scenarioTitle } from './scenarios/titles';
import { prepareEmbeddedSite, type EmbeddedSite } from './scenarios/embedded-site';
import { loadAndKillRun } from './scenarios/load-and-kill';
import { outageRun } from './scenarios/outage';
import { videoKillRun } from './scenarios/video-kill';
import { loadSettings, type ScenarioName, type Settings } from './settings';
import { installCleanupHandlers } from '../../scripts/harness/children';

async function runOne(name: ScenarioName, settings: Settings, embedded: () => Promise<EmbeddedSite>): Promise<RunReport> {
  const report: RunReport = { name: scenarioTitle(name, settings), figures: [], properties: [] };
  const started = Date.now();
  process.stdout.write(`\n> ${report.name} ...\n`);
  try {
    if (name === 'outage') await outageRun(settings, report);
    else if (name === 'video-kill') await videoKillRun(settings, report);
    else {
      const site = await embedded();
      report.figures.push(...site.figures.splice(0));
      await loadAndKillRun(settings, site, report);
    }
  } catch (err) {
    report.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
  }
  report.figures.push(['run took', `${((Date.now() - started) / 1000).toFixed(1)} s`]);
  printRun(report);
  return report;
}

async function main(): Promise<void> {
  const settings = loadSettings();
  installCleanupHandlers('reliability', { keepDirs: settings.keep });
  const started = Date.now();
  // The load-and-kill run's seeded data folder (seeding takes ~40 s), prepared on first need.
  let site: Promise<EmbeddedSite> | null = null;
  const embedded = () => (site ??= prepareEmbeddedSite(settings));
  const reports: RunReport[] = [];
  for (const name of settings.scenarios) reports.push(await runOne(name, settings, embedded));
  printSummary(reports, Date.now() - started);
  saveReport(reports, Date.now() - started);
  process.exit(reports.every(passed) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
