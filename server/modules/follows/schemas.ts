import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';
import { SubscriptionSchema } from '../subscriptions/schemas';

// Follows' part of the API contract (TypeBox only: the web app imports these types).

export const FollowParams = Type.Object({ performerId: Type.String({ format: 'uuid' }) });

/** Whether the caller follows the performer, and how many people do. */
export const FollowStateSchema = Type.Object({
  performerId: Type.String(),
  following: Type.Boolean(),
  /** Subscribers follow while their subscription lasts: they cannot unfollow until it ends. */
  subscribed: Type.Boolean(),
  followers: Type.Integer(),
});

/** One creator on /user/following: followed for free, or subscribed (with the subscription's state). */
export const FollowingSchema = Type.Object({
  performer: PerformerCardSchema,
  followedAt: Type.String({ format: 'date-time' }),
  /** The fan's live subscription to this creator; null: following for free. */
  subscription: Nullable(SubscriptionSchema),
});

export const FollowingQuery = Type.Object({ ...PagingQuery });
