import { Type, type Static } from '@sinclair/typebox';
import { AccessSchema } from './schemas';
import { StringEnum } from '../../http/string-enum';

/** POST /performer/<kind>/bulk: what a Studio list does to many of the owner's items at once. */
export const BulkBody = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100, uniqueItems: true }),
    action: StringEnum(['publish', 'unpublish', 'delete', 'set-access']),
    access: Type.Optional(AccessSchema),
    price: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'integer cents, for set-access to pay-per-view' })),
  },
  { additionalProperties: false },
);
export type Bulk = Static<typeof BulkBody>;

/** Each item's outcome: done, or refused with the reason the one-item route would give (nothing half-done per item). */
export const BulkResultSchema = Type.Object({
  done: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ id: Type.String(), message: Type.String(), code: Type.Optional(Type.String()) })),
});
export type BulkResult = Static<typeof BulkResultSchema>;
