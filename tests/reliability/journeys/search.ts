// Searching the catalogue and the performers by a word, as the search box does.
import { assetPaths, type Site } from '../site';
import { isOk } from '../support/http';
import { chance, pick } from './random';
import type { Journey, VirtualUser } from './types';

const WORDS = ['night', 'flow', 'sunrise', 'exclusive', 'vlog', 'studio', 'demo', 'summer', 'city', 'zzznothing'];

export function searchJourney(): Journey {
  return {
    name: 'search',
    weight: 16,
    async run(vu: VirtualUser, _site: Site) {
      const q = encodeURIComponent(pick(WORDS));
      const token = chance(0.5) ? vu.token : null;
      const videos = await vu.http.send({ method: 'GET', path: `${assetPaths.search('video')}?q=${q}&limit=12`, label: 'GET videos search ?q=', token });
      if (!isOk(videos)) return;
      await vu.http.send({ method: 'GET', path: `/api/performers/search?q=${q}&limit=12`, label: 'GET performers search ?q=', token });
    },
  };
}
