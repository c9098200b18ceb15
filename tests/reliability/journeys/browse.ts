// Browsing: the home page, a list, an item's detail and its comments, sometimes its page; signed in or not.
import { assetPaths, type AssetType, type Site } from '../site';
import { isOk } from '../support/http';
import { chance, pick, randomInt } from './random';
import type { Journey, VirtualUser } from './types';

const TYPES: AssetType[] = ['video', 'video', 'video', 'gallery', 'product'];

export function browseJourney(): Journey {
  return {
    name: 'browse',
    weight: 34,
    async run(vu: VirtualUser, site: Site) {
      // Anonymous visitors get shared cached answers and pages; signed-in ones are computed for them.
      const token = chance(0.5) ? vu.token : null;
      const get = (path: string, label: string) => vu.http.send({ method: 'GET', path, label, token });
      if (chance(0.2)) {
        await get('/home', 'GET page /home');
        return;
      }
      if (chance(0.2)) {
        const performer = pick(site.performers);
        if (!isOk(await get(`/api/performers/${performer.id}`, 'GET /api/performers/:id'))) return;
        if (chance(0.3)) await get(`/performers/${encodeURIComponent(performer.username)}`, 'GET page /performers/:username');
        return;
      }
      const type = pick(TYPES);
      const assets = site.assets.filter((a) => a.type === type);
      const plural = assetPaths.plural(type);
      if (!isOk(await get(`${assetPaths.search(type)}?limit=12&offset=${12 * randomInt(3)}`, `GET ${assetPaths.search(type)}`))) return;
      if (assets.length === 0) return;
      const asset = pick(assets);
      if (!isOk(await get(assetPaths.detail(asset), `GET detail of ${type}`))) return;
      const comments = `/api/comments/search?objectType=${type}&objectId=${asset.id}`;
      if (!isOk(await get(comments, 'GET /api/comments/search'))) return;
      if (chance(0.3)) await get(assetPaths.page(asset), `GET page /${plural}/:slug`);
    },
  };
}
