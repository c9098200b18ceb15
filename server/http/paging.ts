import { Type } from '@sinclair/typebox';

/** limit (default 12, at most 200) and offset (at most 100,000), as every list of the API takes them. */
export const PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 12 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
};

export interface Paging {
  limit: number;
  offset: number;
}

export const paging = (query: { limit?: number; offset?: number }): Paging => ({
  limit: query.limit ?? 12,
  offset: query.offset ?? 0,
});
