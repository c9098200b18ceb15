// Buying a video for sale through checkout and the payment sandbox (whose webhook is a real HTTP request to the
// server under test), sometimes clicking Approve twice; check: every payment answered "success" unlocked its
// video, and no buyer paid twice for one video (a replayed or doubled approval never settles twice).
import { examples, property, type CheckResult } from '../properties';
import type { Site } from '../site';
import { eachLimited } from '../support/api';
import { envelopeData, isOk } from '../support/http';
import { pick } from './random';
import type { CheckContext, Journey, VirtualUser } from './types';

interface Paid {
  videoId: string;
  transactionId: string;
}

export function checkoutJourney(): Journey {
  /** Videos for sale, read before the traffic. */
  let forSale: string[] = [];
  /** Per account: payments answered success. */
  const paid = new Map<string, Paid[]>();

  return {
    name: 'checkout',
    weight: 3,
    canRun: (vu) => vu.token !== null && forSale.length > 0,
    async begin({ api }) {
      forSale = (await api.all<{ _id: string }>('/api/user/assets/videos/search?isSale=true')).map((v) => v._id);
    },
    async run(vu: VirtualUser, _site: Site) {
      const videoId = pick(forSale);
      const bought = await vu.http.send({ method: 'POST', path: `/api/payment/purchase-video/${videoId}`, json: {}, token: vu.token, write: true });
      // 409: already bought (by an earlier journey of this user); 422: the seller's own video. Both are answers.
      if (!isOk(bought)) return;
      const transactionId = envelopeData<{ transaction: { _id: string } }>(bought)?.transaction._id;
      if (!transactionId) return;
      const clicks = Math.random() < 0.3 ? 2 : 1;
      for (let i = 0; i < clicks; i++) {
        const approved = await vu.http.send({ method: 'POST', path: `/api/payment/sandbox/${transactionId}/approve`, json: {}, token: vu.token, write: true });
        if (isOk(approved) && envelopeData<{ transaction: { status: string } }>(approved)?.transaction.status === 'success' && i === 0) {
          const list = paid.get(vu.account.userId) ?? [];
          list.push({ videoId, transactionId });
          paid.set(vu.account.userId, list);
        }
      }
    },
    async check({ api, accounts }: CheckContext): Promise<CheckResult> {
      let payments = 0;
      let buyers = 0;
      const locked: string[] = [];
      const twice: string[] = [];
      await eachLimited(accounts, 4, async (account) => {
        const mine = paid.get(account.userId) ?? [];
        const orders = await api.all<{ status: string; lines: Array<{ objectId: string }> }>('/api/orders/users/search?status=paid', account.checkerToken);
        const videos = orders.flatMap((o) => o.lines.map((l) => l.objectId));
        const repeated = videos.filter((id, i) => videos.indexOf(id) !== i);
        if (repeated.length) twice.push(`${account.username}: ${[...new Set(repeated)].join(', ')}`);
        if (mine.length === 0) return;
        buyers++;
        for (const { videoId, transactionId } of mine) {
          payments++;
          const detail = await api.get<{ isBought: boolean }>(`/api/user/assets/videos/${videoId}`, account.checkerToken);
          if (!detail.isBought) locked.push(`${account.username}: video ${videoId} (transaction ${transactionId})`);
        }
      });
      return {
        properties: [
          property(
            'every payment answered success unlocked its video',
            locked.length === 0,
            `${payments} payments by ${buyers} buyers, ${locked.length} still locked${examples(locked)}`,
          ),
          property('no buyer paid twice for one video', twice.length === 0, `${twice.length} buyers with a video in two paid orders${examples(twice)}`),
        ],
        figures: [['payments approved (all runs on this database)', payments]],
      };
    },
  };
}
