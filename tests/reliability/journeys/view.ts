// Views, as a page sends them: POST .../views. The server counts a viewer once per asset and hour (in its memory, or
// in Redis shared by every process) and writes the counts once a second. Check, at the end of a run: each asset's
// view counter grew by the views that counted, except that those counted in the last seconds before a SIGKILL may be
// lost (not yet written, by design).
import { loadConfig } from '../../../server/config';
import { examples, property, type CheckResult } from '../properties';
import { assetPaths, type Site } from '../site';
import { eachLimited } from '../support/api';
import { isOk } from '../support/http';
import { chance, pick } from './random';
import type { CheckContext, Deployment, Journey, VirtualUser } from './types';

/**
 * How long after the last view its count can be read: the server writes counted views once a second, and a video's
 * page (with its counters) may come from the shared read cache, which views do not empty (documented: counts may show
 * READ_CACHE_TTL_MS late; the run leaves it at its default).
 */
const SETTLE_MS = 1000 + loadConfig({}).readCacheTtlMs + 500;
/**
 * Views counted this shortly before a kill may not have been written yet: counts are written once a second, but a
 * write waits for the one before it, and under load (two web processes on two cores) writes lag by seconds (CI on
 * cae6e0d: a view counted just over 3 s before the kill was lost).
 */
const UNWRITTEN_BEFORE_KILL_MS = 5000;

interface Counted {
  assetId: string;
  at: number;
  /**
   * Counted shortly before the kill, or between the moment traffic was held and the kill itself (answers still in
   * flight then come in late): it may not have been written.
   */
  mayBeUnwritten: boolean;
  /**
   * What the server remembered it in: its process (0, then 1 after a restart, ...), which counts a viewer once;
   * always 0 when Redis remembers for every process.
   */
  life: number;
}

export function viewJourney({ sharedCounters }: Deployment): Journey {
  let before = new Map<string, number>();
  let counted = new Map<string, Counted>();
  let unanswered = new Map<string, number>();
  let life = 0;
  let lastAnswer = 0;

  return {
    name: 'view',
    weight: 12,
    async begin({ api, site, token }) {
      before = new Map();
      counted = new Map();
      unanswered = new Map();
      life = 0;
      lastAnswer = 0;
      await eachLimited(site.assets, 4, async (asset) => {
        before.set(asset.id, (await api.get<{ stats: { views: number } }>(assetPaths.detail(asset), token)).stats.views);
      });
    },
    async run(vu: VirtualUser, site: Site) {
      if (site.assets.length === 0) return;
      const asset = pick(site.assets);
      const token = vu.token && chance(0.7) ? vu.token : null;
      const viewer = token ? `user:${vu.account.userId}` : 'anonymous';
      const outcome = await vu.http.send({ method: 'POST', path: assetPaths.views(asset), label: `POST views of ${asset.type}`, token, write: true });
      const key = `${life}|${viewer}|${asset.id}`;
      lastAnswer = Math.max(lastAnswer, outcome.doneAt);
      if (isOk(outcome)) {
        if (!counted.has(key)) counted.set(key, { assetId: asset.id, at: Date.now(), life, mayBeUnwritten: false });
      } else if (outcome.status === 0 || outcome.status >= 500) {
        unanswered.set(asset.id, (unanswered.get(asset.id) ?? 0) + 1);
      }
    },
    restarted(at: number) {
      // Called after the restart, before traffic resumes: every view counted until now reached the killed process.
      for (const c of counted.values()) if (c.at > at - UNWRITTEN_BEFORE_KILL_MS) c.mayBeUnwritten = true;
      if (!sharedCounters) life++;
    },
    async check({ api, site, token, moment }: CheckContext): Promise<CheckResult> {
      if (moment !== 'end') return { properties: [], figures: [] };
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastAnswer + SETTLE_MS - Date.now())));
      const most = new Map<string, number>();
      const least = new Map<string, number>();
      let mayBeLost = 0;
      for (const c of counted.values()) {
        most.set(c.assetId, (most.get(c.assetId) ?? 0) + 1);
        if (c.mayBeUnwritten) mayBeLost++;
        else least.set(c.assetId, (least.get(c.assetId) ?? 0) + 1);
      }
      for (const [id, n] of unanswered) most.set(id, (most.get(id) ?? 0) + n);
      const wrong: string[] = [];
      let grew = 0;
      let stored = 0;
      await eachLimited(site.assets, 4, async (asset) => {
        const now = (await api.get<{ stats: { views: number } }>(assetPaths.detail(asset), token)).stats.views;
        const delta = now - (before.get(asset.id) ?? now);
        stored += delta;
        const [low, high] = [least.get(asset.id) ?? 0, most.get(asset.id) ?? 0];
        if (delta < low || delta > high)
          wrong.push(`${asset.type} ${asset.id.slice(0, 8)}: +${delta} views, expected ${low === high ? low : `${low}..${high}`}`);
        else if (delta > 0) grew++;
      });
      return {
        properties: [
          property(
            'view counters grew by the views that counted',
            wrong.length === 0,
            `${counted.size} views counted by the server, ${stored} stored` +
              (mayBeLost ? ` (${mayBeLost} counted in the ${UNWRITTEN_BEFORE_KILL_MS / 1000} s before the kill may be lost)` : '') +
              `, ${site.assets.length} assets checked, ${wrong.length} wrong${examples(wrong)}`,
          ),
        ],
        figures: [['assets whose view counter grew', grew]],
      };
    },
  };
}
