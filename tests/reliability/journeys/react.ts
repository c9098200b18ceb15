// Liking and unliking, favouriting and unfavouriting as a signed-in user; check: each account's reactions, read back,
// are what its last accepted request made them (a like answered 2xx is there, an unlike answered 2xx is not).
import { examples, property, type CheckResult } from '../properties';
import type { Site } from '../site';
import { eachLimited } from '../support/api';
import { isOk } from '../support/http';
import { chance, pick } from './random';
import type { CheckContext, Journey, VirtualUser } from './types';

/** What a reaction should be: on, off, or either (a request with no answer, or a 5xx, came after the last known state). */
type Expected = 'on' | 'off' | 'either';

interface Reaction {
  objectType: string;
  objectId: string;
  action: 'like' | 'favourite';
}

const keyOf = (r: Reaction) => `${r.objectType}:${r.objectId}:${r.action}`;

export function reactJourney(): Journey {
  /** Per account (user id): reaction key -> expected state. Accounts start with no reactions. */
  const expected = new Map<string, Map<string, Expected>>();
  const accountsOf = new Map<string, string>();

  return {
    name: 'react',
    weight: 14,
    canRun: (vu) => vu.token !== null,
    async run(vu: VirtualUser, site: Site) {
      const reaction = pickReaction(site);
      const mine = expected.get(vu.account.userId) ?? new Map<string, Expected>();
      expected.set(vu.account.userId, mine);
      accountsOf.set(vu.account.userId, vu.account.checkerToken);
      const key = keyOf(reaction);
      const before = mine.get(key) ?? 'off';
      const on = before === 'either' ? chance(0.5) : before === 'off';
      const outcome = await vu.http.send({
        method: on ? 'POST' : 'DELETE',
        path: '/api/reactions',
        label: `${on ? 'POST' : 'DELETE'} /api/reactions (${reaction.action})`,
        json: reaction,
        token: vu.token,
        write: true,
      });
      if (isOk(outcome)) mine.set(key, on ? 'on' : 'off');
      else if ((outcome.status === 0 || outcome.status >= 500) && before !== (on ? 'on' : 'off')) mine.set(key, 'either');
    },
    async check({ api }: CheckContext): Promise<CheckResult> {
      let known = 0;
      let held = 0;
      let unsure = 0;
      const wrong: string[] = [];
      await eachLimited([...expected], 4, async ([userId, reactions]) => {
        const token = accountsOf.get(userId);
        const listed = await api.all<Reaction>('/api/reactions/search', token);
        const present = new Set(listed.map(keyOf));
        for (const [key, state] of reactions) {
          if (state === 'either') {
            unsure++;
            continue;
          }
          known++;
          if (present.has(key) === (state === 'on')) held++;
          else wrong.push(`user ${userId.slice(0, 8)} ${key}: expected ${state}, found ${present.has(key) ? 'on' : 'off'}`);
        }
      });
      return {
        properties: [
          property(
            'every reaction change answered 2xx is in effect',
            wrong.length === 0,
            `${known} reactions with a known state, ${held} as expected, ${wrong.length} not${examples(wrong)}`,
          ),
        ],
        figures: [['reactions whose last request had no answer or a 5xx (either state is right)', unsure]],
      };
    },
  };
}

function pickReaction(site: Site): Reaction {
  if (site.assets.length === 0 || chance(0.15)) return { objectType: 'performer', objectId: pick(site.performers).id, action: 'like' };
  const asset = pick(site.assets);
  return { objectType: asset.type, objectId: asset.id, action: chance(0.7) ? 'like' : 'favourite' };
}
