import type { Static } from '@sinclair/typebox';
import type {
  ActionSchema,
  ReactedItemsQuery,
  ReactionBody,
  ReactionObjectTypeSchema,
  ReactionResultSchema,
  ReactionSchema,
  ReactionStateSchema,
  ReactionTargetQuery,
} from '../server/modules/reactions/schemas';

export type ReactionAction = Static<typeof ActionSchema>;
export type ReactionObjectType = Static<typeof ReactionObjectTypeSchema>;

export type ReactionTarget = Static<typeof ReactionTargetQuery>;

export type ReactionInput = Static<typeof ReactionBody>;

/** POST / DELETE /reactions: the caller's state and the object's count for that action. */
export type ReactionResult = Static<typeof ReactionResultSchema>;

/** GET /reactions/state: the viewer's reactions to one object. */
export type ReactionState = Static<typeof ReactionStateSchema>;

/** GET /reactions/{videos,galleries,products,performers}: a reaction with the item's card. */
export type ReactedItem<T> = Static<typeof ReactionSchema> & { objectInfo: T };

export type ReactedQuery = Static<typeof ReactedItemsQuery>;
