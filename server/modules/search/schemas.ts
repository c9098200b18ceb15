import { Type } from '@sinclair/typebox';
import { PerformerCardSchema } from '../catalogue/schemas';

const Count = Type.Integer({ minimum: 0 });

/** GET /search/total: how many performers, videos, galleries and products match. */
export const SearchTotalsSchema = Type.Object({ performers: Count, videos: Count, galleries: Count, products: Count, total: Count });
export const SearchTotalsQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 200 }) });

/** GET /search/suggestions: a few performers by name and videos by what the box finds, as the user types. */
export const SearchSuggestionsSchema = Type.Object({
  performers: Type.Array(PerformerCardSchema),
  videos: Type.Array(Type.Object({ _id: Type.String(), slug: Type.String(), title: Type.String() })),
});
export const SearchSuggestionsQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) });
