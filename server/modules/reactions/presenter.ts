import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { ReactionAction, ReactionsTable } from '../../db/schema';
import type { ObjectType } from '../engagement/targets';
import { ACTIONS, REACTION_OBJECT_TYPES, type ReactionObjectType, type ReactionSchema } from './schemas';

export { ACTIONS, type ReactionObjectType } from './schemas';

// The contract's values are the database's: checked here, where both are known.
ACTIONS satisfies readonly ReactionAction[];
REACTION_OBJECT_TYPES satisfies readonly ObjectType[];

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
