// Commenting as a signed-in user on a video, gallery, product or performer; check: every comment answered 2xx is
// listed afterwards, and each item's comment counter equals the comments listed for it.
import { COMMENTS_PER_MINUTE } from '../../../server/modules/comments/routes';
import { examples, property, type CheckResult } from '../properties';
import { assetPaths, type Asset, type Site } from '../site';
import { eachLimited } from '../support/api';
import { envelopeData, isOk } from '../support/http';
import { pick } from './random';
import type { CheckContext, Journey, VirtualUser } from './types';

interface Target {
  objectType: string;
  objectId: string;
  asset: Asset | null;
}

interface Written {
  target: Target;
  /** Ids of comments answered 2xx. */
  accepted: Set<string>;
  /** Texts of comments sent without a 2xx or 4xx answer (no answer, or a 5xx): they may or may not exist. */
  unsure: Set<string>;
}

/** The server's flood limit is per user and minute; a little margin for the time a request takes to arrive. */
const LIMIT_WINDOW_MS = 62_000;

export function commentJourney(): Journey {
  const written = new Map<string, Written>();
  /** When each account last sent comments (the flood limit is per user). */
  const sentAt = new Map<string, number[]>();
  let sequence = 0;

  const recent = (vu: VirtualUser) => {
    const times = (sentAt.get(vu.account.userId) ?? []).filter((t) => Date.now() - t < LIMIT_WINDOW_MS);
    sentAt.set(vu.account.userId, times);
    return times;
  };

  return {
    name: 'comment',
    weight: 12,
    canRun: (vu) => vu.token !== null && recent(vu).length < COMMENTS_PER_MINUTE,
    async run(vu: VirtualUser, site: Site) {
      const target = pickTarget(site);
      const key = `${target.objectType}:${target.objectId}`;
      const entry = written.get(key) ?? { target, accepted: new Set<string>(), unsure: new Set<string>() };
      written.set(key, entry);
      const content = `Reliability comment ${process.pid}-${vu.index}-${++sequence}`;
      recent(vu).push(Date.now());
      const outcome = await vu.http.send({
        method: 'POST',
        path: '/api/comments',
        json: { objectType: target.objectType, objectId: target.objectId, content },
        token: vu.token,
        write: true,
      });
      if (isOk(outcome)) {
        const id = envelopeData<{ _id: string }>(outcome)?._id;
        if (id) entry.accepted.add(id);
        else entry.unsure.add(content);
      } else if (outcome.status === 0 || outcome.status >= 500) {
        entry.unsure.add(content);
      }
    },
    async check({ api, token }: CheckContext): Promise<CheckResult> {
      let accepted = 0;
      let found = 0;
      let unsure = 0;
      let landed = 0;
      let countersChecked = 0;
      const lost: string[] = [];
      const miscounted: string[] = [];
      await eachLimited([...written.values()], 4, async ({ target, accepted: ids, unsure: texts }) => {
        const listed = await api.all<{ _id: string; content: string }>(
          `/api/comments/search?objectType=${target.objectType}&objectId=${target.objectId}`,
          token,
        );
        const listedIds = new Set(listed.map((c) => c._id));
        const listedTexts = new Set(listed.map((c) => c.content));
        accepted += ids.size;
        unsure += texts.size;
        for (const id of ids) {
          if (listedIds.has(id)) found++;
          else lost.push(`comment ${id} on ${target.objectType} ${target.objectId}`);
        }
        for (const text of texts) if (listedTexts.has(text)) landed++;
        if (target.asset) {
          const detail = await api.get<{ stats: { comments: number } }>(assetPaths.detail(target.asset), token);
          countersChecked++;
          if (detail.stats.comments !== listed.length) {
            miscounted.push(`${target.objectType} ${target.objectId}: counter ${detail.stats.comments}, ${listed.length} comments`);
          }
        }
      });
      return {
        properties: [
          property('every comment answered 2xx is there', lost.length === 0, `${accepted} accepted, ${found} read back, ${lost.length} lost${examples(lost)}`),
          property(
            'comment counters equal the comments listed (API)',
            miscounted.length === 0,
            `${countersChecked} items checked, ${miscounted.length} differ${examples(miscounted)}`,
          ),
        ],
        figures: [
          ['comments accepted (all runs on this database)', accepted],
          ['comments sent without an answer or with a 5xx', `${unsure} (${landed} exist, ${unsure - landed} do not)`],
        ],
      };
    },
  };
}

function pickTarget(site: Site): Target {
  if (site.assets.length === 0 || Math.random() < 0.15) {
    const performer = pick(site.performers);
    return { objectType: 'performer', objectId: performer.id, asset: null };
  }
  const asset = pick(site.assets);
  return { objectType: asset.type, objectId: asset.id, asset };
}
