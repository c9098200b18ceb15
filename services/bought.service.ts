import type { Static } from '@sinclair/typebox';
import type { BoughtSchema } from '../server/modules/catalogue/bought-schemas';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const BOUGHT = 'GET /user/bought';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { BOUGHT };

export type BoughtKind = 'video' | 'gallery' | 'product';
export type BoughtIds = Static<typeof BoughtSchema>;

/** Which of a page's cards the signed-in viewer bought (a shared page shows the catalogue as visitors see it). */
export const boughtService = {
  among: (ids: Partial<Record<BoughtKind, string[]>>) =>
    getOne<BoughtIds>(
      to(BOUGHT),
      {},
      Object.fromEntries(
        Object.entries(ids)
          .filter(([, list]) => list.length > 0)
          .map(([kind, list]) => [kind, list.join(',')]),
      ),
    ),
};
