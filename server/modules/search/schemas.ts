import { Type } from '@sinclair/typebox';

const Count = Type.Integer({ minimum: 0 });

/** GET /search/total: how many performers, videos, galleries and products match. */
export const SearchTotalsSchema = Type.Object({ performers: Count, videos: Count, galleries: Count, products: Count, total: Count });
export const SearchTotalsQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 200 }) });
