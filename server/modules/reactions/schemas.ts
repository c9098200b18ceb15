import { Type } from '@sinclair/typebox';
import { enumOf } from '../comments/schemas';
import { PagingQuery } from '../../http/paging';

export const ACTIONS = ['like', 'favourite', 'watch_later'] as const;
export const REACTION_OBJECT_TYPES = ['video', 'gallery', 'product', 'performer', 'creator_post', 'comment'] as const;
export type ReactionObjectType = (typeof REACTION_OBJECT_TYPES)[number];

export const ActionSchema = enumOf(ACTIONS);
export const ReactionObjectTypeSchema = enumOf(REACTION_OBJECT_TYPES);

export const ReactionSchema = Type.Object({
  _id: Type.String(),
  objectType: ReactionObjectTypeSchema,
  objectId: Type.String(),
  action: ActionSchema,
  createdAt: Type.String(),
});

/** The answer to a like / unlike: the caller's state and the object's count for that action. */
export const ReactionResultSchema = Type.Object({
  objectType: ReactionObjectTypeSchema,
  objectId: Type.String(),
  action: ActionSchema,
  reacted: Type.Boolean(),
  count: Type.Integer(),
});

/** The viewer's reactions to one object. */
export const ReactionStateSchema = Type.Object({ like: Type.Boolean(), favourite: Type.Boolean(), watch_later: Type.Boolean() });

/** POST and DELETE /reactions: one action on one object. */
export const ReactionBody = Type.Object({
  objectType: ReactionObjectTypeSchema,
  objectId: Type.String({ format: 'uuid' }),
  action: ActionSchema,
});

/** GET /reactions/state: the object whose reactions the viewer asks about. */
export const ReactionTargetQuery = Type.Object({ objectType: ReactionObjectTypeSchema, objectId: Type.String({ format: 'uuid' }) });

/** GET /reactions/{videos,galleries,products,performers}: the viewer's items with one action (default favourite). */
export const ReactedItemsQuery = Type.Object({ action: Type.Optional(ActionSchema), ...PagingQuery });
