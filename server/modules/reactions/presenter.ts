import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { ReactionAction, ReactionsTable } from '../../db/schema';
import { enumOf } from '../comments/presenter';
import type { ObjectType } from '../engagement/targets';

export const ACTIONS = ['like', 'favourite', 'watch_later'] as const satisfies readonly ReactionAction[];
export const REACTION_OBJECT_TYPES = ['video', 'gallery', 'product', 'performer'] as const satisfies readonly ObjectType[];
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

export type ReactionRow = Selectable<ReactionsTable>;
export type ReactionDto = Static<typeof ReactionSchema>;

export function toReaction(r: ReactionRow): ReactionDto {
  return {
    _id: r.id,
    objectType: r.object_type as ReactionObjectType,
    objectId: r.object_id,
    action: r.action,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
