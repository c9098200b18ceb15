import type { Static } from '@sinclair/typebox';
import type { FollowingSchema, FollowStateSchema } from '../server/modules/follows/schemas';

/** Whether the viewer follows a performer (and whether they subscribe), and the performer's followers. */
export type FollowState = Static<typeof FollowStateSchema>;
/** A creator on /user/following, with the fan's live subscription if any. */
export type Following = Static<typeof FollowingSchema>;
